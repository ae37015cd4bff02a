import type { Envelope } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  WhitelistImportResult,
  WhitelistImportRow,
  WhitelistLogBody,
} from '@loopline/shared/contracts/settings';
import { fileAnswer, fileRequest } from './console.ts';
import { readEnvelope } from './envelope.ts';
import { ApiError } from './errors.ts';

/** blade-demo/blade/whitelist files: download, import from Excel, the import's log. */
export type { WhitelistImportResult, WhitelistImportRow } from '@loopline/shared/contracts/settings';

const WHITELIST = '/api/blade-demo/blade/whitelist';

export async function downloadWhitelist() {
  return fileAnswer(await fileRequest(`${WHITELIST}/down`, { method: 'GET' }), 'whitelist.xlsx');
}

export async function importWhitelist(file: File): Promise<Envelope<WhitelistImportResult>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const envelope = await readEnvelope<WhitelistImportResult>(
    await fileRequest(`${WHITELIST}/importExcel`, { method: 'POST', form }),
  );
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, false, envelope.data);
  return envelope;
}

export async function whitelistImportLog(rows: WhitelistImportRow[]) {
  return fileAnswer(
    await fileRequest(`${WHITELIST}/createLog`, {
      method: 'POST',
      json: { rows } satisfies RequestInput<typeof WhitelistLogBody>,
    }),
    'whitelist-import-log.xlsx',
  );
}
