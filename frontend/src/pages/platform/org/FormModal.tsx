import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/crud/DialogFooter.tsx';
import { notify } from '../../../components/notifications/store.ts';

export interface FieldSpec {
  key: string;
  label: string;
  kind?: 'text' | 'number' | 'select';
  /** Its 'please enter…' text; the field is required when given. */
  required?: string;
  options?: { value: string; label: string }[];
  disabled?: boolean;
}

/**
 * The add/edit dialog of the organisation pages: fields as data, required ones checked before the
 * call (the server checks them again), the success message after.
 */
export function FormModal({
  title,
  fields,
  initial,
  testId,
  isNew,
  successText,
  onSubmit,
  onClose,
  onSaved,
}: {
  title: string;
  fields: FieldSpec[];
  initial: Record<string, string>;
  testId: string;
  isNew: boolean;
  /** The success message; 'added' or 'updated' by default. */
  successText?: string;
  onSubmit: (values: Record<string, string>) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = (f: FieldSpec) => Boolean(f.required) && !(values[f.key] ?? '').trim();
  const save = async () => {
    setTried(true);
    if (fields.some(missing)) return;
    setBusy(true);
    try {
      await onSubmit(values);
      notify.success(successText ?? t(isNew ? 'crud.addSuccess' : 'crud.updateSuccess'));
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={title}
      data-testid={testId}
      footer={<DialogFooter onCancel={onClose} onConfirm={save} busy={busy} testId={`${testId}-save`} />}
    >
      <Form>
        <SpaceBetween size="m">
          {fields.map((f) => (
            <FormField key={f.key} label={f.label} errorText={tried && missing(f) ? f.required : undefined}>
              {f.kind === 'select' ? (
                <Select
                  data-testid={`${testId}-${f.key}`}
                  disabled={f.disabled}
                  selectedOption={f.options?.find((o) => o.value === values[f.key]) ?? null}
                  options={f.options ?? []}
                  placeholder={f.required}
                  onChange={({ detail }) => set(f.key, detail.selectedOption.value ?? '')}
                />
              ) : (
                <Input
                  data-testid={`${testId}-${f.key}`}
                  disabled={f.disabled}
                  type={f.kind === 'number' ? 'number' : 'text'}
                  inputMode={f.kind === 'number' ? 'numeric' : undefined}
                  value={values[f.key] ?? ''}
                  onChange={({ detail }) => set(f.key, detail.value)}
                />
              )}
            </FormField>
          ))}
        </SpaceBetween>
      </Form>
    </Modal>
  );
}
