import { PREVIEW_STATE, parseStatusUpdate } from '@loopline/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { type PreviewSource, previewState, retryPreview } from '../../../api/previews.ts';
import type { IncomingMessage } from '../../../socket/client.ts';
import { useSocketMessage } from '../../../socket/index.ts';
import { fileKeys } from '../queries.ts';
import { fetchPreviewSource, type SourceTarget, takeEarlySource } from './earlySource.ts';
import { type SourceView, sourceView } from './query.ts';

/** How often a running conversion is checked when no socket push arrives (spec 1 §4). */
export const PREVIEW_POLL_MS = 3000;

export type PreviewLoad =
  | { kind: 'loading' }
  | SourceView
  /** The server refused (a 4xx with its translated message: a refusal rule, no right, gone). */
  | { kind: 'denied'; code: number; message: string }
  | { kind: 'error'; message: string };

/** The answer asked for while the app was still loading (a direct opening), else a new call. */
function fetchSource(target: SourceTarget): Promise<PreviewSource> {
  return takeEarlySource(target) ?? fetchPreviewSource(target);
}

function failure(error: unknown): PreviewLoad {
  if (isApiError(error) && error.code >= 400 && error.code < 500)
    return { kind: 'denied', code: error.code, message: error.message };
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The source of the preview page: asks previewSource (which starts a conversion that is needed),
 * then while it runs listens for the STATUS_UPDATE push of kind 'preview' and, as a fallback,
 * polls every few seconds (members read the preview state, link visitors ask the link again); a
 * finished conversion is fetched again for its URL. Each opening reads afresh (gcTime 0).
 */
export function usePreviewSource(target: SourceTarget | null) {
  const queryKey = fileKeys.previewSource(
    target?.projectId ?? '',
    target?.fileId ?? '',
    target?.link?.linkId ?? '',
  );
  const source = useQuery({
    queryKey,
    queryFn: async () => sourceView(await fetchSource(target!)),
    enabled: Boolean(target),
    gcTime: 0,
    // Link visitors have no state call: the link is asked again while it converts.
    refetchInterval: (query) =>
      target?.link && query.state.data?.kind === 'converting' ? PREVIEW_POLL_MS : false,
  });
  const converting = source.data?.kind === 'converting';
  const { refetch } = source;
  const fetchNow = useCallback(async () => {
    await refetch();
  }, [refetch]);

  // The members' fallback poll: the first read one period after the conversion is seen, then every period.
  const poll = useQuery({
    queryKey: [...queryKey, 'state'],
    queryFn: async () => {
      const state = await previewState(target!.projectId, target!.fileId);
      if (state.preview === PREVIEW_STATE.loaded || state.preview === PREVIEW_STATE.failed) void refetch();
      return state;
    },
    enabled: converting && Boolean(target) && !target?.link,
    initialData: null,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: PREVIEW_POLL_MS,
    refetchInterval: (query) => (query.state.error ? false : PREVIEW_POLL_MS),
    gcTime: 0,
  });

  const onStatus = useCallback(
    (message: IncomingMessage) => {
      const update = parseStatusUpdate(message.content);
      if (!update || !target || update.kind !== 'preview' || update.id !== target.fileId) return;
      // Only a conversion being waited for: a push while viewing must not reload the viewer.
      if (!converting) return;
      if (update.preview === PREVIEW_STATE.loaded || update.preview === PREVIEW_STATE.failed) void refetch();
    },
    [target, converting, refetch],
  );
  useSocketMessage('STATUS_UPDATE', onStatus);

  // Members run a failed conversion again; link visitors can only ask for the state again.
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<{ stamp: number; load: PreviewLoad } | null>(null);
  const reconvert = useCallback(async () => {
    if (!target || target.link) return fetchNow();
    try {
      const next = sourceView(await retryPreview(target.projectId, target.fileId));
      queryClient.setQueryData(queryKey, next);
    } catch (error) {
      setRefused({ stamp: source.dataUpdatedAt, load: failure(error) });
    }
  }, [target, fetchNow, queryClient, queryKey, source.dataUpdatedAt]);

  let load: PreviewLoad;
  if (refused && refused.stamp === source.dataUpdatedAt) load = refused.load;
  else if (source.error) load = failure(source.error);
  else if (converting && poll.error) load = failure(poll.error);
  else load = source.data ?? { kind: 'loading' };

  return { load, retry: fetchNow, reconvert, canReconvert: !target?.link };
}
