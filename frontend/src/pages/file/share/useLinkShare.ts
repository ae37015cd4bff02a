import { useCallback, useEffect, useState } from 'react';
import {
  type LinkDetail,
  linkDetail,
  linkFiles,
  type SharedFiles,
  savedShareCode,
  saveShareCode,
} from '../../../api/share.ts';
import { blockFor, type LinkBlock } from './refusal.ts';

export type LinkPageState =
  | { status: 'loading' }
  | { status: 'blocked'; block: LinkBlock; detail?: LinkDetail }
  | { status: 'ready'; detail: LinkDetail; files: SharedFiles; code?: string };

/**
 * The link page's data: the link's detail (with the code kept for the tab, if any), then the shared
 * folder shown. A refused call turns into what the page shows instead (code form, gone page).
 */
export function useLinkShare(id: string, dirId: string | undefined) {
  const [state, setState] = useState<LinkPageState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a fresh read.
  useEffect(() => {
    let live = true;
    const code = savedShareCode(id);
    (async () => {
      let detail: LinkDetail | undefined;
      try {
        detail = await linkDetail(id, code);
        if (detail.needCode) {
          if (live) setState({ status: 'blocked', block: { kind: 'code' }, detail });
          return;
        }
        const files = await linkFiles(id, code, dirId);
        if (live) setState({ status: 'ready', detail, files, code });
      } catch (error) {
        const block = blockFor(error);
        // A kept code that no longer works is forgotten.
        if (block.kind === 'code') saveShareCode(id, null);
        if (live) setState({ status: 'blocked', block, detail });
      }
    })();
    return () => {
      live = false;
    };
  }, [id, dirId, version]);

  /** Tries a typed code; a right one is kept for the tab and the page reloads with it. */
  const submitCode = useCallback(
    async (code: string) => {
      try {
        const detail = await linkDetail(id, code.trim());
        if (detail.needCode) return;
        saveShareCode(id, code.trim());
        setVersion((v) => v + 1);
      } catch (error) {
        setState((s) => ({
          status: 'blocked',
          block: blockFor(error),
          detail: s.status !== 'loading' ? s.detail : undefined,
        }));
      }
    },
    [id],
  );

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, submitCode, reload };
}
