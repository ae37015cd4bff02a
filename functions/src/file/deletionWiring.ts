import { deleteModelDerivatives, removePidResultsOf, removePreviewsOf } from '../derived/index.ts';
import { startWorkflow } from '../lib/aws/sfn.ts';
import { releaseStorage } from '../membership/index.ts';
import { dereference } from '../objects/index.ts';
import { makeEntryDeletion } from './deletion.ts';
import { hasChildren, removeEntry } from './entries.ts';
import { requireMember } from './projectAccess.ts';
import { entryViews } from './wiring.ts';

/** Deletion wired with storage, objects, derivatives and the clean-up workflow for deleted folders. */
export const { deleteKind, checkRemovable, deleteEntries } = makeEntryDeletion({
  requireMember,
  views: entryViews,
  store: { hasChildren, removeEntry },
  releaseStorage,
  dereference,
  async removeDerived(file) {
    await removePreviewsOf(file.projectId, [file.id]);
    if (file.derivative || file.isModel) await deleteModelDerivatives(file.projectId, file.id);
    if (file.state != null) await removePidResultsOf(file.projectId, [file.id]);
  },
  cleanUpBelow: (projectId, folderIds) => startWorkflow('deleteSubtree', { projectId, folderIds }),
});
