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
import { drawingOnly, pageSizeOf } from './geometry.ts';

/** Query keys of identify-preview: one drawing's record, pages, rows, tree, and the project's attributes. */
export const identifyKeys = {
  all: ['identify'] as const,
  record: (projectId: string, fileId: string) => ['identify', projectId, fileId, 'record'] as const,
  svg: (projectId: string, fileId: string, page: number) =>
    ['identify', projectId, fileId, 'svg', page] as const,
  rows: (projectId: string, fileId: string, page: number) =>
    ['identify', projectId, fileId, 'rows', page] as const,
  tree: (projectId: string, fileId: string) => ['identify', projectId, fileId, 'tree'] as const,
  threshold: (projectId: string, fileId: string) => ['identify', projectId, fileId, 'threshold'] as const,
  suspects: (projectId: string, fileId: string, page: number) =>
    ['identify', projectId, fileId, 'suspects', page] as const,
  topology: (projectId: string, fileId: string) => ['identify', projectId, fileId, 'topology'] as const,
  perms: (projectId: string, fileId: string) => ['identify', projectId, fileId, 'perms'] as const,
  attrs: (projectId: string) => ['identify', 'attrs', projectId] as const,
};

/** How long the page's drawing and rows, read alongside the record, count as fresh. */
const STARTED_WITH_RECORD_MS = 60_000;

export function useRecord(projectId: string, fileId: string) {
  return useQuery({
    queryKey: identifyKeys.record(projectId, fileId),
    queryFn: () => pidFileOf(projectId, fileId),
    enabled: Boolean(projectId && fileId),
  });
}

/** The page drawing without the boxes baked into it, with its size. */
export function useDrawingQuery(projectId: string, fileId: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: identifyKeys.svg(projectId, fileId, page),
    queryFn: async ({ signal }) => {
      const text = await pageSvgText(projectId, fileId, page, signal);
      const size = pageSizeOf(text);
      return { size, blob: new Blob([drawingOnly(text)], { type: 'image/svg+xml' }) };
    },
    enabled,
    // Started with the record (see page.tsx): not read a second time when the screen mounts.
    staleTime: STARTED_WITH_RECORD_MS,
  });
}

/** The page drawing as an object URL an <img> shows, with its size. */
export function useDrawing(projectId: string, fileId: string, page: number, enabled: boolean) {
  const query = useDrawingQuery(projectId, fileId, page, enabled);
  const blob = query.data?.blob;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : ''), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...query, url, size: query.data?.size };
}

export function useRows(projectId: string, fileId: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: identifyKeys.rows(projectId, fileId, page),
    queryFn: () => pageDetails(projectId, fileId, page),
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
    queryFn: () => previewSource(projectId, fileId),
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
