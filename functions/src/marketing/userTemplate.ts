import { type Language, translate } from '@loopline/shared';
import { ISSUE_PHONES_MAX } from '@loopline/shared/contracts/coupon';
import type { TemplateReadOutcome } from '@loopline/shared/contracts/event';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { BadRequestError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { saveErrorLog } from './errorLog.ts';
import { resolvePhones } from './recipients.ts';

/**
 * The user template (spec 3 §7 event/export/user/template, read/user/template): one phone per row,
 * the name column for the administrator's own reference. Reading it answers the valid phones, which
 * the issue dialog then sends; refused rows go to the error log.
 */

export async function userTemplate(lang: Language): Promise<Buffer> {
  const header = ['marketing.template.phone', 'marketing.template.name'].map((key) => ({
    value: translate(key, lang),
    fontWeight: 'bold' as const,
  }));
  const example = [
    { value: '13800000000', type: String },
    { value: translate('marketing.template.example', lang) },
  ];
  return writeXlsxFile([header, example], { columns: [{ width: 18 }, { width: 28 }] }).toBuffer();
}

export async function readUserTemplate(
  admin: Pick<Caller, 'tenantId' | 'userId'>,
  file: Buffer,
  now = new Date(),
): Promise<TemplateReadOutcome> {
  let rows: unknown[][];
  try {
    rows = (await readSheet(file)) as unknown[][];
  } catch {
    throw new BadRequestError('marketing.templateUnreadable');
  }
  const phones = rows.slice(1).map((cells) => String(cells[0] ?? '').trim());
  // Trailing empty rows are not rows anyone filled in.
  while (phones.length && !phones[phones.length - 1]) phones.pop();
  if (phones.length === 0) throw new BadRequestError('marketing.templateEmpty');
  if (phones.length > ISSUE_PHONES_MAX)
    throw new BadRequestError('marketing.templateTooMany', { max: ISSUE_PHONES_MAX });
  const { recipients, refused } = await resolvePhones(admin.tenantId, phones, 2);
  const errorLogId = refused.length ? await saveErrorLog(admin, refused, now) : '';
  return {
    phones: recipients.map((r) => r.phone),
    registered: recipients.filter((r) => r.userId).length,
    failed: refused.length,
    errorLogId,
  };
}
