import { type Language, phoneRule, translate } from '@loopline/shared';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { BadRequestError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import type { TeamService } from './service.ts';

export const BATCH_MAX_ROWS = 500;

/** The template people fill in: one phone number per row (the name column is for their own reference). */
export async function inviteTemplate(lang: Language): Promise<Buffer> {
  const header = [
    { value: translate('team.template.phone', lang), fontWeight: 'bold' as const },
    { value: translate('team.template.name', lang), fontWeight: 'bold' as const },
  ];
  return writeXlsxFile([header], { columns: [{ width: 18 }, { width: 28 }] }).toBuffer();
}

export type RowResult = {
  row: number;
  phone: string;
  result: 'invited' | 'unregistered' | 'invalid' | 'self' | 'member' | 'duplicate';
};

/** Invites every phone in the uploaded template and answers a result per row (header row excluded). */
export async function batchInvite(
  service: Pick<TeamService, 'inviteMembers'>,
  caller: Caller,
  file: Buffer,
): Promise<RowResult[]> {
  let rows: unknown[][];
  try {
    rows = (await readSheet(file)) as unknown[][];
  } catch {
    throw new BadRequestError('team.batchFile');
  }
  const body = rows
    .slice(1)
    .map((cells, i) => ({ row: i + 2, phone: String(cells[0] ?? '').trim() }))
    .filter((r) => r.phone);
  if (body.length === 0) throw new BadRequestError('team.batchEmpty');
  if (body.length > BATCH_MAX_ROWS) throw new BadRequestError('team.batchTooMany', { max: BATCH_MAX_ROWS });
  const results: RowResult[] = [];
  const seen = new Set<string>();
  const valid: { row: number; phone: string }[] = [];
  for (const entry of body) {
    if (!phoneRule.safeParse(entry.phone).success) results.push({ ...entry, result: 'invalid' });
    else if (seen.has(entry.phone)) results.push({ ...entry, result: 'duplicate' });
    else {
      seen.add(entry.phone);
      valid.push(entry);
    }
  }
  if (valid.length) {
    const outcome = await service.inviteMembers(
      caller,
      valid.map((v) => ({ phone: v.phone })),
    );
    const invitedPhones = new Set<string>();
    for (const v of valid) {
      const skipped = outcome.skipped.find((s) => s.phone === v.phone);
      if (skipped) results.push({ ...v, result: skipped.reason });
      else if (outcome.unregistered.includes(v.phone)) results.push({ ...v, result: 'unregistered' });
      else invitedPhones.add(v.phone);
    }
    for (const v of valid.filter((x) => invitedPhones.has(x.phone)))
      results.push({ ...v, result: 'invited' });
  }
  return results.sort((a, b) => a.row - b.row);
}
