import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { ParamSubmitBody } from '@loopline/shared/contracts/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ParamInput, type SystemParam, submitParam } from '../../../../api/settings.ts';
import { notify } from '../../../../components/notifications/store.ts';
import { fieldErrors } from '../../marketing/formErrors.ts';

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const input = (): ParamInput => ({ ...draft, ...(param ? { id: param.id } : {}) });

  const save = async () => {
    const found = fieldErrors(ParamSubmitBody, input());
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const res = await submitParam(input());
      notify.success(res.msg);
      onSaved();
    } catch {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t(param ? 'system.param.edit' : 'system.param.add')}
      data-testid="param-form"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>{t('crud.cancel')}</Button>
            <Button variant="primary" loading={saving} onClick={() => void save()} data-testid="param-save">
              {t('crud.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
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
