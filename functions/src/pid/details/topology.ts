import type { TopoStatusAnswer } from '@loopline/shared/contracts/pidDetail';
import { BadRequestError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/http/route.ts';
// The engine's graph steps, run on stored primitives with the corrected boxes (recognisePage runs the same).
import { contains, grow } from '../engine/geometry.ts';
import { bridgeTextGaps, buildNetwork } from '../engine/graph/network.ts';
import { attachLabels, spreadLabels } from '../engine/graph/runs.ts';
import { clipOutOfBoxes, joinDashes } from '../engine/graph/segments.ts';
import type { Box, PageGraphics } from '../engine/index.ts';
import { type DetailItem, drawingFor } from './drawing.ts';
import { editDrawing, MAX_ROW_WRITES } from './edits.ts';
import { pageGraphics } from './pageData.ts';

const JOINS = new Set(['equipment', 'valve', 'instrument', 'offPage']);

/** A drawn line number's reading angle from its box: tall boxes read bottom-up. */
const angleOf = (b: Box) => (b.h > 1.5 * b.w ? 90 : 0);

/**
 * The pipe run of each item of one page, from the page's lines and the boxes as corrected: the id of the
 * line detail whose run joins it, '0' when none. Strokes wholly inside a symbol's box are the symbol's own
 * drawing (outline, bars), not pipe.
 */
export function pageRuns(graphics: PageGraphics, rows: DetailItem[]): Map<string, string> {
  const mm = graphics.unitsPerMm;
  const symbols = rows.filter((r) => JOINS.has(r.kind));
  const labels = rows.filter((r) => r.kind === 'line');
  const own = symbols.map((s) => grow(s.box, 0.3 * mm));
  const strokes = joinDashes(graphics.segments, mm).filter(
    (s) => !own.some((b) => contains(b, s.a) && contains(b, s.b)),
  );
  const clipped = clipOutOfBoxes(
    strokes,
    symbols.map((s) => grow(s.box, s.kind === 'valve' ? 0.6 * mm : -0.2 * mm)),
  );
  const net = buildNetwork(
    clipped,
    symbols.map((s) => s.box),
    0.5 * mm,
    1.2 * mm,
  );
  bridgeTextGaps(
    net,
    graphics.texts.map((t) => t.box),
    8 * mm,
  );
  const sources = attachLabels(
    net,
    labels.map((l) => ({ box: l.box, angle: angleOf(l.box) })),
    5 * mm,
  );
  const owner = spreadLabels(
    net,
    sources,
    (i) => symbols[i]?.kind === 'valve',
    10 * (graphics.width + graphics.height),
  );
  // As recognition does: an item joins the run of the first line number (in page order) whose line reaches it,
  // and labels repeating one line number on a page are one run, held by the first label's detail.
  const reached = new Map<string, Set<string>>();
  for (const node of net.nodes)
    for (const e of node.edges) {
      const label = labels[owner[e] ?? -1];
      if (!label) continue;
      for (const si of node.symbols) {
        const s = symbols[si];
        if (s) reached.set(s.id, (reached.get(s.id) ?? new Set()).add(label.tag ?? ''));
      }
    }
  const ordered = [...labels].sort((a, b) => a.seq.localeCompare(b.seq));
  const runs = new Map<string, string>();
  for (const s of symbols) {
    // A run lists tags (recognition's `connected`): an untagged symbol joins none.
    const tags = s.tag ? reached.get(s.id) : undefined;
    runs.set(s.id, (tags && ordered.find((l) => tags.has(l.tag ?? ''))?.id) || '0');
  }
  return runs;
}

/**
 * recTask/topoRelation: recompute the pipe runs of one page or all from the stored lines and the corrected
 * boxes. Each transaction writes at most 99 rows; a page with more changes is written in several, each
 * conditioned on the version the one before left, so a concurrent edit stops it (status stays stale).
 */
export async function recomputeTopology(
  caller: Caller,
  q: { projectId: string; pfileId: string; pageNum?: number },
): Promise<TopoStatusAnswer> {
  const first = await drawingFor(caller, q.projectId, q.pfileId, 'editFile');
  const numPage = first.record.numPage ?? 0;
  if (q.pageNum && q.pageNum > numPage) throw new BadRequestError('pid.pageMissing');
  const pages = q.pageNum ? [q.pageNum] : Array.from({ length: numPage }, (_, i) => i + 1);
  const graphicsOf = new Map<number, PageGraphics>();
  for (const page of pages) {
    const graphics = await pageGraphics(first, page);
    if (!graphics) throw new BadRequestError('pid.noPagePrimitives');
    graphicsOf.set(page, graphics);
  }
  let joined = 0;
  for (;;) {
    let last = false;
    await editDrawing(caller, q.projectId, q.pfileId, (rows) => {
      const changed: DetailItem[] = [];
      joined = 0;
      for (const page of pages) {
        const runs = pageRuns(
          graphicsOf.get(page) as PageGraphics,
          rows.filter((r) => r.page === page),
        );
        for (const r of rows) {
          const run = runs.get(r.id);
          if (run === undefined) continue;
          if (run !== '0') joined++;
          if ((r.parentId ?? '0') !== run) changed.push({ ...r, parentId: run });
        }
      }
      const put = changed.slice(0, MAX_ROW_WRITES);
      last = changed.length <= MAX_ROW_WRITES;
      const now = new Date().toISOString();
      return {
        put,
        remove: [],
        answer: null,
        // The version this write leaves is the one a later edit compares with.
        record: last
          ? { topoTime: now, topoPages: pages, topoJoined: joined, topoVersionNext: true }
          : undefined,
      };
    });
    if (last) break;
  }
  return topoStatusOf((await drawingFor(caller, q.projectId, q.pfileId, 'viewFile')).record);
}

export function topoStatusOf(record: {
  topoTime?: string;
  topoVersion?: number;
  editVersion?: number;
  topoPages?: number[];
  topoJoined?: number;
}): TopoStatusAnswer {
  return {
    status: !record.topoTime
      ? 'never'
      : record.topoVersion === (record.editVersion ?? 0)
        ? 'current'
        : 'stale',
    topoTime: record.topoTime ?? '',
    pages: record.topoPages ?? [],
    joined: record.topoJoined ?? 0,
  };
}

export async function topoStatus(caller: Caller, q: { projectId: string; pfileId: string }) {
  return topoStatusOf((await drawingFor(caller, q.projectId, q.pfileId, 'viewFile')).record);
}
