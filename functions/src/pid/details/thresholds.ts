import {
  DEFAULT_SUSPECT_THRESHOLD,
  type PidFileEditState,
  type PidFileUpdateBody,
  type SuspectWord,
  type ThresholdAnswer,
  type UpdateThresholdBody,
} from '@loopline/shared/contracts/pidDetail';
import type { DetailTypeName } from '@loopline/shared/contracts/recognition';
import type { z } from 'zod';
import { pidThreshold } from '../../entities/pidThreshold.ts';
import { requireMember } from '../../file/index.ts';
import { pageOf } from '../../lib/envelope.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/http/route.ts';
import { canChangeProjectRules } from '../../lib/policies/pidRulePolicy.ts';
import { grow } from '../engine/geometry.ts';
import { type Drawing, drawingFor, rowAnswer, rowsOf } from './drawing.ts';
import { editDrawing } from './edits.ts';
import { detailTypeOfRule, pageGraphics, runRules } from './pageData.ts';

async function projectThreshold(projectId: string): Promise<number | null> {
  return (await pidThreshold.get({ projectId }).go({ consistent: true })).data?.threshold ?? null;
}

/** The threshold in force for a drawing: its own, else its project's, else the default. */
async function thresholdOf(drawing: Drawing): Promise<ThresholdAnswer> {
  if (drawing.record.threshold !== undefined) return { threshold: drawing.record.threshold, level: 'file' };
  const project = await projectThreshold(drawing.file.projectId);
  return project === null
    ? { threshold: DEFAULT_SUSPECT_THRESHOLD, level: 'default' }
    : { threshold: project, level: 'project' };
}

/** getThreshold: a drawing's (viewFile) or, without pfileId, its project's (membership). */
export async function getThreshold(
  caller: Caller,
  q: { projectId: string; pfileId?: string },
): Promise<ThresholdAnswer> {
  if (q.pfileId) return thresholdOf(await drawingFor(caller, q.projectId, q.pfileId, 'viewFile'));
  await requireMember(caller, q.projectId);
  const project = await projectThreshold(q.projectId);
  return project === null
    ? { threshold: DEFAULT_SUSPECT_THRESHOLD, level: 'default' }
    : { threshold: project, level: 'project' };
}

/**
 * updateThreshold: a drawing's own (editFile, on its record with the edit version) or its project's
 * (the project's creator and admins, as for the project's tag rules). null forgets the level's own value.
 */
export async function updateThreshold(
  caller: Caller,
  body: z.output<typeof UpdateThresholdBody>,
): Promise<ThresholdAnswer> {
  const { projectId, pfileId, threshold } = body;
  if (pfileId) {
    await editDrawing(caller, projectId, pfileId, () => ({
      put: [],
      remove: [],
      answer: null,
      record: threshold === null ? { clearThreshold: true } : { threshold },
    }));
    return getThreshold(caller, { projectId, pfileId });
  }
  const { project, member } = await requireMember(caller, projectId);
  if (!canChangeProjectRules(project, member.role)) throw new ForbiddenError();
  if (threshold === null) await pidThreshold.delete({ projectId }).go();
  else
    await pidThreshold
      .put({
        projectId,
        tenantId: caller.tenantId,
        threshold,
        updateUser: caller.userId,
        updateTime: new Date().toISOString(),
      })
      .go();
  return getThreshold(caller, { projectId });
}

/** PUT /api/pidFile/{id}: the review mark and the drawing's own threshold (editFile). */
export async function updatePidFile(
  caller: Caller,
  fileId: string,
  body: z.output<typeof PidFileUpdateBody>,
): Promise<PidFileEditState> {
  return editDrawing(caller, body.projectId, fileId, (_rows, drawing) => {
    const reviewed = body.reviewed ?? drawing.record.reviewed ?? false;
    const threshold = body.threshold === undefined ? (drawing.record.threshold ?? null) : body.threshold;
    return {
      put: [],
      remove: [],
      answer: { fileId, reviewed, threshold },
      record: {
        ...(body.reviewed === undefined ? {} : { reviewed: body.reviewed }),
        ...(body.threshold === undefined
          ? {}
          : body.threshold === null
            ? { clearThreshold: true }
            : { threshold: body.threshold }),
      },
    };
  });
}

interface SuspectQuery {
  projectId: string;
  pfileId: string;
  pageNum?: number;
  current: number;
  size: number;
}

/** suspectedError: details recognised below the threshold in force, least sure first. */
export async function suspectedErrors(caller: Caller, q: SuspectQuery) {
  const drawing = await drawingFor(caller, q.projectId, q.pfileId, 'viewFile');
  const { threshold } = await thresholdOf(drawing);
  const rows = (await rowsOf(drawing))
    .filter((r) => r.confidence < threshold && (q.pageNum === undefined || r.page === q.pageNum))
    .sort((a, b) => a.confidence - b.confidence || a.page - b.page || a.id.localeCompare(b.id))
    .map(rowAnswer);
  return { ...pageOf(rows, q.current, q.size), threshold };
}

/**
 * suspectedUnidentification: words of the page that the drawing's rules read as a tag that no detail of
 * the page carries and no detail's box covers (a symbol the recogniser missed, a label it did not read).
 */
export async function suspectedUnidentified(caller: Caller, q: SuspectQuery) {
  const drawing = await drawingFor(caller, q.projectId, q.pfileId, 'viewFile');
  const rows = await rowsOf(drawing);
  const pages = q.pageNum
    ? [q.pageNum]
    : Array.from({ length: drawing.record.numPage ?? 0 }, (_, i) => i + 1);
  const words: SuspectWord[] = [];
  for (const pageNum of pages) {
    const graphics = await pageGraphics(drawing, pageNum);
    if (!graphics) continue;
    const rules = await runRules(drawing, graphics.kind);
    const pad = 0.5 * graphics.unitsPerMm;
    const onPage = rows.filter((r) => r.page === pageNum);
    const covers = onPage.map((r) => grow(r.box, pad));
    // Equipment and valve tags are written beside their symbol: a tag some detail carries is found.
    const tags = new Set(onPage.map((r) => r.tag));
    for (const t of graphics.texts) {
      const cx = t.box.x + t.box.w / 2;
      const cy = t.box.y + t.box.h / 2;
      if (covers.some((b) => cx >= b.x && cx <= b.x + b.w && cy >= b.y && cy <= b.y + b.h)) continue;
      const reading = rules.match(t.text.trim());
      const type = reading ? detailTypeOfRule(reading.type) : null;
      if (!reading || !type || tags.has(reading.tag)) continue;
      words.push({
        pageNum,
        text: t.text,
        tag: reading.tag,
        type: type as DetailTypeName,
        box: t.box,
        confidence: t.confidence,
      });
    }
  }
  return pageOf(words, q.current, q.size);
}
