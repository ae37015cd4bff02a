import { deleteModelDerivatives, removePreviewsOf } from '../derived/index.ts';
import { startWorkflow } from '../lib/aws/sfn.ts';
import { sortableId } from '../lib/db/ids.ts';
import { releaseStorage } from '../membership/index.ts';
import { dereference } from '../objects/index.ts';
import { makeEntryChanges } from './changes.ts';
import { makeEntryDeletion } from './deletion.ts';
import {
  descendantsOf,
  getEntries,
  hasChildren,
  insertEntry,
  removeEntry,
  replaceEntry,
  setAncestors,
  takenNames,
} from './entries.ts';
import { grantsOf } from './grantItems.ts';
import { requireMember } from './projectAccess.ts';
import { makeEntryViews } from './views.ts';

/** The file services wired once with the table, storage, objects and workflows they use. */
const entryViews = makeEntryViews({ getEntries, grantsOf });
export const { withPerms, loadEntry, folderFor, selection } = entryViews;

export const { createFolder, renameEntry, moveEntries } = makeEntryChanges({
  requireMember,
  views: entryViews,
  store: { insertEntry, replaceEntry, takenNames, descendantsOf, setAncestors },
  newId: sortableId,
  now: () => new Date(),
});

export const { deleteKind, checkRemovable, deleteEntries } = makeEntryDeletion({
  requireMember,
  views: entryViews,
  store: { hasChildren, removeEntry },
  releaseStorage,
  dereference,
  async removeDerived(file) {
    await removePreviewsOf(file.projectId, [file.id]);
    if (file.derivative || file.isModel) await deleteModelDerivatives(file.projectId, file.id);
  },
  cleanUpBelow: (projectId, folderIds) => startWorkflow('deleteSubtree', { projectId, folderIds }),
});
