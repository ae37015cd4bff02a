/**
 * Derived outputs of an entry: preview renditions, thumbnails and markup (rendition/), and model
 * derivatives (model/). They are stored per entry so that deleting the entry (file/) deletes them;
 * the storage layout and the removal are this core module, used by all three.
 * P&ID recognition results (pid/) are laid out and removed here too.
 */
export {
  deleteModelDerivatives,
  deletePrefix,
  entryPrefix,
  projectPrefix,
  runPrefix,
} from './models.ts';
export {
  deletePidDetails,
  pidDetailsKey,
  pidPageKey,
  pidPageRowsKey,
  pidRunPrefix,
  pidTruthKey,
  removePidResultsOf,
  removeProjectPidResults,
} from './pid.ts';
export {
  deleteMarkupOf,
  deleteRenditionObjects,
  type Located,
  presignedView,
  RENDITION_FILES,
  removePreviewsOf,
  renditionKey,
  thumbnailKeyOf,
  withThumbnails,
} from './previews.ts';
