import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * The P&ID recognition record of one drawing (spec 1 §4 recognition state): one per file entry, in the
 * project's partition beside its entries, so deleting the entry (derived/pid.ts) deletes it. `runId` names the
 * current run: every stage of the recognise state machine writes only under a condition on it, so a second
 * submit, a retry or a deletion makes an older run's writes fail instead of mixing in.
 */
export const pidFile = new Entity(
  {
    model: { entity: 'pidFile', version: '1', service: SERVICE },
    attributes: {
      projectId: { type: 'string', required: true },
      fileId: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      fileName: { type: 'string', required: true },
      /** 20 waiting, 10 recognising, 90 identified, 99 failed (PID_STATE). */
      state: { type: 'number', required: true },
      runId: { type: 'string', required: true },
      numPage: { type: 'number', default: 0 },
      numSuccess: { type: 'number', default: 0 },
      /** Why the run failed: a message key (state 99 only). */
      reason: { type: 'string', default: '' },
      reasonParams: { type: 'any' },
      /** The rule set the run classified tags with: a hash of its rows (the rows are in S3). */
      ruleHash: { type: 'string', default: '' },
      /** Detail counts per type of the finished run. */
      counts: { type: 'any' },
      submitUser: { type: 'string', required: true },
      submitTime: { type: 'string', required: true },
      finishTime: { type: 'string', default: '' },
      /**
       * Raised by every write of state/numSuccess/numPage (a new run's claim goes on from the last run's),
       * mirrored on the entry and pushed: readers order what they get by it.
       */
      stateVersion: { type: 'number' },
      /** When a stage of the run last wrote: a run silent for long (its execution lost) may be claimed again. */
      beatTime: { type: 'string' },
      /**
       * Corrections (pid/details/): every edit of the rows bumps it under a condition on the value it read,
       * so `counts` recounted from the rows stays right when two edits race.
       */
      editVersion: { type: 'number' },
      /**
       * Loop writes that add tags (pid/loops/) bump it under a condition on the value they read, so two
       * concurrent assignments of one tag cannot both pass the one-loop-per-tag check.
       */
      loopVersion: { type: 'number' },
      /** The user marked the drawing's results checked. */
      reviewed: { type: 'boolean' },
      /** The drawing's own suspect threshold (0..1); absent: the project's. */
      threshold: { type: 'number' },
      /** The last topology recompute: when, at which editVersion, the pages and the items it joined. */
      topoTime: { type: 'string' },
      topoVersion: { type: 'number' },
      topoPages: { type: 'list', items: { type: 'number' } },
      topoJoined: { type: 'number' },
    },
    indexes: {
      byFile: {
        pk: { field: PRIMARY.pk, composite: ['projectId'], template: 'PROJECT#${projectId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['fileId'], template: 'PIDFILE#${fileId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
