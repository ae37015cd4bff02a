import { PREVIEW_STATE } from '@loopline/shared';
import { entry } from '../entities/entry.ts';
import { ifCondition } from '../entities/errors.ts';
import type { Entry } from '../file/index.ts';

/** The stored entry, read consistently (the worker must see the state it just claimed). */
export async function readEntry(projectId: string, id: string): Promise<Entry | null> {
  const out = await entry.get({ projectId, id }).go({ consistent: true });
  return (out.data as Entry | null) ?? null;
}

/**
 * Moves a live entry from 0 (not started) to 1 (loading). Only one caller wins, so a save and a
 * first preview racing start one conversion between them.
 */
export async function claimConversion(projectId: string, id: string): Promise<boolean> {
  return ifCondition(() =>
    entry
      .patch({ projectId, id })
      .set({ preview: PREVIEW_STATE.loading })
      .remove(['previewMessage'])
      .where(
        (a, op) => `${op.notExists(a.preview)} OR ${op.eq(a.preview, PREVIEW_STATE.notStarted as number)}`,
      )
      .go({ response: 'none' }),
  );
}

/** A failed conversion back to 0 (not started), so it can be claimed and run again. */
export async function resetFailed(projectId: string, id: string): Promise<boolean> {
  return ifCondition(() =>
    entry
      .patch({ projectId, id })
      .set({ preview: PREVIEW_STATE.notStarted })
      .remove(['previewMessage'])
      .where((a, op) => op.eq(a.preview, PREVIEW_STATE.failed as number))
      .go({ response: 'none' }),
  );
}

/** Gives a claim back (the workflow could not be started), so the next preview tries again. */
export async function releaseClaim(projectId: string, id: string): Promise<boolean> {
  return ifCondition(() =>
    entry
      .patch({ projectId, id })
      .set({ preview: PREVIEW_STATE.notStarted })
      .where((a, op) => op.eq(a.preview, PREVIEW_STATE.loading as number))
      .go({ response: 'none' }),
  );
}

export interface Outcome {
  preview: typeof PREVIEW_STATE.loaded | typeof PREVIEW_STATE.failed;
  /** Message key, with failures. */
  message?: string;
  thumbnailKey?: string;
}

/**
 * Ends a conversion: 1 → 2 (with the thumbnail) or 1 → -1 (with the reason). False when the entry
 * is gone (deleted while converting) or no longer loading; the caller then removes what it wrote.
 */
export async function finishConversion(projectId: string, id: string, outcome: Outcome): Promise<boolean> {
  return ifCondition(() =>
    entry
      .patch({ projectId, id })
      .set({
        preview: outcome.preview,
        ...(outcome.message ? { previewMessage: outcome.message } : {}),
        ...(outcome.thumbnailKey ? { thumbnailKey: outcome.thumbnailKey } : {}),
      })
      .where((a, op) => op.eq(a.preview, PREVIEW_STATE.loading as number))
      .go({ response: 'none' }),
  );
}

/** Records the thumbnail of a file shown as is (its preview state does not change). */
export async function setThumbnail(projectId: string, id: string, thumbnailKey: string): Promise<boolean> {
  return ifCondition(() => entry.patch({ projectId, id }).set({ thumbnailKey }).go({ response: 'none' }));
}
