import { DEFAULT_LANGUAGE, PID_STATE, translate } from '@loopline/shared';
import type { RuleSetData } from '@loopline/shared/contracts/pidRules';
import {
  deletePidDetails,
  deletePrefix,
  pidDetailsKey,
  pidPageKey,
  pidRunPrefix,
} from '../../derived/index.ts';
import { entry } from '../../entities/entry.ts';
import { pidDetail, pidDetailSeq } from '../../entities/pidDetail.ts';
import { getObject } from '../../objects/index.ts';
import { type PageResult, PidPageRefusedError } from '../engine/index.ts';
import { seedRunLoops } from '../loops/store.ts';
import { ruleService } from '../rules/api/wiring.ts';
import { failureOf, PidRefused, PidStale } from './errors.ts';
import { keepRunRows } from './pageRows.ts';
import { pageCountOf, recogniseDrawingPage } from './readPage.ts';
import { currentRun, mirrorOf, mirrorOnEntry, moveRun, pushProgress, type RecogniseJob } from './runs.ts';
import { hashOf, putText, readBytes, readText } from './storage.ts';

/** Pages one recognition task takes at most (spec: a per-task page limit with its own message). */
export const maxPages = () => Number(process.env.PID_MAX_PAGES ?? 300);

/** Where the drawing's bytes are and what kind it is: what every page stage reads. */
export interface DrawingSource {
  s3Key: string;
  suffix: string;
  pages: number[];
}

const prefixOf = (job: RecogniseJob) => pidRunPrefix(job.projectId, job.fileId, job.runId);
const rulesKey = (job: RecogniseJob) => `${prefixOf(job)}rules.json`;

/** Refusals of the engine keep their message key; anything else is the engine's failure to report as it is. */
function refused(error: unknown): never {
  if (error instanceof PidPageRefusedError) throw new PidRefused(error.reason);
  throw error;
}

/**
 * 20 → 10: the drawing is there and readable, its page count within the limit, the rule set fixed for the
 * run (stored beside its results). Answers the pages for the Map state.
 */
export async function prepareStage(job: RecogniseJob): Promise<DrawingSource> {
  await currentRun(job, PID_STATE.waiting);
  const file = (await entry.get({ projectId: job.projectId, id: job.fileId }).go({ consistent: true })).data;
  if (!file) throw new PidStale();
  const object = file.fileId ? await getObject(file.fileId) : null;
  if (!object || object.size === 0 || file.fileSize === 0) throw new PidRefused('pid.emptyFile');
  const bytes = await readBytes(object.s3Key);
  if (bytes.byteLength === 0) throw new PidRefused('pid.emptyFile');
  const suffix = (file.fileSuffix ?? '').toLowerCase();
  const count = await pageCountOf(bytes, suffix).catch(refused);
  if (count > maxPages()) throw new PidRefused('pid.tooManyPages', { pages: count, max: maxPages() });
  const rules = JSON.stringify(await ruleService.rulesForFile(job.projectId, job.fileId));
  await putText(rulesKey(job), rules, 'application/json');
  const record = await moveRun(job, [PID_STATE.waiting], {
    state: PID_STATE.recognising,
    numPage: count,
    ruleHash: hashOf(rules),
  });
  if (!(await mirrorOnEntry(job, mirrorOf(record)))) throw new PidStale();
  await pushProgress(job, record);
  return { s3Key: object.s3Key, suffix, pages: Array.from({ length: count }, (_, i) => i + 1) };
}

/** Detail rows of a page: ids unique in the drawing, each item under the line number whose pipeline joins it. */
function rowsOf(job: RecogniseJob, page: number, result: PageResult) {
  const idOf = (id: string) => `p${page}-${id}`;
  const parentByTag = new Map<string, string>();
  for (const p of result.pipelines)
    for (const tag of p.connected) if (!parentByTag.has(tag)) parentByTag.set(tag, idOf(p.detailId));
  return result.details.map((d, i) => ({
    projectId: job.projectId,
    fileId: job.fileId,
    runId: job.runId,
    kind: d.type,
    seq: pidDetailSeq(page, i),
    id: idOf(d.id),
    page,
    category: d.category,
    tag: d.tag,
    box: d.box,
    confidence: d.confidence,
    fields: d.fields,
    parentId: d.type === 'line' ? '0' : (parentByTag.get(d.tag) ?? '0'),
  }));
}

