import { translate } from '@loopline/shared';
import { REGION_ROOT } from '@loopline/shared/contracts/org';
import { RegionExportQuery, RegionImportFields, RegionLogBody } from '@loopline/shared/contracts/regionFiles';
import { z } from 'zod';
import { BadRequestError } from '../lib/errors.ts';
import type { UploadedFile } from '../lib/http/multipart.ts';
import { Reply, route } from '../lib/http/route.ts';
import { parseInput } from '../lib/http/validation.ts';
import { xlsxReply } from '../lib/http/xlsxReply.ts';
import { exportRegions, importRegions } from './regionFiles.ts';
import { readRegionSheet, regionLogSheet, regionSheet } from './regionSheets.ts';

const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const multipartBody = z.object({
  fields: z.record(z.string(), z.string()),
  files: z.array(z.custom<UploadedFile>()),
});

/** Region files (blade-system/region; spec 3 §7, exports as xlsx named with the date, §9). */
export const regionFileRoutes = [
  route({
    method: 'GET',
    path: '/api/blade-system/region/export-template',
    auth: 'admin',
    summary:
      'The import layout as an empty xlsx (code, name, sort, remark), named region template plus the date',
    handler: async ({ request }) =>
      xlsxReply(await regionSheet([], request.lang), translate('org.regionTemplateName', request.lang)),
  }),
  route({
    method: 'GET',
    path: '/api/blade-system/region/export-region',
    auth: 'admin',
    summary: 'A region and every region under it (code; all when blank) as xlsx, named regions plus the date',
    query: RegionExportQuery,
    handler: async ({ query, request }) =>
      xlsxReply(
        await regionSheet(await exportRegions(query.code ?? REGION_ROOT), request.lang),
        translate('org.regionExportName', request.lang),
      ),
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/region/import-region',
    auth: 'admin',
    summary:
      'Import regions from an xlsx (multipart file; columns code, name, sort, remark after a header row; isCovered 1 changes existing ones); answers each row’s result',
    body: multipartBody,
    bodyFormat: 'multipart',
    multipartLimits: { fileSize: IMPORT_MAX_BYTES, files: 1 },
    handler: async ({ body }) => {
      const { isCovered } = parseInput(RegionImportFields, body.fields);
      const file = body.files[0];
      if (!file) throw new BadRequestError('org.regionImportFile');
      const result = await importRegions(await readRegionSheet(file.data), isCovered === '1');
      return new Reply(result, 'org.regionImported', {
        added: result.added,
        updated: result.updated,
        skipped: result.skipped,
      });
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-system/region/createLog',
    auth: 'admin',
    summary:
      'An import’s per-row results (rows as import-region answered them) as an xlsx log, named region import log plus the date',
    body: RegionLogBody,
    handler: async ({ body, request }) =>
      xlsxReply(await regionLogSheet(body.rows, request.lang), translate('org.regionLogName', request.lang)),
  }),
];
