import {
  DexpiEvaluationQuery,
  DexpiExportQuery,
  DexpiImportBody,
  DexpiSeedRulesBody,
} from '@loopline/shared/contracts/pidLoops';
import { RawReply, Reply, route } from '../../lib/http/route.ts';
import { attachment } from '../index/attachment.ts';
import { detailsOf, drawingFor } from '../loops/drawing.ts';
import { loopsOf } from '../loops/store.ts';
import { writeDexpi } from './export.ts';
import { evaluateTruth, importTruth, seedRulesFromTruth } from './truth.ts';

/**
 * DEXPI export of a recognised drawing, and a DEXPI file as its ground truth for evaluation (issue 16 item 4,
 * beyond the spec's catalogue).
 */
export const dexpiRoutes = [
  route({
    method: 'GET',
    path: '/api/pidFile/exportDexpi',
    auth: 'user',
    summary:
      'A recognised drawing as DEXPI XML (viewFile): equipment, piping network systems with their connections, instrumentation functions and loops',
    query: DexpiExportQuery,
    handler: async ({ query, caller }) => {
      const d = await drawingFor(caller, query.projectId, query.fileId, 'viewFile');
      const [details, loops] = await Promise.all([detailsOf(d), loopsOf(d)]);
      const xml = writeDexpi({
        drawingName: d.fileName,
        details: details.map((r) => ({
          id: r.id,
          kind: r.kind,
          category: r.category ?? '',
          tag: r.tag ?? '',
          fields: (r.fields ?? {}) as Record<string, string>,
          parentId: r.parentId ?? '0',
        })),
        loops: loops.map((l) => ({ loopNum: l.loopNum, tags: l.tags ?? [] })),
      });
      const name = `${d.fileName.replace(/\.[^.]+$/, '')}.dexpi.xml`;
      return new RawReply(xml, 'application/xml; charset=utf-8', { 'content-disposition': attachment(name) });
    },
  }),
  route({
    method: 'POST',
    path: '/api/pidFile/importDexpi',
    auth: 'user',
    summary:
      "A DEXPI XML entry of the project as a drawing's ground truth (editFile on the drawing, viewFile on the file)",
    body: DexpiImportBody,
    handler: async ({ body, caller }) => new Reply(await importTruth(caller, body), 'pid.dexpi.imported'),
  }),
  route({
    method: 'GET',
    path: '/api/pidFile/dexpiEvaluation',
    auth: 'user',
    summary:
      'A recognised drawing against its imported DEXPI truth (viewFile): F1 per type by tag, exact loops',
    query: DexpiEvaluationQuery,
    handler: ({ query, caller }) => evaluateTruth(caller, query),
  }),
  route({
    method: 'POST',
    path: '/api/pidFile/seedRulesFromDexpi',
    auth: 'user',
    summary:
      "Tag rules inferred from the drawing's imported DEXPI truth, saved for the drawing (editFile) or its project (rule rights), or previewed (viewFile); code 5000 asks to confirm rule warnings",
    body: DexpiSeedRulesBody,
    handler: async ({ body, caller, request }) => {
      const result = await seedRulesFromTruth(caller, request.lang, body);
      if ('confirm' in result) return new Reply(null, result.confirm, result.params, 5000);
      return new Reply(result, result.saved ? 'pid.seed.saved' : 'pid.seed.previewed', {
        count: result.inferred.length,
      });
    },
  }),
];
