import type {
  CircuitAddBody,
  PipelineAddBody,
  PipelineCheckAnswer,
  PipelineCheckBody,
  RelevanceAnswer,
} from '@loopline/shared/contracts/pidDetail';
import type { PidDetailRow } from '@loopline/shared/contracts/recognition';
import type { z } from 'zod';
import { BadRequestError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/http/route.ts';
import type { RuleMatcher } from '../rules/index.ts';
import { checkOnPage, drawnIdentity, fieldsOf, releaseItems } from './boxes.ts';
import { type DetailItem, drawingFor, findRow, rowAnswer, rowsOf } from './drawing.ts';
import { editDrawing } from './edits.ts';
import { pageGraphics, runRules } from './pageData.ts';

/** What joins a pipe run: symbols with a tag of their own, not line numbers or flow arrows. */
const JOINABLE = new Set(['equipment', 'valve', 'instrument', 'offPage']);

/** A line number as the rules write it (the text as given, upper-cased, when it reads as none). */
function lineNumberOf(rules: RuleMatcher, text: string) {
  const own = fieldsOf(rules, text, 'line');
  return { tag: own?.tag ?? text.trim().toUpperCase(), fields: own?.fields ?? {}, readsAsLine: !!own };
}

/** "Do not add duplicate pipe runs": a page has one pipe run per line number. */
function refuseDuplicate(rows: DetailItem[], pageNum: number, tag: string) {
  if (rows.some((r) => r.kind === 'line' && r.page === pageNum && r.tag === tag))
    throw new BadRequestError('pid.duplicatePipeRun');
}

function lineRow(rows: DetailItem[], id: string) {
  const line = findRow(rows, id);
  if (line.kind !== 'line') throw new BadRequestError('pid.notPipeRun');
  return line;
}

function joined(rows: DetailItem[], itemIds: string[], line: DetailItem): DetailItem[] {
  return [...new Set(itemIds)]
    .map((id) => findRow(rows, id))
    .map((item) => {
      if (!JOINABLE.has(item.kind)) throw new BadRequestError('pid.notJoinable');
      return item;
    })
    .filter((item) => item.parentId !== line.id)
    .map((item) => ({ ...item, parentId: line.id }));
}

/** pipeline/check: the line number as it would be added; the duplicate refused as pipeline/add refuses it. */
export async function checkPipeline(
  caller: Caller,
  body: z.output<typeof PipelineCheckBody>,
): Promise<PipelineCheckAnswer> {
  const drawing = await drawingFor(caller, body.projectId, body.pfileId, 'viewFile');
  const graphics = await pageGraphics(drawing, body.pageNum);
  const line = lineNumberOf(await runRules(drawing, graphics?.kind), body.tag);
  refuseDuplicate(await rowsOf(drawing), body.pageNum, line.tag);
  return line;
}

/** pipeline/add: a line number drawn on a page becomes a pipe run, joining the items given. */
export function addPipeline(caller: Caller, body: z.output<typeof PipelineAddBody>) {
  return editDrawing(caller, body.projectId, body.pfileId, async (rows, drawing) => {
    const graphics = await pageGraphics(drawing, body.pageNum);
    checkOnPage(graphics, body.box);
    const { tag, fields } = lineNumberOf(await runRules(drawing, graphics?.kind), body.tag);
    refuseDuplicate(rows, body.pageNum, tag);
    const line: DetailItem = {
      projectId: drawing.file.projectId,
      fileId: drawing.file.id,
      runId: drawing.record.runId,
      kind: 'line',
      ...drawnIdentity(body.pageNum),
      page: body.pageNum,
      category: 'process',
      tag,
      box: body.box,
      confidence: 1,
      fields,
      parentId: '0',
    };
    return { put: [line, ...joined(rows, body.itemIds, line)], remove: [], answer: rowAnswer(line) };
  });
}

/** pipeline/remove: the pipe run (its line number) goes; its items stay, joined by no run. */
export function removePipeline(caller: Caller, q: { projectId: string; pfileId: string; id: string }) {
  return editDrawing(caller, q.projectId, q.pfileId, (rows) => {
    const line = lineRow(rows, q.id);
    return { remove: [line], put: releaseItems(rows, line), answer: { id: q.id } };
  });
}

/** pipeline/circuit/add: items join a pipe run (leaving the run they were on). */
export function addToPipeline(caller: Caller, body: z.output<typeof CircuitAddBody>) {
  return editDrawing(caller, body.projectId, body.pfileId, (rows) => {
    const line = lineRow(rows, body.id);
    const moved = joined(rows, body.itemIds, line);
    return { put: moved, remove: [], answer: moved.map(rowAnswer) };
  });
}

/** pipeline/circuit/remove: an item leaves its pipe run. */
export function removeFromPipeline(caller: Caller, q: { projectId: string; pfileId: string; id: string }) {
  return editDrawing(caller, q.projectId, q.pfileId, (rows) => {
    const item = findRow(rows, q.id);
    if (item.kind === 'line') throw new BadRequestError('pid.notJoinable');
    const put = item.parentId && item.parentId !== '0' ? [{ ...item, parentId: '0' }] : [];
    return { put, remove: [], answer: rowAnswer({ ...item, parentId: '0' }) };
  });
}

/** pipeline/relevance: a detail's pipe run, what the run joins, and the detail's loop by the circuit rules. */
export async function relevanceOf(
  caller: Caller,
  q: { projectId: string; pfileId: string; id: string },
): Promise<RelevanceAnswer> {
  const drawing = await drawingFor(caller, q.projectId, q.pfileId, 'viewFile');
  const rows = await rowsOf(drawing);
  const detail = findRow(rows, q.id);
  const runId = detail.kind === 'line' ? detail.id : (detail.parentId ?? '0');
  const pipeline = rows.find((r) => r.id === runId && r.kind === 'line') ?? null;
  const items = pipeline ? rows.filter((r) => r.parentId === pipeline.id) : [];
  const rules = await runRules(drawing);
  const loopOf = (r: DetailItem) =>
    r.kind === 'instrument' || r.kind === 'valve'
      ? (rules.circuitOf({ fields: (r.fields ?? {}) as Record<string, string> })?.loop ?? null)
      : null;
  const loopNumber = loopOf(detail);
  const loop = loopNumber
    ? {
        loopNumber,
        tags: [...new Set(rows.filter((r) => loopOf(r) === loopNumber).map((r) => r.tag ?? ''))].sort(),
      }
    : null;
  return {
    detail: rowAnswer(detail),
    pipeline: pipeline ? rowAnswer(pipeline) : null,
    items: items.map(rowAnswer) as PidDetailRow[],
    loop,
  };
}
