import { PID_STATE } from '@loopline/shared';
import type { PidFileRecord } from '../../../api/recognition.ts';
import { paths } from '../../../app/paths.ts';
import { isDrawingSuffix } from '../manager/recognitionRules.ts';

/** The recognition side panel's rules (spec 1 §2, §9), kept pure so they can be tested. */

/** The panel's width range (spec 1 §9: 288 to 500 px). */
export const PANEL_MIN_WIDTH = 288;
export const PANEL_MAX_WIDTH = 500;
export const PANEL_DEFAULT_WIDTH = 320;
/** One arrow key press on the resize handle. */
export const PANEL_KEY_STEP = 16;

export function clampPanelWidth(width: number): number {
  if (!Number.isFinite(width)) return PANEL_DEFAULT_WIDTH;
  return Math.round(Math.min(PANEL_MAX_WIDTH, Math.max(PANEL_MIN_WIDTH, width)));
}

/** The width a drag gives: the handle is on the panel's left edge, so moving left widens it. */
export function draggedWidth(startWidth: number, startX: number, x: number): number {
  return clampPanelWidth(startWidth + (startX - x));
}

type PageStatus = 'identified' | 'recognising';

/** A recognised page (spec 1 §3: id, pageNum, status). */
export interface PageRow {
  id: string;
  pageNum: number;
  status: PageStatus;
}

/**
 * The pages the panel lists. Once identified every page is; while the run goes the pages are all
 * in progress (the run stores pages in any order and reports only how many are done, which the
 * panel shows as the progress); waiting and failed runs have no pages yet.
 */
export function pageRows(record: Pick<PidFileRecord, 'id' | 'state' | 'numPage'>): PageRow[] {
  let status: PageStatus;
  if (record.state === PID_STATE.identified) status = 'identified';
  else if (record.state === PID_STATE.recognising) status = 'recognising';
  else return [];
  return Array.from({ length: record.numPage }, (_, i) => ({
    id: pageId(record.id, i + 1),
    pageNum: i + 1,
    status,
  }));
}

/** A page's node id: the drawing's P&ID record id (its file id) and the page number. */
const pageId = (pfileId: string, pageNum: number) => `${pfileId}:${pageNum}`;

/**
 * The address of one recognised page in `#/file/identify-preview` (spec 1 §2): type=svg, pk_doc,
 * primaryKey (the page's node id), name, page, projectId, pfileId. The record id is the file id.
 */
export function identifyPreviewPath(page: {
  projectId: string;
  fileId: string;
  name: string;
  pageNum: number;
}): string {
  const query = new URLSearchParams({
    type: 'svg',
    pk_doc: page.fileId,
    primaryKey: pageId(page.fileId, page.pageNum),
    name: page.name,
    page: String(page.pageNum),
    projectId: page.projectId,
    pfileId: page.fileId,
  });
  return `${paths.identifyPreview}?${query}`;
}

/** Whether a preview's file is a drawing recognition reads (the panel is asked for those only). */
export function isDrawingName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && isDrawingSuffix(fileName.slice(dot + 1));
}

/**
 * The record read again, unless the one shown is of a later state version (a push delivered it after
 * this read was answered on the server): then the shown one stays.
 */
export function newerRecord(
  shown: PidFileRecord | null | undefined,
  read: PidFileRecord | null,
): PidFileRecord | null {
  if (!shown || !read) return read;
  return (read.stateVersion ?? 0) < (shown.stateVersion ?? 0) ? shown : read;
}
