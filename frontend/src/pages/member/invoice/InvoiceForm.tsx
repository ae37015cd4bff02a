import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { INVOICE_ADDRESS_MAX, InvoiceSaveBody } from '@loopline/shared/contracts/invoice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface InvoiceFields {
  titleType: 'personal' | 'company';
  invoiceType: 'general' | 'special';
  title: string;
  taxpayerId: string;
  bank: string;
  account: string;
  address: string;
  phone: string;
  email: string;
}
type TextField = Exclude<keyof InvoiceFields, 'titleType' | 'invoiceType'>;

const EMPTY: InvoiceFields = {
  titleType: 'company',
  invoiceType: 'general',
  title: '',
  taxpayerId: '',
  bank: '',
  account: '',
  address: '',
  phone: '',
  email: '',
};

/**
 * The invoice details. Checked with the server's own schema before sending (spec 2 §5), so the
 * messages under the fields are the ones the API would answer.
 */
export function InvoiceForm({
  orderIds,
  busy,
  blocked,
  onSubmit,
}: {
  orderIds: string[];
  busy: boolean;
  /** A reason the chosen orders cannot be invoiced together (the price limit), shown instead of sending. */
  blocked?: string;
  onSubmit: (body: InvoiceFields & { orderIds: string[] }) => void;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<InvoiceFields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const special = fields.invoiceType === 'special';
  const company = fields.titleType === 'company';

  const submit = () => {
    // Hidden fields are not sent: a personal title has no taxpayer id, a general invoice no bank details.
    const body = {
      ...fields,
      taxpayerId: company ? fields.taxpayerId : '',
      bank: special ? fields.bank : '',
      account: special ? fields.account : '',
      phone: special ? fields.phone : '',
      orderIds,
    };
    const checked = InvoiceSaveBody.safeParse(body);
    if (blocked) {
      setErrors({ orderIds: blocked });
      return;
    }
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues)
        found[String(issue.path[0] ?? 'orderIds')] ??= t(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(body);
  };
  const text = (name: TextField, label: string, extra: { hint?: string } = {}) => (
    <FormField label={t(label)} errorText={errors[name]} constraintText={extra.hint}>
      <Input
        value={fields[name]}
        onChange={({ detail }) => setFields((f) => ({ ...f, [name]: detail.value }))}
        data-testid={`invoice-${name}`}
      />
    </FormField>
  );

  return (
    <Form
      errorText={errors.orderIds}
      actions={
        <Button variant="primary" loading={busy} onClick={submit} data-testid="invoice-submit">
          {t('invoice.form.submit')}
        </Button>
      }
    >
      <Container header={<Header variant="h2">{t('invoice.form.title')}</Header>}>
        <SpaceBetween size="m">
          <FormField label={t('invoice.form.invoiceType')} errorText={errors.invoiceType}>
            <RadioGroup
              value={fields.invoiceType}
              onChange={({ detail }) =>
                setFields((f) => ({
                  ...f,
                  invoiceType: detail.value as InvoiceFields['invoiceType'],
                  // A special VAT invoice is made out to a company only.
                  titleType: detail.value === 'special' ? 'company' : f.titleType,
                }))
              }
              items={[
                { value: 'general', label: t('invoice.form.general') },
                { value: 'special', label: t('invoice.form.special') },
              ]}
            />
          </FormField>
          <FormField label={t('invoice.form.titleType')} errorText={errors.titleType}>
            <RadioGroup
              value={fields.titleType}
              onChange={({ detail }) =>
                setFields((f) => ({ ...f, titleType: detail.value as InvoiceFields['titleType'] }))
              }
              items={[
                { value: 'company', label: t('invoice.form.company') },
                { value: 'personal', label: t('invoice.form.personal'), disabled: special },
              ]}
            />
          </FormField>
          {text('title', 'invoice.form.titleField')}
          {company && text('taxpayerId', 'invoice.form.taxpayerId')}
          {special && text('bank', 'invoice.form.bank')}
          {special && text('account', 'invoice.form.account')}
          {text('address', 'invoice.form.address', {
            hint: `${fields.address.length}/${INVOICE_ADDRESS_MAX}`,
          })}
          {special && text('phone', 'invoice.form.phone')}
          {text('email', 'invoice.form.email', { hint: t('invoice.form.emailHint') })}
        </SpaceBetween>
      </Container>
    </Form>
  );
}
