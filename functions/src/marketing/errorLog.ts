import { type Language, translate } from '@loopline/shared';
import writeXlsxFile from 'write-excel-file/node';
import { importLog } from '../entities/importLog.ts';
import { sortableId } from '../lib/db/ids.ts';
import { NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import type { RefusedRow } from './recipients.ts';

/** The refused rows of an import or an issue, kept a day for the error-log export. */

const KEEP_SECONDS = 24 * 3600;

export async function saveErrorLog(
  admin: Pick<Caller, 'tenantId' | 'userId'>,
  rows: readonly RefusedRow[],
  now = new Date(),
): Promise<string> {
  const id = sortableId(now);
  await importLog
    .create({
      id,
      tenantId: admin.tenantId,
      createdBy: admin.userId,
      rows: rows.map((r) => ({ row: r.row, phone: r.phone, reason: r.reason })),
      createTime: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
    })
    .go();
  return id;
}

/** The error log as an xlsx sheet: row, phone and reason, in the caller's language. */
export async function errorLogWorkbook(
  admin: Pick<Caller, 'tenantId'>,
  id: string,
  lang: Language,
): Promise<Buffer> {
  const { data } = await importLog.get({ id }).go();
  if (!data || data.tenantId !== admin.tenantId) throw new NotFoundError('marketing.errorLogNotFound');
  const t = (key: string) => translate(key, lang);
  const header = ['marketing.log.row', 'marketing.log.phone', 'marketing.log.reason'].map((key) => ({
    value: t(key),
    fontWeight: 'bold' as const,
  }));
  const rows = data.rows.map((r) => [
    { value: r.row, type: Number },
    { value: r.phone },
    { value: t(`marketing.log.${r.reason}`) },
  ]);
  return writeXlsxFile([header, ...rows], {
    columns: [{ width: 8 }, { width: 20 }, { width: 40 }],
  }).toBuffer();
}
