import { type Language, PID_STATE, type PidState, translate } from '@loopline/shared';
import type { DetailTypeName, PidFileRecord } from '@loopline/shared/contracts/recognition';
import { pidDetailsKey, pidPageKey, pidRunPrefix } from '../../derived/index.ts';
import { pidFile } from '../../entities/pidFile.ts';
import { type EntryView, getEntries, loadEntry, need, requireMember, withPerms } from '../../file/index.ts';
import { pageOf } from '../../lib/envelope.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/http/route.ts';
import { currentRows, pageRows, rowOf, rowOrder } from './pageRows.ts';
import type { PidFileItem } from './runs.ts';
import { readText } from './storage.ts';

/** A drawing of a project the caller belongs to, which the caller may view. */
async function viewableFile(caller: Caller, projectId: string, fileId: string): Promise<EntryView> {
  const access = await requireMember(caller, projectId);
  const file = await loadEntry(access, fileId);
  if (!file.isFile) throw new NotFoundError('file.notFound');
  need(file, 'viewFile');
  return file;
}

function recordOf(item: PidFileItem, lang: Language): PidFileRecord {
  const reasonKey = item.state === PID_STATE.failed ? (item.reason ?? '') : '';
  return {
    id: item.fileId,
    fileId: item.fileId,
    fileName: item.fileName,
    state: item.state as PidState,
    numPage: item.numPage ?? 0,
    numSuccess: item.numSuccess ?? 0,
    reason: reasonKey ? translate(reasonKey, lang, (item.reasonParams ?? {}) as Record<string, string>) : '',
    reasonKey,
    ruleHash: item.ruleHash ?? '',
    counts: (item.counts ?? {}) as Record<string, number>,
    submitTime: item.submitTime,
    finishTime: item.finishTime ?? '',
    stateVersion: item.stateVersion ?? 0,
  };
}

async function recordFor(file: EntryView) {
  const out = await pidFile.get({ projectId: file.projectId, fileId: file.id }).go({ consistent: true });
  return out.data ?? null;
}

/** pidFile selectByFileId / selectPidFileByFileId: the drawing's record, null when never submitted. */
export async function pidFileOf(caller: Caller, lang: Language, projectId: string, fileId: string) {
  const file = await viewableFile(caller, projectId, fileId);
  const item = await recordFor(file);
  return item ? recordOf(item, lang) : null;
}

/** identifyProgress: state and numSuccess/numPage of the drawings asked (all with a record when none). */
export async function identifyProgress(caller: Caller, lang: Language, projectId: string, fileIds: string[]) {
  const access = await requireMember(caller, projectId);
  let items: PidFileItem[];
  if (fileIds.length) {
    const got = await pidFile.get(fileIds.map((fileId) => ({ projectId, fileId }))).go();
    items = got.data;
  } else {
    items = (await pidFile.query.byFile({ projectId }).go({ pages: 'all' })).data;
  }
  const views = await withPerms(
    access,
    await getEntries(
      projectId,
      items.map((i) => i.fileId),
    ),
  );
  const visible = new Set(views.filter((v) => v.filePerms.includes('viewFile')).map((v) => v.id));
  return items.filter((i) => visible.has(i.fileId)).map((i) => recordOf(i, lang));
}

/** The recognised drawing's record; 400 while it has no finished run. */
async function identified(file: EntryView): Promise<PidFileItem> {
  const item = await recordFor(file);
  if (!item || item.state !== PID_STATE.identified) throw new BadRequestError('pid.notRecognised');
  return item;
}

/** pidDetail/page: the drawing's details, by type, parent (line number) and page; ≤ 5,000 per request. */
export async function detailPage(
  caller: Caller,
  q: {
    projectId: string;
    pfileId: string;
    type?: DetailTypeName;
    parentId?: string;
    pageNum?: number;
    current: number;
    size: number;
  },
) {
  const file = await viewableFile(caller, q.projectId, q.pfileId);
  const item = await identified(file);
  // A page of the drawing is read from its kept rows (pageRows.ts); a page past the last has none.
  const onePage = q.pageNum !== undefined && q.pageNum <= (item.numPage ?? 0);
  const all = onePage
    ? (await pageRows(file, item, q.pageNum as number)).filter(
        (r) => q.type === undefined || r.type === q.type,
      )
    : (await currentRows(file, item, q.type))
        .filter((d) => q.pageNum === undefined || d.page === q.pageNum)
        .map(rowOf)
        .sort(rowOrder);
  const rows = all.filter((r) => q.parentId === undefined || r.parentId === q.parentId);
  return pageOf(rows, q.current, q.size);
}

