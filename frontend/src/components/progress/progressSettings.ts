import {
  DEFAULT_PROGRESS,
  type ProgressKind,
  type ProgressStage,
  secondsLeft,
} from '@loopline/shared/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { progressDetail } from '../../api/content.ts';

/** The cache key of a bar's settings: one per kind for every bar of the SPA. */
export const progressKeys = { setting: (kind: ProgressKind) => ['progressSetting', kind] as const };

/**
 * The stages a bar of this kind is drawn from (the back office's progress settings), and whether
 * they are known yet. Until they arrive, or if they cannot be read, the built-in defaults: a bar
 * never waits for its settings, but its time left waits (`known`), so it does not show a default
 * estimate that changes a moment later.
 */
export function useProgressSetting(kind: ProgressKind): { stages: readonly ProgressStage[]; known: boolean } {
  const setting = useQuery({
    queryKey: progressKeys.setting(kind),
    queryFn: () => progressDetail(kind),
    staleTime: 60_000,
  });
  return { stages: setting.data?.stages ?? DEFAULT_PROGRESS[kind], known: !setting.isPending };
}

/** The expected seconds left of a bar of this kind at `progress` (the shared estimate); null until known. */
export function useSecondsLeft(kind: ProgressKind, progress: number): number | null {
  const { stages, known } = useProgressSetting(kind);
  return known ? secondsLeft(stages, progress) : null;
}

/**
 * How far a P&ID recognition run is, in percent of its pages: the identify bar's value, and what its
 * time left (the identify stages) is estimated from.
 */
export function pagesPercent(numSuccess: number, numPage: number): number {
  return numPage > 0 ? Math.min(100, Math.round((100 * numSuccess) / numPage)) : 0;
}
