/**
 * The stored-object store: S3 objects shared by the entries that reference them (file, upload,
 * model and rendition use it). Other folders import only this module.
 */
export {
  deleteObject,
  dereference,
  dereferenceItem,
  findContent,
  forgetRecord,
  getObject,
  markVerified,
  referenceItem,
  registerObject,
  type StoredObject,
  staleUnreferenced,
} from './store.ts';
