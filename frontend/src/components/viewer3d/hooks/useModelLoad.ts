import { useCallback, useEffect, useState } from 'react';
import { type LoadProgress, loadModel, ModelLoadError, type PreparedModel } from '../engine/loadModel.ts';

export type LoadStatus =
  | { state: 'loading'; progress: LoadProgress }
  | { state: 'error'; messageKey: string }
  | { state: 'ready'; model: PreparedModel };

const START: LoadStatus = { state: 'loading', progress: { phase: 'download', loaded: 0, total: 0 } };

/** Downloads and prepares the model; `retry` starts over after an error. Aborts when the URLs change. */
export function useModelLoad(glbUrl: string, treeUrl: string) {
  const [status, setStatus] = useState<LoadStatus>(START);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` re-runs the load on retry.
    void attempt;
    const controller = new AbortController();
    setStatus(START);
    let lastReport = 0;
    let settled = false;
    loadModel(glbUrl, treeUrl, controller.signal, (progress) => {
      if (settled) return;
      // Progress events arrive per network chunk; a few repaints a second are enough.
      const now = performance.now();
      if (progress.phase === 'download' && now - lastReport < 100 && progress.loaded !== progress.total)
        return;
      lastReport = now;
      if (!controller.signal.aborted) setStatus({ state: 'loading', progress });
    }).then(
      (model) => {
        settled = true;
        if (!controller.signal.aborted) setStatus({ state: 'ready', model });
      },
      (error: unknown) => {
        settled = true;
        if (controller.signal.aborted) return;
        console.error('3D viewer: the model could not be loaded', error);
        const messageKey = error instanceof ModelLoadError ? error.messageKey : 'viewer3d.error.unknown';
        setStatus({ state: 'error', messageKey });
      },
    );
    return () => controller.abort();
  }, [glbUrl, treeUrl, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, retry };
}
