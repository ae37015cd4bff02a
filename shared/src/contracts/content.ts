import { z } from 'zod';
import { blankToUndefined, calendarDay, intIn, paging } from './fragments.ts';
import { IdSchema, idListSchema } from './ids.ts';

/**
 * The back office's content (issue 19): help content (cloudExplain), a user's saved preferences
 * (eip-preferences) and the progress settings the pipelines draw their bars from. Requests and answers.
 */

const INVALID = { error: 'content.invalid' };
const text = (requiredKey: string, max: number) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(max, { error: 'content.tooLong' });
const status01 = (key: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number<number | string>({ error: key }).refine((v) => v === 0 || v === 1, { error: key }),
  );

// ---- Help content (cloudExplain) ----

const day = calendarDay(INVALID);

/**
 * The help centre's areas (the SPA's /help-center sections); admins add questions to them. `membership`
 * is also the privilege explanation of the member centre, and `fees` its fee rules (back-office
 * privilege-explanation and fee-rules pages).
 */
export const HELP_AREAS = ['account', 'projects', 'files', 'membership', 'other', 'fees'] as const;
export type HelpArea = (typeof HELP_AREAS)[number];

export const ExplainListQuery = z.object({
  ...paging(INVALID),
  question: z.preprocess(blankToUndefined, z.string(INVALID).trim().max(200, INVALID).optional()),
  area: z.preprocess(blankToUndefined, z.enum(HELP_AREAS, INVALID).optional()),
  status: z.preprocess(blankToUndefined, status01('content.invalid').optional()),
  /** Updated on or after / on or before these days (YYYY-MM-DD, UTC). */
  updatedFrom: z.preprocess(blankToUndefined, day.optional()),
  updatedTo: z.preprocess(blankToUndefined, day.optional()),
});

export const ExplainDetailQuery = z.object({ id: IdSchema });

/** Both languages are required in back-office forms (spec 3 §1). */
export const ExplainSubmitBody = z.object({
  id: z.preprocess(blankToUndefined, IdSchema.optional()),
  area: z.enum(HELP_AREAS, { error: 'explain.areaRequired' }),
  question: text('explain.questionRequired', 200),
  questionEn: text('explain.questionEnRequired', 200),
  answer: text('explain.answerRequired', 5000),
  answerEn: text('explain.answerEnRequired', 5000),
  sort: z.preprocess(blankToUndefined, intIn({ error: 'explain.sortRequired' }, 0, 9999)),
  status: status01('explain.statusRequired'),
});

export const ExplainRemoveBody = z.object({ ids: idListSchema({ min: 1, max: 100 }) });

/** getClientExplain: the shown questions of one area, or of all. */
export const ClientExplainBody = z.object({
  area: z.preprocess(blankToUndefined, z.enum(HELP_AREAS, INVALID).optional()),
});

export interface HelpExplain {
  id: string;
  area: HelpArea;
  question: string;
  questionEn: string;
  answer: string;
  answerEn: string;
  sort: number;
  status: 0 | 1;
  createTime: string;
  updateTime: string;
}

/** A question as a user reads it, in their language. */
export interface ClientExplain {
  id: string;
  area: HelpArea;
  question: string;
  answer: string;
}

// ---- A user's preferences (eip-preferences) ----

/** A preference name: dotted words (fileList.mode, fileList.columns). */
export const PreferenceKey = z
  .string(INVALID)
  .trim()
  .min(1, INVALID)
  .max(64, INVALID)
  .regex(/^[A-Za-z0-9_.-]+$/, INVALID);

/** No key: every preference of the caller. */
export const PreferenceDetailQuery = z.object({
  key: z.preprocess(blankToUndefined, PreferenceKey.optional()),
});

/**
 * A value is what the SPA keeps: a text (a mode), a switch, or a list of names (columns). Anything
 * else (numbers, objects) is refused, so a preference never holds arbitrary data.
 */
const PreferenceValue = z.union(
  [
    z.string().max(4000, { error: 'preference.valueTooLong' }),
    z.boolean(),
    z
      .array(z.string().max(64, { error: 'preference.valueTooLong' }))
      .max(100, { error: 'preference.valueTooLong' }),
  ],
  { error: 'preference.valueInvalid' },
);

export const PreferenceSaveBody = z.object({ key: PreferenceKey, value: PreferenceValue });

export const PreferenceRemoveBody = z.object({
  keys: z.union([
    z.array(PreferenceKey).min(1, INVALID).max(50, INVALID),
    PreferenceKey.transform((k) => [k]),
  ]),
});

/** The preferences the SPA keeps. */
export const PREFERENCE_KEYS = {
  fileListMode: 'fileList.mode',
  fileListColumns: 'fileList.columns',
} as const;

// ---- Progress settings (progress-settings) ----

/**
 * What each progress bar is drawn from (spec 3 §2 progress-settings): every kind's stages, in order,
 * each with the percent reached when it ends and its expected seconds (for the time left).
 */
export const PROGRESS_KINDS = [
  'parse',
  'upgrade',
  'loadProgress',
  'identify',
  'splitImport',
  'splitExport',
] as const;
export type ProgressKind = (typeof PROGRESS_KINDS)[number];

export const PROGRESS_STAGES: Record<ProgressKind, readonly string[]> = {
  parse: ['create', 'sendWlkx', 'readXml', 'success'],
  upgrade: ['queued', 'upgrading', 'success'],
  loadProgress: ['download', 'decode', 'render'],
  identify: ['pages', 'symbols', 'topology'],
  splitImport: ['upload', 'split', 'save'],
  splitExport: ['collect', 'pack', 'done'],
};

