import { randomBytes } from 'node:crypto';
import type {
  AddRectBoxAnswer,
  AddRectBoxBody,
  DetailBox,
  EditRectBoxBody,
  TagSuggestion,
} from '@loopline/shared/contracts/pidDetail';
import type { DetailTypeName, PidDetailRow } from '@loopline/shared/contracts/recognition';
import type { z } from 'zod';
import { BadRequestError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/http/route.ts';
import type { PageGraphics } from '../engine/index.ts';
import type { RuleMatcher } from '../rules/index.ts';
import { type DetailItem, type Drawing, findRow, rowAnswer } from './drawing.ts';
import { type EditPlan, editDrawing } from './edits.ts';
import { detailTypeOfRule, pageGraphics, readingOf, runRules, wordsIn } from './pageData.ts';

/** The category a drawn item gets when the user names none. */
const DEFAULT_CATEGORY: Record<DetailTypeName, string> = {
  instrument: 'field',
  valve: 'gate',
  equipment: 'equipment',
  line: 'process',
  offPage: 'connector',
  flowArrow: 'arrow',
};

/** A drawn item's id and sort position: after the recognised items of its page, unique without a counter. */
export function drawnIdentity(page: number) {
  const token = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  return { id: `p${page}-u${token}`, seq: `${String(page).padStart(5, '0')}#u${token}` };
}

/** A box must lie on its page (a little slack for boxes drawn up to the edge). */
export function checkOnPage(graphics: PageGraphics | null, box: DetailBox) {
  if (!graphics) return;
  const slack = 0.01 * Math.max(graphics.width, graphics.height);
  if (box.x + box.w > graphics.width + slack || box.y + box.h > graphics.height + slack)
    throw new BadRequestError('pid.boxOffPage');
}

/** Fields of a tag the user set: the rule reading when it reads as the type, else none. */
export function fieldsOf(rules: RuleMatcher, tag: string, type: DetailTypeName) {
  const reading = readingOf(rules, tag, type);
  return reading && detailTypeOfRule(reading.type) === type
    ? { tag: reading.tag, fields: reading.fields }
    : null;
}

/** addRectBox: the words in the box read by the run's rules; the user's tag and type win over the suggestion. */
export function addRectBox(caller: Caller, body: z.output<typeof AddRectBoxBody>) {
  return editDrawing(caller, body.projectId, body.pfileId, async (_rows, drawing) => {
    const graphics = await pageGraphics(drawing, body.pageNum);
    checkOnPage(graphics, body.box);
    const rules = await runRules(drawing, graphics?.kind);
    const text = wordsIn(graphics, body.box);
    const reading = readingOf(rules, text, body.type);
    const suggestion: TagSuggestion = {
      text,
      tag: reading?.tag ?? '',
      type: reading ? detailTypeOfRule(reading.type) : null,
      fields: reading?.fields ?? {},
    };
    const type = body.type ?? suggestion.type;
    if (!type) throw new BadRequestError('pid.typeRequired');
    const tag = body.tag ?? (suggestion.type === type ? suggestion.tag : text);
    const own = tag ? fieldsOf(rules, tag, type) : null;
    const row: DetailItem = {
      projectId: drawing.file.projectId,
      fileId: drawing.file.id,
      runId: drawing.record.runId,
      kind: type,
      ...drawnIdentity(body.pageNum),
      page: body.pageNum,
      category: body.category ?? DEFAULT_CATEGORY[type],
      tag: own?.tag ?? tag,
      box: body.box,
      // Drawn by a person: as sure as a reading gets, never a suspect.
      confidence: 1,
      fields: own?.fields ?? {},
      parentId: '0',
    };
    return {
      put: [row],
      remove: [],
      answer: { detail: rowAnswer(row), suggestion },
    } satisfies EditPlan<AddRectBoxAnswer>;
  });
}

/** Items a line detail's pipe run joins, moved out of it (the line goes or stops being a line). */
export const releaseItems = (rows: DetailItem[], line: DetailItem): DetailItem[] =>
  rows.filter((r) => r.id !== line.id && r.parentId === line.id).map((r) => ({ ...r, parentId: '0' }));

/** editRectBox: move/resize, retag, retype, recategorise. An edited item counts as checked (confidence 1). */
export function editRectBox(caller: Caller, body: z.output<typeof EditRectBoxBody>) {
  return editDrawing(caller, body.projectId, body.pfileId, async (rows, drawing: Drawing) => {
    const row = findRow(rows, body.id);
    const graphics = await pageGraphics(drawing, row.page);
    if (body.box) checkOnPage(graphics, body.box);
    const type = (body.type ?? row.kind) as DetailTypeName;
    const next: DetailItem = { ...row, kind: type, confidence: 1 };
    if (body.box) next.box = body.box;
    if (body.category !== undefined) next.category = body.category;
    if (body.tag !== undefined || type !== row.kind) {
      const tag = body.tag ?? row.tag ?? '';
      const own = tag ? fieldsOf(await runRules(drawing, graphics?.kind), tag, type) : null;
      next.tag = own?.tag ?? tag;
      next.fields = own?.fields ?? {};
    }
    const plan: EditPlan<PidDetailRow> = { put: [], remove: [], answer: rowAnswer(next) };
    if (type !== row.kind) {
      plan.remove.push(row);
      if (row.kind === 'line') plan.put.push(...releaseItems(rows, row));
      if (type === 'line') next.parentId = '0';
      plan.answer = rowAnswer(next);
    }
    plan.put.push(next);
    return plan;
  });
}

/** DELETE /api/pidDetail/{id}: the item goes; a line number's items stay, joined by no run. */
export function deleteDetail(caller: Caller, scope: { projectId: string; pfileId: string }, id: string) {
  return editDrawing(caller, scope.projectId, scope.pfileId, (rows) => {
    const row = findRow(rows, id);
    return {
      remove: [row],
      put: row.kind === 'line' ? releaseItems(rows, row) : [],
      answer: { id },
    };
  });
}
