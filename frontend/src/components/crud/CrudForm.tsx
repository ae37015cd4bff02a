import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../api/errors.ts';
import { fieldErrors, serverFieldError } from '../../pages/platform/marketing/formErrors.ts';
import { notify } from '../notifications/store.ts';
import { DialogFooter } from './DialogFooter.tsx';
import { NumericInput } from './NumericInput.tsx';

/**
 * The one shape of a back-office add/edit dialog (spec 3 §1–§2): the draft is checked with the
 * server's own schema before it is sent, the success message says add or update, and the text
 * written in both languages sits side by side, zh then en.
 */

/** Saving a draft: errors by field from the server's schema, then the call, then the success message. */
export function useCrudSave<I>({
  schema,
  input,
  submit,
  editing,
  onSaved,
  fields,
}: {
  schema: z.ZodType;
  input: () => I;
  submit: (input: I) => Promise<{ msg?: string }>;
  /** An edit (else an add): which success message. */
  editing: boolean;
  onSaved: () => void;
  /** The fields a refusal "field: text" may name; its text then stands under that field too. */
  fields?: readonly string[];
}) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const found = fieldErrors(schema, input());
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const res = await submit(input());
      notify.success(res.msg || t(editing ? 'crud.updateSuccess' : 'crud.addSuccess'));
      onSaved();
    } catch (error) {
      const field = fields && isApiError(error) ? serverFieldError(error.message, fields) : null;
      if (field) setErrors((e) => ({ ...e, [field[0]]: field[1] }));
      setSaving(false);
    }
  };
  return { errors, setErrors, saving, save };
}

/** The dialog: cancel and confirm (`<testIdPrefix>-save`), the form `<testIdPrefix>-form`. */
export function CrudFormModal({
  header,
  testIdPrefix,
  saver: { saving, save },
  onClose,
  children,
}: {
  header: string;
  testIdPrefix: string;
  /** What `useCrudSave` answers. */
  saver: { saving: boolean; save: () => Promise<void> };
  onClose: () => void;
  children: ReactNode;
}) {
  const footer = (
    <DialogFooter onCancel={onClose} onConfirm={save} busy={saving} testId={`${testIdPrefix}-save`} />
  );
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={header}
      data-testid={`${testIdPrefix}-form`}
      footer={footer}
    >
      <SpaceBetween size="m">{children}</SpaceBetween>
    </Modal>
  );
}

/** What the field pieces of a form share: its draft, the errors by field, its test ids' prefix. */
export interface FormState<D> {
  draft: D;
  setDraft: (change: (draft: D) => D) => void;
  errors: Record<string, string>;
  testIdPrefix: string;
}

/**
 * Text fields written in both languages, two columns (each zh field beside its en one). `rows`
 * makes a field a text area; `children` continue the columns (sort, status).
 */
export function BilingualFields<F extends string, D extends Record<F, string>>({
  fields,
  draft,
  setDraft,
  errors,
  label,
  testIdPrefix,
  children,
}: FormState<D> & {
  fields: { zh: F; en: F; rows?: number }[];
  label: (field: F) => string;
  children?: ReactNode;
}) {
  const onChange = (field: F, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const text = (field: F, rows?: number) => (
    <FormField key={field} label={label(field)} errorText={errors[field]} stretch>
      {rows ? (
        <Textarea
          rows={rows}
          value={draft[field]}
          data-testid={`${testIdPrefix}-${field}`}
          onChange={({ detail }) => onChange(field, detail.value)}
        />
      ) : (
        <Input
          value={draft[field]}
          data-testid={`${testIdPrefix}-${field}`}
          onChange={({ detail }) => onChange(field, detail.value)}
        />
      )}
    </FormField>
  );
  return (
    <ColumnLayout columns={2}>
      {fields.flatMap((pair) => [text(pair.zh, pair.rows), text(pair.en, pair.rows)])}
      {children}
    </ColumnLayout>
  );
}

/** The sort order (0–9999) and the Normal/Disable status of a draft. */
export function SortAndStatusFields<D extends { sort: string; status: string }>({
  sortLabel,
  draft: { sort, status },
  setDraft,
  errors,
  testIdPrefix,
}: FormState<D> & { sortLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={sortLabel} errorText={errors.sort}>
        <NumericInput
          value={sort}
          rules={{ decimals: 0, min: 0, max: 9999 }}
          onChange={(value) => setDraft((d) => ({ ...d, sort: value }))}
          testId={`${testIdPrefix}-sort`}
        />
      </FormField>
      <FormField label={t('crud.status')} errorText={errors.status}>
        <RadioGroup
          value={status}
          onChange={({ detail }) => setDraft((d) => ({ ...d, status: detail.value }))}
          items={[
            { value: '1', label: t('crud.statusNormal') },
            { value: '0', label: t('crud.statusDisabled') },
          ]}
        />
      </FormField>
    </>
  );
}
