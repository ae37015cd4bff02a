import { DexpiExportQuery } from '@loopline/shared/contracts/pidLoops';
import { RawReply, route } from '../../lib/http/route.ts';
import { attachment } from '../index/attachment.ts';
import { detailsOf, drawingFor } from '../loops/drawing.ts';
import { loopsOf } from '../loops/store.ts';
import { writeDexpi } from './export.ts';

/** DEXPI export of a recognised drawing (issue 16 item 4, beyond the spec's catalogue). */
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
];
