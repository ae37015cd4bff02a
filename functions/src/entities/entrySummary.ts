import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';
import { keyRequest } from './keyReader.ts';

/**
 * What a folder listing needs to know about a whole project's entries, in one item it reads in the
 * same batch as the membership and the folder (issue 14): the explicit grants of the project while
 * there are few, and the folders whose deletion is still being cleaned up (their descendants still
 * exist but are unreachable). Written with the project (`tracked`); only a tracked summary is
 * trusted, so a project created before it existed, or an item a write created without the project,
 * falls back to reading grants and ancestors.
 * - `grants` (entry id → group id → signs) is rewritten by every grant change (access/grants.ts)
 *   under `version`; with more than SUMMARY_GRANTS_LIMIT entries holding grants, `grantsOverflow`
 *   is set and the listing reads the grants of its chain instead. Grants of removed entries may
 *   linger until the next grant change: entry ids are never reused, so they never apply.
 * - `deletedFolders` gets a folder's id in the transaction that removes it and loses it when the
 *   clean-up below it has removed every descendant (file/entries.ts, file/subtree.ts).
 */
export const entrySummary = new Entity(
  {
    model: { entity: 'entrySummary', version: '1', service: SERVICE },
    attributes: {
      projectId: { type: 'string', required: true },
      tracked: { type: 'boolean' },
      /** Entry id → grants (group id → signs); ids as keys, so `any`. */
      grants: { type: 'any' },
      grantsOverflow: { type: 'boolean' },
      version: { type: 'number' },
      deletedFolders: { type: 'set', items: 'string' },
    },
    indexes: {
      byProject: {
        pk: { field: PRIMARY.pk, composite: ['projectId'], template: 'PROJECT#${projectId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'SUMMARY#ENTRIES', casing: 'none' },
      },
    },
  },
  entityConfig,
);

/** Entries with explicit grants a summary holds at most (more: listings read the chain's grants). */
export const SUMMARY_GRANTS_LIMIT = 100;

/** The summary's read for a batch (keyReader.ts: built without ElectroDB, it is on every folder listing). */
export const entrySummaryRequest = keyRequest(entrySummary);
