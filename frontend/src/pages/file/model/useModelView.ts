import { MODEL_STATE, parseStatusUpdate } from '@loopline/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { type ModelView, modelView, parseProgress } from '../../../api/models.ts';
import type { IncomingMessage } from '../../../socket/client.ts';
import { useSocketMessage } from '../../../socket/index.ts';

export type ViewState =
  | { status: 'loading' }
  | { status: 'ready'; view: ModelView }
  /** Not viewable yet: never parsed, parsing (with progress) or failed (with the reason). */
  | { status: 'notParsed' }
  | { status: 'parsing'; progress: number }
  | { status: 'failed'; message: string }
  | { status: 'forbidden' }
  | { status: 'missing' }
  | { status: 'error'; message: string };

/** Where the file stands when it cannot be viewed, from its parse progress. */
async function whyNot(projectId: string, fileId: string, fallback: string): Promise<ViewState> {
  try {
    const p = await parseProgress(projectId, fileId);
    if (p.isModel === MODEL_STATE.parsing) return { status: 'parsing', progress: p.progress };
    if (p.isModel === MODEL_STATE.failed) return { status: 'failed', message: p.parseMessage };
    if (p.isModel === MODEL_STATE.parsed) return { status: 'error', message: fallback };
    return { status: 'notParsed' };
  } catch {
    return { status: 'error', message: fallback };
  }
}

/**
 * The model viewer page's data: modelView for a parsed file; otherwise why it cannot be shown.
 * STATUS_UPDATEs of this file (spec 2 §4) read it again, so a parse that finishes opens the viewer
 * and a finished upgrade switches to the upgraded GLB.
 */
export function useModelView(projectId: string, fileId: string) {
  const [state, setState] = useState<ViewState>({ status: 'loading' });
  const generation = useRef(0);

  const load = useCallback(
    (quiet: boolean) => {
      const gen = ++generation.current;
      if (!quiet) setState({ status: 'loading' });
      modelView(projectId, fileId, { silent: true }).then(
        async (view) => {
          if (gen !== generation.current) return;
          if (view.isModel === MODEL_STATE.parsed && view.glbUrl) return setState({ status: 'ready', view });
          const next = await whyNot(projectId, fileId, '');
          if (gen === generation.current) setState(next);
        },
        async (error: unknown) => {
          if (gen !== generation.current) return;
          const code = isApiError(error) ? error.code : 0;
          const message = isApiError(error) ? error.message : String(error);
          if (code === 403) return setState({ status: 'forbidden' });
          if (code === 404) return setState({ status: 'missing' });
          const next = code === 400 || code === 409 ? await whyNot(projectId, fileId, message) : null;
          if (gen === generation.current) setState(next ?? { status: 'error', message });
        },
      );
    },
    [projectId, fileId],
  );

  useEffect(() => load(false), [load]);

  const stateRef = useRef(state);
  stateRef.current = state;
  const listener = useCallback(
    (message: IncomingMessage) => {
      const update = parseStatusUpdate(message.content);
      if (!update || update.projectId !== projectId || update.id !== fileId) return;
      const current = stateRef.current;
      if (update.kind === 'parse' && update.isModel === MODEL_STATE.parsing)
        return setState({ status: 'parsing', progress: update.progress ?? 0 });
      if (current.status === 'ready') {
        const { view } = current;
        const fields = {
          ...(update.isWlkModel !== undefined && { isWlkModel: update.isWlkModel }),
          ...(update.publishStatus !== undefined && { publishStatus: update.publishStatus }),
        };
        setState({ status: 'ready', view: { ...view, ...fields } });
        // A finished upgrade brings a new GLB address.
        if (update.kind === 'upgrade' && update.isWlkModel === 3 && !view.upgraded) load(true);
        return;
      }
      load(true);
    },
    [projectId, fileId, load],
  );
  useSocketMessage('STATUS_UPDATE', listener);

  /** Changes the shown view (after publish or upgrade started). */
  const patch = useCallback((fields: Partial<ModelView>) => {
    setState((s) => (s.status === 'ready' ? { ...s, view: { ...s.view, ...fields } } : s));
  }, []);

  return { state, reload: () => load(false), patch };
}