/**
 * One page: recognise, store its SVG, its details JSON and its rows, then count it done on the record.
 * The count is conditional on the run: when the drawing was deleted meanwhile, what this page wrote goes.
 */
export async function pageStage(job: RecogniseJob, source: DrawingSource, page: number) {
  await currentRun(job, PID_STATE.recognising);
  const rules = await readText(rulesKey(job));
  if (rules === null) throw new PidStale();
  const bytes = await readBytes(source.s3Key);
  const result = await recogniseDrawingPage(
    bytes,
    source.suffix,
    page,
    JSON.parse(rules) as RuleSetData,
  ).catch(refused);
  // The drawing may have gone during recognition: check before storing anything.
  await currentRun(job, PID_STATE.recognising);
  const rows = rowsOf(job, page, result);
  const { svg, timings: _timings, ...details } = result;
  await putText(pidPageKey(prefixOf(job), page, 'svg'), svg, 'image/svg+xml');
  await putText(
    pidPageKey(prefixOf(job), page, 'json'),
    JSON.stringify({ page, ...details }),
    'application/json',
  );
  if (rows.length) await pidDetail.put(rows).go();
  let record: Awaited<ReturnType<typeof moveRun>>;
  try {
    record = await moveRun(job, [PID_STATE.recognising], {}, { numSuccess: 1 });
  } catch (error) {
    if (error instanceof PidStale)
      await deletePrefix(prefixOf(job)).then(() => deletePidDetails(job.projectId, job.fileId, job.runId));
    throw error;
  }
  await mirrorOnEntry(job, mirrorOf(record));
  await pushProgress(job, record);
  const counts: Record<string, number> = {};
  for (const d of result.details) counts[d.type] = (counts[d.type] ?? 0) + 1;
  return { page, counts };
}

/** 10 → 90: the pages' details in one JSON (downloadDetails), the counts on the record. */
export async function finishStage(job: RecogniseJob, source: DrawingSource) {
  const pages = [];
  for (const page of source.pages) {
    const text = await readText(pidPageKey(prefixOf(job), page, 'json'));
    if (text === null) throw new PidStale();
    // The page's primitives stay in its own JSON (topology recompute); the download carries the results.
    const { graphics: _graphics, ...results } = JSON.parse(text) as {
      details: { type: string }[];
      loops?: { loopNumber: string; tags: string[] }[];
      graphics?: unknown;
    };
    pages.push(results);
  }
  const counts: Record<string, number> = {};
  for (const p of pages) for (const d of p.details) counts[d.type] = (counts[d.type] ?? 0) + 1;
  await putText(
    pidDetailsKey(prefixOf(job)),
    JSON.stringify({ fileId: job.fileId, pages }),
    'application/json',
  );
  // pid-loops-index: the run's loops become the drawing's editable loop rows (instrumentLoop).
  await seedRunLoops(job, pages);
  await keepRunRows({ projectId: job.projectId, id: job.fileId }, job.runId, source.pages);
  try {
    const record = await moveRun(job, [PID_STATE.recognising], {
      state: PID_STATE.identified,
      counts,
      finishTime: new Date().toISOString(),
    });
    await mirrorOnEntry(job, mirrorOf(record));
    await pushProgress(job, record);
    return { counts };
  } catch (error) {
    if (!(error instanceof PidStale)) throw error;
    await removeRunOutputs(job);
    return { stale: true };
  }
}

async function removeRunOutputs(job: RecogniseJob) {
  await deletePrefix(prefixOf(job));
  await deletePidDetails(job.projectId, job.fileId, job.runId);
}

/**
 * → 99 with the reason; the run's partial results go (nothing half-written). A stale run (drawing
 * deleted, newer run) only removes its own outputs.
 */
export async function failStage(job: RecogniseJob, caught?: { Error?: string; Cause?: string }) {
  const { reason, params } = failureOf(caught);
  await removeRunOutputs(job);
  if (caught?.Error === 'PidStale') return { stale: true };
  try {
    const record = await moveRun(job, [PID_STATE.waiting, PID_STATE.recognising], {
      state: PID_STATE.failed,
      reason,
      reasonParams: params,
      finishTime: new Date().toISOString(),
    });
    await mirrorOnEntry(job, mirrorOf(record));
    await pushProgress(job, record, translate(reason, DEFAULT_LANGUAGE, params));
    return { reason };
  } catch (error) {
    if (!(error instanceof PidStale)) throw error;
    return { stale: true };
  }
}
