import { useCallback, useEffect, useRef, useState } from 'react';
import { queryMarkup, saveMarkup } from '../../../api/previews.ts';
import type { MarkupProps, MarkupShape } from '../../../components/viewers/types.ts';
import { pageShapes } from './markupRules.ts';

/** Edits are saved this long after the last change on a page (a drag makes many changes). */
export const MARKUP_SAVE_DELAY_MS = 800;

export type MarkupStatus = 'loading' | 'idle' | 'saving' | 'saved' | 'failed' | 'unavailable';

/**
 * The markup of one file (spec 1 §2): loaded once, kept here, and saved per page after a short
 * pause; the status says whether the last save went through. Null target: no markup (link visitors,
 * viewers without pages).
 */
export function useMarkup(target: { projectId: string; fileId: string } | null) {
  const [shapes, setShapes] = useState<MarkupShape[]>([]);
  const [status, setStatus] = useState<MarkupStatus>(target ? 'loading' : 'unavailable');
  const latest = useRef<MarkupShape[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const inFlight = useRef(0);
  const projectId = target?.projectId;
  const fileId = target?.fileId;

  useEffect(() => {
    if (!projectId || !fileId) {
      setStatus('unavailable');
      return;
    }
    let live = true;
    setStatus('loading');
    queryMarkup(projectId, fileId).then(
      (loaded) => {
        if (!live) return;
        latest.current = loaded;
        setShapes(loaded);
        setStatus('idle');
      },
      () => live && setStatus('unavailable'),
    );
    const pending = timers.current;
    return () => {
      live = false;
      // Leaving the page (or the file) within the save delay still saves what was drawn.
      for (const [page, timer] of pending) {
        clearTimeout(timer);
        saveMarkup(projectId, fileId, page, pageShapes(latest.current, page)).catch(() => {});
      }
      pending.clear();
    };
  }, [projectId, fileId]);

  const save = useCallback(
    async (page: number) => {
      if (!projectId || !fileId) return;
      inFlight.current++;
      setStatus('saving');
      try {
        await saveMarkup(projectId, fileId, page, pageShapes(latest.current, page));
        inFlight.current--;
        if (inFlight.current === 0 && timers.current.size === 0) setStatus('saved');
      } catch {
        inFlight.current--;
        setStatus('failed');
      }
    },
    [projectId, fileId],
  );

  const onChange = useCallback(
    (next: MarkupShape[], page: number) => {
      latest.current = next;
      setShapes(next);
      const old = timers.current.get(page);
      if (old) clearTimeout(old);
      setStatus('saving');
      timers.current.set(
        page,
        setTimeout(() => {
          timers.current.delete(page);
          void save(page);
        }, MARKUP_SAVE_DELAY_MS),
      );
    },
    [save],
  );

  const markup: MarkupProps | undefined =
    status === 'unavailable' || status === 'loading' ? undefined : { shapes, onChange };
  return { markup, shapes, status };
}
