import {
  DEFAULT_PROGRESS,
  PROGRESS_KINDS,
  type ProgressKind,
  type ProgressSetting,
  type ProgressStage,
} from '@loopline/shared/contracts/content';
import { progressSetting } from '../entities/progressSetting.ts';

/**
 * progress-settings: the stages each progress bar is drawn from. Read by the pipelines on every
 * stage, so a process keeps what it read for 10 s; a change made through it clears its copy at once.
 */
const CACHE_MS = 10_000;
const cache = new Map<ProgressKind, { at: number; setting: ProgressSetting }>();

function settingOf(
  kind: ProgressKind,
  item?: { stages: ProgressStage[]; updateTime: string } | null,
): ProgressSetting {
  if (!item) return { kind, stages: DEFAULT_PROGRESS[kind].map((s) => ({ ...s })) };
  return {
    kind,
    stages: item.stages.map(({ stage, percent, seconds }) => ({ stage, percent, seconds })),
    updateTime: item.updateTime,
  };
}

export async function progressOf(kind: ProgressKind, now = Date.now()): Promise<ProgressSetting> {
  const kept = cache.get(kind);
  if (kept && now - kept.at < CACHE_MS) return kept.setting;
  const { data } = await progressSetting.get({ kind }).go();
  const setting = settingOf(kind, data);
  cache.set(kind, { at: now, setting });
  return setting;
}

/** Every kind, the stored ones and the defaults of the rest (one query of a small partition). */
export async function allProgress(): Promise<ProgressSetting[]> {
  const { data } = await progressSetting.query.byKind({}).go({ pages: 'all' });
  const stored = new Map(data.map((item) => [item.kind, item]));
  return PROGRESS_KINDS.map((kind) => settingOf(kind, stored.get(kind)));
}

export async function saveProgress(kind: ProgressKind, stages: ProgressStage[], now = new Date()) {
  await progressSetting.put({ kind, stages, updateTime: now.toISOString() }).go();
  cache.delete(kind);
  return progressOf(kind);
}

export async function resetProgress(kind: ProgressKind) {
  await progressSetting.delete({ kind }).go();
  cache.delete(kind);
  return progressOf(kind);
}

/** The percent a stage shows (the parse worker's STATUS_UPDATE); a stage the setting lacks: its default. */
export async function stagePercent(kind: ProgressKind, stage: string): Promise<number> {
  const setting = await progressOf(kind);
  const found =
    setting.stages.find((s) => s.stage === stage) ?? DEFAULT_PROGRESS[kind].find((s) => s.stage === stage);
  return found?.percent ?? 0;
}
