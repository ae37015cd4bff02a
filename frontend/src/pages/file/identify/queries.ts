import { PID_STATE } from '@loopline/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  detailTree,
  pageDetails,
  pageSvgText,
  pidAttributes,
  pidFileOf,
  suspectedErrors,
  thresholdOf,
} from '../../../api/pidDetails.ts';
import { previewSource } from '../../../api/previews.ts';
import { drawingFrom, urlOf } from './drawing.ts';
import { adoptOr } from './earlyReads.ts';
import { identifyKeys } from './keys.ts';

export { identifyKeys };

/** How long the page's drawing and rows, read alongside the record, count as fresh. */
const STARTED_WITH_RECORD_MS = 60_000;

/** While a drawing is being recognised (again, after its rules changed), its record is read this often. */
const RECOGNISING_POLL_MS = 2000;

export function useRecord(projectId: string, fileId: string) {
  return useQuery({
    queryKey: identifyKeys.record(projectId, fileId),
    queryFn: ({ queryKey }) => adoptOr(queryKey, () => pidFileOf(projectId, fileId)),
    enabled: Boolean(projectId && fileId),
    refetchInterval: ({ state }) =>
      state.data?.state === PID_STATE.waiting || state.data?.state === PID_STATE.recognising
        ? RECOGNISING_POLL_MS
        : false,
  });
}

/** The page drawing without the boxes baked into it, with its size. */
export function useDrawingQuery(projectId: string, fileId: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: identifyKeys.svg(projectId, fileId, page),
    queryFn: ({ queryKey, signal }) =>
      adoptOr(queryKey, () => pageSvgText(projectId, fileId, page, signal).then(drawingFrom)),
    enabled,
    // Started with the record (see page.tsx): not read a second time when the screen mounts.
    staleTime: STARTED_WITH_RECORD_MS,
  });
}

/** The page drawing as an object URL an <img> shows, with its size. */
export function useDrawing(projectId: string, fileId: string, page: number, enabled: boolean) {
  const query = useDrawingQuery(projectId, fileId, page, enabled);
  const blob = query.data?.blob;
  const url = useMemo(() => (blob ? urlOf(blob) : ''), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...query, url, size: query.data?.size };
}

export function useRows(projectId: string, fileId: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: identifyKeys.rows(projectId, fileId, page),
    queryFn: ({ queryKey }) => adoptOr(queryKey, () => pageDetails(projectId, fileId, page)),
    enabled,
    staleTime: STARTED_WITH_RECORD_MS,
  });
}

export function useTree(projectId: string, fileId: string, enabled: boolean) {
  return useQuery({
    queryKey: identifyKeys.tree(projectId, fileId),
    queryFn: () => detailTree(projectId, fileId),
    enabled,
  });
}

export function useAttributes(projectId: string) {
  return useQuery({ queryKey: identifyKeys.attrs(projectId), queryFn: () => pidAttributes(projectId) });
}

/** Whether the caller may correct the drawing (editFile); read-only until known, and when unknown. */
export function useMayEdit(projectId: string, fileId: string) {
  const query = useQuery({
    queryKey: identifyKeys.perms(projectId, fileId),
    queryFn: ({ queryKey }) => adoptOr(queryKey, () => previewSource(projectId, fileId)),
  });
  return query.data?.filePerms?.includes('editFile') ?? false;
}

export function useThreshold(projectId: string, fileId: string, enabled: boolean) {
  return useQuery({
    queryKey: identifyKeys.threshold(projectId, fileId),
    queryFn: () => thresholdOf(projectId, fileId),
    enabled,
  });
}

/** The review queue of a page: its items below the drawing's threshold, least sure first. */
export function useSuspects(projectId: string, fileId: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: identifyKeys.suspects(projectId, fileId, page),
    queryFn: () => suspectedErrors(projectId, fileId, page),
    enabled,
  });
}
