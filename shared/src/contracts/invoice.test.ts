import { describe, expect, it } from 'vitest';
import { InvoiceSaveBody } from './invoice.ts';

const base = {
  titleType: 'company',
  invoiceType: 'general',
  title: 'Loopline Engineering Ltd',
  taxpayerId: '91310000ma1fl1234x',
  email: 'finance@example.com',
  orderIds: ['0mwwnqe78046fac5a13'],
};
const messages = (body: Record<string, unknown>) => {
  const parsed = InvoiceSaveBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('the invoice request (spec 2 §5), as the API and the /invoicing form check it', () => {
  it('accepts a general company invoice and upper-cases the taxpayer id', () => {
    expect(InvoiceSaveBody.parse(base).taxpayerId).toBe('91310000MA1FL1234X');
    expect(messages({ ...base, titleType: 'personal', taxpayerId: '' })).toEqual([]);
  });

  it('refuses what spec 2 §5 refuses', () => {
    expect(messages({ ...base, orderIds: [] })).toContain('invoice.ordersRequired');
    expect(messages({ ...base, taxpayerId: '12345' })).toContain('invoice.taxpayerIdInvalid');
    expect(messages({ ...base, taxpayerId: '' })).toContain('invoice.taxpayerIdInvalid');
    expect(messages({ ...base, email: 'finance@' })).toContain('invoice.emailInvalid');
    expect(messages({ ...base, address: '地'.repeat(25) })).toEqual([]);
    expect(messages({ ...base, address: '地'.repeat(26) })).toContain('invoice.addressLength');
  });

  it('needs a company and its registration for a special VAT invoice', () => {
    const special = { ...base, invoiceType: 'special' };
    expect(messages(special)).toContain('invoice.specialFields');
    expect(messages({ ...special, titleType: 'personal' })).toContain('invoice.specialCompanyOnly');
    expect(
      messages({
        ...special,
        bank: 'ICBC Pudong',
        account: '6222020000000000',
        address: 'Shanghai',
        phone: '021-1234567',
      }),
    ).toEqual([]);
  });
});
