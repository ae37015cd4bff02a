import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogFooter } from '../../../components/crud/DialogFooter.tsx';
import { fieldMessageKey } from './fieldMessages.ts';

type Field = 'account' | 'phone' | 'realName';

export interface UserFormDialogProps {
  header: string;
  testId: string;
  fields: readonly Field[];
  initial?: Partial<Record<Field, string>>;
  /** The server's own schema, so the messages here match its answers. */
  schema: z.ZodType;
  /** The body sent once it passes the schema. */
  bodyOf: (values: Record<Field, string>) => Record<string, unknown>;
  submit: (body: never) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
}

/** A small user form (guest account, user edit) checked with the route's schema before it is sent. */
export function UserFormDialog(props: UserFormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    account: props.initial?.account ?? '',
    phone: props.initial?.phone ?? '',
    realName: props.initial?.realName ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const body = props.bodyOf(values);
    const parsed = props.schema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= t(fieldMessageKey(field, issue.message));
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await props.submit(body as never);
      props.onSaved();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      visible
      onDismiss={props.onClose}
      header={props.header}
      data-testid={props.testId}
      footer={
        <DialogFooter onCancel={props.onClose} onConfirm={save} busy={busy} testId={`${props.testId}-save`} />
      }
    >
      <Form>
        <SpaceBetween size="m">
          {props.fields.map((field) => (
            <FormField
              key={field}
              label={t(`platformUsers.${field}`)}
              errorText={errors[field]}
              constraintText={field === 'realName' ? t('platformUsers.optional') : undefined}
            >
              <Input
                value={values[field]}
                onChange={({ detail }) => setValues((v) => ({ ...v, [field]: detail.value }))}
                data-testid={`${props.testId}-${field}`}
              />
            </FormField>
          ))}
        </SpaceBetween>
      </Form>
    </Modal>
  );
}
