import { sortableId } from '../lib/db/ids.ts';
import { makeEntryChanges } from './changes.ts';
import { descendantsOf, getEntries, insertEntry, replaceEntry, setAncestors, takenNames } from './entries.ts';
import { grantsOf } from './grantItems.ts';
import { requireMember } from './projectAccess.ts';
import { makeEntryViews } from './views.ts';

/**
 * The file services wired once with the table and the project access they use. Deletion, which also
 * starts workflows and releases storage, is wired in deletionWiring.ts, so modules that only read
 * entries (and other folders through index.ts) do not carry it.
 */
const entryViews = makeEntryViews({ getEntries, grantsOf });
export const { withPerms, loadEntry, folderFor, selection } = entryViews;
export { entryViews };

export const { createFolder, renameEntry, moveEntries } = makeEntryChanges({
  requireMember,
  views: entryViews,
  store: { insertEntry, replaceEntry, takenNames, descendantsOf, setAncestors },
  newId: sortableId,
  now: () => new Date(),
});
