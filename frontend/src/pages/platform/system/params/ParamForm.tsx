import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { ParamSubmitBody } from '@loopline/shared/contracts/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ParamInput, type SystemParam, submitParam } from '../../../../api/settings.ts';
import { useCrudSave } from '../../../../components/crud/CrudForm.tsx';
import { DialogFooter } from '../../../../components/crud/DialogFooter.tsx';

type Field = 'paramName' | 'paramKey' | 'paramValue' | 'remark';
const FIELDS: Field[] = ['paramName', 'paramKey', 'paramValue', 'remark'];

/** Add or change a system parameter: every field required (spec 3 §5), checked with the server's schema. */
export function ParamForm({
  param,
  onClose,
  onSaved,
}: {
  param?: SystemParam;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<Field, string>>({
    paramName: param?.paramName ?? '',
    paramKey: param?.paramKey ?? '',
    paramValue: param?.paramValue ?? '',
    remark: param?.remark ?? '',
  });
  const { errors, saving, save } = useCrudSave({
    schema: ParamSubmitBody,
    input: (): ParamInput => ({ ...draft, ...(param ? { id: param.id } : {}) }),
    submit: submitParam,
    editing: !!param,
    onSaved,
  });

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t(param ? 'system.param.edit' : 'system.param.add')}
      data-testid="param-form"
      footer={<DialogFooter onCancel={onClose} onConfirm={save} busy={saving} testId="param-save" />}
    >
      <SpaceBetween size="m">
        {FIELDS.map((field) => (
          <FormField key={field} label={t(`system.param.${field}`)} errorText={errors[field]}>
            {field === 'paramValue' || field === 'remark' ? (
              <Textarea
                value={draft[field]}
                rows={2}
                data-testid={`param-${field}`}
                onChange={({ detail }) => setDraft((d) => ({ ...d, [field]: detail.value }))}
              />
            ) : (
              <Input
                value={draft[field]}
                data-testid={`param-${field}`}
                onChange={({ detail }) => setDraft((d) => ({ ...d, [field]: detail.value }))}
              />
            )}
          </FormField>
        ))}
      </SpaceBetween>
    </Modal>
  );
}
