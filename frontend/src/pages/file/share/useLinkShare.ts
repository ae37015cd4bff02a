import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  type LinkDetail,
  linkDetail,
  linkFiles,
  type SharedFiles,
  savedShareCode,
  saveShareCode,
} from '../../../api/share.ts';
import { fileKeys } from '../queries.ts';
import { blockFor, type LinkBlock } from './refusal.ts';

export type LinkPageState =
  | { status: 'loading' }
  | { status: 'blocked'; block: LinkBlock; detail?: LinkDetail }
  | { status: 'ready'; detail: LinkDetail; files: SharedFiles; code?: string };

/** Reads the link (with the code kept for the tab) and the folder shown; a refusal becomes what the page shows. */
async function readLink(id: string, dirId: string | undefined): Promise<LinkPageState> {
  const code = savedShareCode(id);
  let detail: LinkDetail | undefined;
  try {
    detail = await linkDetail(id, code);
    if (detail.needCode) return { status: 'blocked', block: { kind: 'code' }, detail };
    const files = await linkFiles(id, code, dirId);
    return { status: 'ready', detail, files, code };
  } catch (error) {
    const block = blockFor(error);
    // A kept code that no longer works is forgotten.
    if (block.kind === 'code') saveShareCode(id, null);
    return { status: 'blocked', block, detail };
  }
}

/**
 * The link page's data: the link's detail (with the code kept for the tab, if any), then the shared
 * folder shown. A refused call turns into what the page shows instead (code form, gone page).
 */
export function useLinkShare(id: string, dirId: string | undefined) {
  const query = useQuery({
    queryKey: [...fileKeys.linkDetail(id), 'page', dirId ?? ''],
    queryFn: () => readLink(id, dirId),
    // Another folder of the link: the current one stays until it is read.
    placeholderData: keepPreviousData,
  });
  // A wrong typed code shows its refusal over the last read, until the next read.
  const [refused, setRefused] = useState<{ stamp: number; state: LinkPageState } | null>(null);
  const read = query.data ?? { status: 'loading' };
  const state = refused && refused.stamp === query.dataUpdatedAt ? refused.state : read;
  const { refetch, dataUpdatedAt } = query;

  /** Tries a typed code; a right one is kept for the tab and the page reloads with it. */
  const submitCode = useCallback(
    async (code: string) => {
      try {
        const detail = await linkDetail(id, code.trim());
        if (detail.needCode) return;
        saveShareCode(id, code.trim());
        void refetch();
      } catch (error) {
        setRefused({
          stamp: dataUpdatedAt,
          state: {
            status: 'blocked',
            block: blockFor(error),
            detail: read.status !== 'loading' ? read.detail : undefined,
          },
        });
      }
    },
    [id, refetch, dataUpdatedAt, read],
  );

  const reload = useCallback(() => void refetch(), [refetch]);
  return { state, submitCode, reload };
}