export interface ProgressStage {
  stage: string;
  /** The percent shown once the stage is reached (rising, the last 100). */
  percent: number;
  /** Expected seconds the stage takes. */
  seconds: number;
}

export interface ProgressSetting {
  kind: ProgressKind;
  stages: ProgressStage[];
  /** Absent: the built-in defaults. */
  updateTime?: string;
}

/** The defaults: parse keeps spec 1 §4's create 30 / sendWlkx 60 / readXml 90 / success 100. */
export const DEFAULT_PROGRESS: Record<ProgressKind, ProgressStage[]> = {
  parse: [
    { stage: 'create', percent: 30, seconds: 2 },
    { stage: 'sendWlkx', percent: 60, seconds: 10 },
    { stage: 'readXml', percent: 90, seconds: 10 },
    { stage: 'success', percent: 100, seconds: 2 },
  ],
  upgrade: [
    { stage: 'queued', percent: 10, seconds: 5 },
    { stage: 'upgrading', percent: 80, seconds: 30 },
    { stage: 'success', percent: 100, seconds: 2 },
  ],
  loadProgress: [
    { stage: 'download', percent: 60, seconds: 5 },
    { stage: 'decode', percent: 90, seconds: 3 },
    { stage: 'render', percent: 100, seconds: 1 },
  ],
  identify: [
    { stage: 'pages', percent: 40, seconds: 20 },
    { stage: 'symbols', percent: 80, seconds: 30 },
    { stage: 'topology', percent: 100, seconds: 10 },
  ],
  splitImport: [
    { stage: 'upload', percent: 50, seconds: 10 },
    { stage: 'split', percent: 90, seconds: 20 },
    { stage: 'save', percent: 100, seconds: 5 },
  ],
  splitExport: [
    { stage: 'collect', percent: 40, seconds: 5 },
    { stage: 'pack', percent: 90, seconds: 15 },
    { stage: 'done', percent: 100, seconds: 1 },
  ],
};

const stageRow = z.object({
  stage: z.string(INVALID).min(1, INVALID).max(32, INVALID),
  percent: intIn({ error: 'progress.percentInvalid' }, 1, 100),
  seconds: intIn({ error: 'progress.secondsInvalid' }, 0, 86_400),
});

/** The stages must be the kind's own, in order, rising, ending at 100. */
export const ProgressSubmitBody = z
  .object({
    kind: z.enum(PROGRESS_KINDS, INVALID),
    stages: z.array(stageRow).min(1, INVALID).max(10, INVALID),
  })
  .superRefine((value, ctx) => {
    const expected = PROGRESS_STAGES[value.kind];
    const names = value.stages.map((s) => s.stage);
    if (names.length !== expected.length || names.some((n, i) => n !== expected[i])) {
      ctx.addIssue({ code: 'custom', path: ['stages'], message: 'progress.stagesInvalid' });
      return;
    }
    const percents = value.stages.map((s) => s.percent);
    if (percents.some((p, i) => i > 0 && p <= percents[i - 1]!) || percents.at(-1) !== 100)
      ctx.addIssue({ code: 'custom', path: ['stages'], message: 'progress.notRising' });
  });

export const ProgressDetailQuery = z.object({ kind: z.enum(PROGRESS_KINDS, INVALID) });
export const ProgressResetBody = z.object({ kind: z.enum(PROGRESS_KINDS, INVALID) });

/**
 * The one estimate every progress bar uses (parse, upgrade, model load, identify): the expected
 * seconds left at `progress`. A stage runs from the previous stage's percent (0 for the first) to
 * its own; a stage not yet begun counts whole, the stage under way counts the part not yet done.
 * At a stage boundary (all the parse bar ever sees) this is the seconds of the stages not reached.
 * Rounded up to whole seconds; 0 once the last stage is reached.
 */
export function secondsLeft(stages: readonly ProgressStage[], progress: number): number {
  let left = 0;
  let from = 0;
  for (const s of stages) {
    if (s.percent > progress) {
      const span = s.percent - from;
      const undone = span > 0 ? Math.min(1, (s.percent - progress) / span) : 1;
      left += s.seconds * undone;
    }
    from = s.percent;
  }
  return Math.max(0, Math.ceil(left - 1e-9));
}

/**
 * The percent a bar shows `fraction` (0–1) of the way through `stage`: from the previous stage's
 * percent to the stage's own. An unknown stage shows 0.
 */
export function stageProgress(stages: readonly ProgressStage[], stage: string, fraction = 1): number {
  const at = stages.findIndex((s) => s.stage === stage);
  if (at < 0) return 0;
  const from = at === 0 ? 0 : stages[at - 1]!.percent;
  const done = Math.min(1, Math.max(0, fraction));
  return Math.floor(from + (stages[at]!.percent - from) * done);
}

/**
 * The percent a bar shows after `elapsed` seconds when only the start is known (an upgrade reports
 * no stages): the stages are walked at their expected durations. It stops short of `cap` (99 by
 * default), so a run slower than expected waits near the end instead of claiming to be done.
 */
export function progressAfter(stages: readonly ProgressStage[], elapsed: number, cap = 99): number {
  let from = 0;
  let clock = Math.max(0, elapsed);
  for (const s of stages) {
    if (s.seconds > 0 && clock < s.seconds)
      return Math.min(cap, Math.floor(from + ((s.percent - from) * clock) / s.seconds));
    clock -= s.seconds;
    from = s.percent;
  }
  return Math.min(cap, from);
}
