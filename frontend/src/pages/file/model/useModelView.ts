import { MODEL_STATE, parseStatusUpdate } from '@loopline/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { type ModelView, modelView, parseProgress } from '../../../api/models.ts';
import type { IncomingMessage } from '../../../socket/client.ts';
import { useSocketMessage } from '../../../socket/index.ts';
import { fileKeys } from '../queries.ts';

export type ViewState =
  | { status: 'loading' }
  | { status: 'ready'; view: ModelView }
  /** Not viewable yet: never parsed, parsing (with progress) or failed (with the reason). */
  | { status: 'notParsed' }
  /** `stateVersion`: the model state version of the progress shown (a lower one never replaces it). */
  | { status: 'parsing'; progress: number; stateVersion: number }
  | { status: 'failed'; message: string }
  | { status: 'forbidden' }
  | { status: 'missing' }
  | { status: 'error'; message: string };

/** Where the file stands when it cannot be viewed, from its parse progress. */
async function whyNot(projectId: string, fileId: string, fallback: string): Promise<ViewState> {
  try {
    const p = await parseProgress(projectId, fileId);
    if (p.isModel === MODEL_STATE.parsing)
      return { status: 'parsing', progress: p.progress, stateVersion: p.stateVersion };
    if (p.isModel === MODEL_STATE.failed) return { status: 'failed', message: p.parseMessage };
    if (p.isModel === MODEL_STATE.parsed) return { status: 'error', message: fallback };
    return { status: 'notParsed' };
  } catch {
    return { status: 'error', message: fallback };
  }
}

/** The view of a parsed file, or why it cannot be shown (never throws: a refusal is a state). */
async function readView(projectId: string, fileId: string): Promise<ViewState> {
  try {
    const view = await modelView(projectId, fileId, { silent: true });
    if (view.isModel === MODEL_STATE.parsed && view.glbUrl) return { status: 'ready', view };
    return await whyNot(projectId, fileId, '');
  } catch (error) {
    const code = isApiError(error) ? error.code : 0;
    const message = isApiError(error) ? error.message : String(error);
    if (code === 403) return { status: 'forbidden' };
    if (code === 404) return { status: 'missing' };
    return code === 400 || code === 409
      ? await whyNot(projectId, fileId, message)
      : { status: 'error', message };
  }
}

/**
 * The model viewer page's data: modelView for a parsed file; otherwise why it cannot be shown.
 * STATUS_UPDATEs of this file (spec 2 §4) are written into the cached view, or read it again, so a
 * parse that finishes opens the viewer and a finished upgrade switches to the upgraded GLB.
 */
export function useModelView(projectId: string, fileId: string) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => fileKeys.modelView(projectId, fileId), [projectId, fileId]);
  const query = useQuery({ queryKey, queryFn: () => readView(projectId, fileId), gcTime: 0 });
  const state: ViewState = query.data ?? { status: 'loading' };
  const { refetch } = query;
  const set = useCallback(
    (change: (current: ViewState | undefined) => ViewState | undefined) =>
      queryClient.setQueryData<ViewState>(queryKey, change),
    [queryClient, queryKey],
  );

  const listener = useCallback(
    (message: IncomingMessage) => {
      const update = parseStatusUpdate(message.content);
      if (!update || update.projectId !== projectId || update.id !== fileId) return;
      const current = queryClient.getQueryData<ViewState>(queryKey);
      if (update.kind === 'parse' && update.isModel === MODEL_STATE.parsing) {
        const stateVersion = update.stateVersion ?? 0;
        // A push older than what is shown (a late stage's after the end was read) changes nothing.
        const shownVersion =
          current?.status === 'parsing'
            ? current.stateVersion
            : current?.status === 'ready'
              ? current.view.stateVersion
              : 0;
        if (stateVersion < shownVersion) return;
        return void set(() => ({ status: 'parsing', progress: update.progress ?? 0, stateVersion }));
      }
      if (current?.status === 'ready') {
        const { view } = current;
        const fields = {
          ...(update.isWlkModel !== undefined && { isWlkModel: update.isWlkModel }),
          ...(update.publishStatus !== undefined && { publishStatus: update.publishStatus }),
        };
        set(() => ({ status: 'ready', view: { ...view, ...fields } }));
        // A finished upgrade brings a new GLB address.
        if (update.kind === 'upgrade' && update.isWlkModel === 3 && !view.upgraded) void refetch();
        return;
      }
      void refetch();
    },
    [projectId, fileId, queryClient, queryKey, set, refetch],
  );
  useSocketMessage('STATUS_UPDATE', listener);

  /** Changes the shown view (after publish or upgrade started). */
  const patch = useCallback(
    (fields: Partial<ModelView>) =>
      void set((s) => (s?.status === 'ready' ? { ...s, view: { ...s.view, ...fields } } : s)),
    [set],
  );

  // Starting over shows the loader, as the first read did.
  const reload = () => void queryClient.resetQueries({ queryKey, exact: true });
  return { state, reload, patch };
}
