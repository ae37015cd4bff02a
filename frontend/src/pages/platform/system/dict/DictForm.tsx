import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DICT_ROOT, DictSubmitBody } from '@loopline/shared/contracts/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DictInput, type DictItem, type DictKind, submitDict } from '../../../../api/settings.ts';
import { useCrudSave } from '../../../../components/crud/CrudForm.tsx';
import { DialogFooter } from '../../../../components/crud/DialogFooter.tsx';

/** Add or change a parent dictionary, or an item of `parent` (spec 3 §5 checks, the server's schema). */
export function DictForm({
  kind,
  entry,
  parent,
  onClose,
  onSaved,
}: {
  kind: DictKind;
  entry?: DictItem;
  parent?: DictItem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    code: entry?.code ?? parent?.code ?? '',
    dictValue: entry?.dictValue ?? '',
    dictKey: entry?.dictKey ?? '',
    sort: entry ? String(entry.sort) : '',
    isSealed: entry ? String(entry.isSealed) : '',
    remark: entry?.remark ?? '',
  });
  const input = (): DictInput => ({
    ...(entry ? { id: entry.id } : {}),
    parentId: parent?.id ?? DICT_ROOT,
    code: draft.code,
    dictValue: draft.dictValue,
    ...(parent ? { dictKey: draft.dictKey } : {}),
    sort: draft.sort,
    isSealed: draft.isSealed,
    remark: draft.remark,
  });

  const { errors, setErrors, saving, save } = useCrudSave({
    schema: DictSubmitBody,
    input,
    submit: (body) => submitDict(kind, body),
    editing: !!entry,
    onSaved,
  });
  const set = (field: keyof typeof draft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const text = (field: 'code' | 'dictValue' | 'dictKey' | 'sort' | 'remark', disabled = false) => (
    <FormField label={t(`system.dict.${field}`)} errorText={errors[field]}>
      <Input
        value={draft[field]}
        disabled={disabled}
        inputMode={field === 'sort' ? 'numeric' : undefined}
        data-testid={`dict-${field}`}
        onChange={({ detail }) => set(field, detail.value)}
      />
    </FormField>
  );

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t(entry ? 'system.dict.edit' : parent ? 'system.dict.addItem' : 'system.dict.add')}
      data-testid="dict-form"
      footer={<DialogFooter onCancel={onClose} onConfirm={save} busy={saving} testId="dict-save" />}
    >
      <SpaceBetween size="m">
        {parent && (
          <FormField label={t('system.dict.parent')}>
            <Input value={`${parent.dictValue} (${parent.code})`} disabled />
          </FormField>
        )}
        {text('code', !!parent)}
        {text('dictValue')}
        {parent && text('dictKey')}
        {text('sort')}
        <FormField label={t('system.dict.isSealed')} errorText={errors.isSealed}>
          <RadioGroup
            value={draft.isSealed}
            onChange={({ detail }) => set('isSealed', detail.value)}
            items={[
              { value: '0', label: t('system.dict.sealedNo') },
              { value: '1', label: t('system.dict.sealedYes') },
            ]}
          />
        </FormField>
        {text('remark')}
      </SpaceBetween>
    </Modal>
  );
}