interface PageDetails {
  page: number;
  loops: { loopNumber: string; tags: string[] }[];
}

/**
 * pidDetail/tree: each page's line numbers with the items their pipelines join, the items no pipeline
 * joins, and the page's instrument loops.
 */
export async function detailTree(caller: Caller, projectId: string, pfileId: string) {
  const file = await viewableFile(caller, projectId, pfileId);
  const item = await identified(file);
  const rows = (await currentRows(file, item)).map(rowOf);
  const text = await readText(pidDetailsKey(pidRunPrefix(projectId, file.id, item.runId)));
  const pages = text ? (JSON.parse(text) as { pages: PageDetails[] }).pages : [];
  return pages.map((p) => {
    const onPage = rows.filter((r) => r.pageNum === p.page);
    return {
      pageNum: p.page,
      pipelines: onPage
        .filter((r) => r.type === 'line')
        .map((line) => ({ ...line, children: onPage.filter((r) => r.parentId === line.id) })),
      unconnected: onPage.filter((r) => r.type !== 'line' && r.parentId === '0'),
      loops: p.loops,
    };
  });
}

/**
 * downloadSvg of a recognised drawing (pdf/png/jpg): the stored page SVG (the drawing redrawn, or its
 * scan, with the recognised boxes). The caller (rendition/, which owns the route) checked viewFile.
 */
export async function recognisedPageSvg(file: EntryView, pageNum: number): Promise<string> {
  return storedPageSvg(file, await identified(file), pageNum);
}

async function storedPageSvg(file: EntryView, item: PidFileItem, pageNum: number) {
  if (pageNum > (item.numPage ?? 0)) throw new BadRequestError('pid.pageMissing');
  const svg = await readText(pidPageKey(pidRunPrefix(file.projectId, file.id, item.runId), pageNum, 'svg'));
  if (svg === null) throw new BadRequestError('pid.notRecognised');
  return svg;
}

const TYPE_COLOURS: Record<string, string> = {
  instrument: '#1f77b4',
  valve: '#d62728',
  equipment: '#2ca02c',
  line: '#9467bd',
  offPage: '#ff7f0e',
  flowArrow: '#7f7f7f',
};
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * downloadDm2dSvg of a recognised drawing: the recognition layer of a page alone, drawn from the current
 * detail rows (so it follows corrections): one box per item, coloured by type, labelled with its tag, in
 * page units. The caller (rendition/, which owns the route) checked viewFile.
 */
export async function recognitionLayerSvg(file: EntryView, pageNum: number): Promise<string> {
  const item = await identified(file);
  const svg = await storedPageSvg(file, item, pageNum);
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 1000 1000';
  const [, , width, height] = viewBox.split(/\s+/);
  const rows = (await currentRows(file, item)).filter((d) => d.page === pageNum);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${esc(viewBox)}" width="${esc(width ?? '')}" height="${esc(height ?? '')}">`,
  ];
  for (const d of rows) {
    const colour = TYPE_COLOURS[d.kind] ?? '#000';
    const { x, y, w, h } = d.box;
    parts.push(
      `<g class="${esc(d.kind)}" data-id="${esc(d.id)}" data-tag="${esc(d.tag ?? '')}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${colour}" stroke-width="1"/>` +
        (d.tag
          ? `<text x="${x}" y="${y - 1}" font-size="6" font-family="sans-serif" fill="${colour}">${esc(d.tag)}</text>`
          : '') +
        '</g>',
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

/** downloadDetails: every page's details, pipelines, loops and index rows of the finished run, as JSON. */
export async function detailsJsonOf(caller: Caller, projectId: string, fileId: string) {
  const file = await viewableFile(caller, projectId, fileId);
  const item = await identified(file);
  const text = await readText(pidDetailsKey(pidRunPrefix(projectId, file.id, item.runId)));
  if (text === null) throw new BadRequestError('pid.notRecognised');
  return { json: text, fileName: file.fileName };
}
