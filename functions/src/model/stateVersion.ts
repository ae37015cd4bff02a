import type { ParseStage } from '@loopline/shared';

/**
 * The model state version of an entry (`modelStateVersion`): every write of its parse or upgrade
 * state (isModel, parseProgress, parseMessage, isWlkModel) sets a higher one, and the pushes, the
 * listing rows and the answers carry it, so a client keeps the newest values whatever order they
 * arrive in (pushes and reads race; see the glitch and leftovers sections of docs/decisions.md).
 *
 * A run's versions follow from the one its start wrote (`base`, the job's `stateVersion`): stage k
 * writes base + k and the end (success or failure) base + RUN_SPAN - 1. Written values, not
 * increments, so a retried stage writes the same version again and the transactions need no answer
 * back; the next run starts at the next multiple of RUN_SPAN, above everything this one wrote.
 */
export const RUN_SPAN = 16;

const STAGE_STEP: Record<ParseStage, number> = { create: 1, sendWlkx: 2, readXml: 3, success: RUN_SPAN - 1 };

/** The base of a run started on an entry whose version is `current` (absent: never versioned). */
export function nextRunBase(current: number | undefined): number {
  return (Math.floor((current ?? 0) / RUN_SPAN) + 1) * RUN_SPAN;
}

/** The version a run with this base writes at a parse stage; undefined for runs queued without one. */
export function stageVersion(base: number | undefined, stage: ParseStage): number | undefined {
  return base === undefined ? undefined : base + STAGE_STEP[stage];
}

/** The version a run's end (success or failure, parse or upgrade) writes. */
export function endVersion(base: number | undefined): number | undefined {
  return base === undefined ? undefined : base + RUN_SPAN - 1;
}

/** The entry field to set for a version (nothing for runs queued without one). */
export const versionField = (version: number | undefined) =>
  version === undefined ? {} : { modelStateVersion: version };

/** The push field for a version (StatusUpdate.stateVersion). */
export const pushedVersion = (version: number | undefined) =>
  version === undefined ? {} : { stateVersion: version };
