import { datedExportName } from '@loopline/shared/exportName';
import { RawReply } from './route.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An xlsx download named `<name> <YYYY-MM-DD>.xlsx` (spec 3 §9), with an ASCII fallback and the
 * RFC 5987 UTF-8 form of the name, never cached.
 */
export function xlsxReply(file: Buffer, baseName: string, day: Date = new Date()): RawReply {
  const fileName = datedExportName(baseName, day);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new RawReply(file, XLSX, {
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'cache-control': 'no-store',
  });
}
