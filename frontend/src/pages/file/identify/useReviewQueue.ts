import { useMemo, useRef } from 'react';
import type { PidDetailRow } from '../../../api/pidDetails.ts';
import { useSuspects, useThreshold } from './queries.ts';

interface Input {
  projectId: string;
  pfileId: string;
  page: number;
  rows: PidDetailRow[];
  reviewing: boolean;
  selectedId: string | null;
}

/**
 * The low-confidence queue of a page (suspectedError, under the drawing's threshold, getThreshold).
 * A corrected item counts as checked and leaves the queue; the position is kept, so "next" after a
 * correction is the item that followed it.
 */
export function useReviewQueue({ projectId, pfileId, page, rows, reviewing, selectedId }: Input) {
  const threshold = useThreshold(projectId, pfileId, reviewing);
  const suspects = useSuspects(projectId, pfileId, page, reviewing);
  const queue = useMemo(() => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    // The rows as they are now (a box moved since the queue was read is shown where it is).
    return (suspects.data?.records ?? []).flatMap((s) => byId.get(s.id) ?? []);
  }, [suspects.data, rows]);
  const cursor = useRef(-1);
  const index = selectedId ? queue.findIndex((r) => r.id === selectedId) : -1;
  if (index >= 0) cursor.current = index;

  const nextOf = (delta: number): PidDetailRow | null => {
    if (!queue.length) return null;
    const from = index >= 0 ? index + delta : delta > 0 ? cursor.current : cursor.current - 1;
    return queue[Math.min(queue.length - 1, Math.max(0, from))] ?? null;
  };

  return {
    queue,
    index,
    threshold: threshold.data?.threshold ?? null,
    loading: reviewing && (threshold.isPending || suspects.isPending),
    nextOf,
  };
}
