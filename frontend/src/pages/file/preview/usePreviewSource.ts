import { PREVIEW_STATE, parseStatusUpdate } from '@loopline/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import {
  type LinkAccess,
  linkPreviewSource,
  type PreviewSource,
  previewSource,
  previewState,
  retryPreview,
} from '../../../api/previews.ts';
import type { IncomingMessage } from '../../../socket/client.ts';
import { useSocketMessage } from '../../../socket/index.ts';
import { type SourceView, sourceView } from './query.ts';

/** How often a running conversion is checked when no socket push arrives (spec 1 §4). */
export const PREVIEW_POLL_MS = 3000;

export type PreviewLoad =
  | { kind: 'loading' }
  | SourceView
  /** The server refused (a 4xx with its translated message: a refusal rule, no right, gone). */
  | { kind: 'denied'; code: number; message: string }
  | { kind: 'error'; message: string };

export interface SourceTarget {
  fileId: string;
  projectId: string;
  link?: LinkAccess;
}

function fetchSource(target: SourceTarget): Promise<PreviewSource> {
  return target.link
    ? linkPreviewSource(target.link, target.fileId)
    : previewSource(target.projectId, target.fileId);
}

function failure(error: unknown): PreviewLoad {
  if (isApiError(error) && error.code >= 400 && error.code < 500)
    return { kind: 'denied', code: error.code, message: error.message };
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The source of the preview page: asks previewSource (which starts a conversion that is needed),
 * then while it runs listens for the STATUS_UPDATE push of kind 'preview' and, as a fallback,
 * polls the preview state every few seconds; a finished conversion is fetched again for its URL.
 */
export function usePreviewSource(target: SourceTarget | null) {
  const [load, setLoad] = useState<PreviewLoad>({ kind: 'loading' });
  const generation = useRef(0);
  const key = target ? `${target.projectId}/${target.fileId}/${target.link?.linkId ?? ''}` : '';
  const targetRef = useRef(target);
  targetRef.current = target;

  const fetchNow = useCallback(async () => {
    const current = targetRef.current;
    if (!current) return;
    const mine = ++generation.current;
    try {
      const source = await fetchSource(current);
      if (mine === generation.current) setLoad(sourceView(source));
    } catch (error) {
      if (mine === generation.current) setLoad(failure(error));
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the target.
  useEffect(() => {
    setLoad({ kind: 'loading' });
    void fetchNow();
    return () => {
      generation.current++;
    };
  }, [key, fetchNow]);

  const converting = load.kind === 'converting';
  const convertingRef = useRef(converting);
  convertingRef.current = converting;

  // The fallback poll: signed-in members read the state; link visitors ask the link again.
  useEffect(() => {
    if (!converting) return;
    const timer = setInterval(async () => {
      const current = targetRef.current;
      if (!current) return;
      if (current.link) return void fetchNow();
      try {
        const state = await previewState(current.projectId, current.fileId);
        if (state.preview === PREVIEW_STATE.loaded || state.preview === PREVIEW_STATE.failed) void fetchNow();
      } catch (error) {
        setLoad(failure(error));
      }
    }, PREVIEW_POLL_MS);
    return () => clearInterval(timer);
  }, [converting, fetchNow]);

  const onStatus = useCallback(
    (message: IncomingMessage) => {
      const update = parseStatusUpdate(message.content);
      const current = targetRef.current;
      if (!update || !current || update.kind !== 'preview' || update.id !== current.fileId) return;
      // Only a conversion being waited for: a push while viewing must not reload the viewer.
      if (!convertingRef.current) return;
      if (update.preview === PREVIEW_STATE.loaded || update.preview === PREVIEW_STATE.failed) void fetchNow();
    },
    [fetchNow],
  );
  useSocketMessage('STATUS_UPDATE', onStatus);

  // Members run a failed conversion again; link visitors can only ask for the state again.
  const reconvert = useCallback(async () => {
    const current = targetRef.current;
    if (!current || current.link) return fetchNow();
    const mine = ++generation.current;
    try {
      const source = await retryPreview(current.projectId, current.fileId);
      if (mine === generation.current) setLoad(sourceView(source));
    } catch (error) {
      if (mine === generation.current) setLoad(failure(error));
    }
  }, [fetchNow]);

  return { load, retry: fetchNow, reconvert, canReconvert: !target?.link };
}
