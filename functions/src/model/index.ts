/**
 * 3D models (spec 1 §4): parse and upgrade runs, publishing, the viewer's sources and the parse
 * records. Other folders import only this module; the state machines' workers (workers/) import
 * the stage they run, so each worker's bundle holds only that stage.
 */

/** Models saved as a zip (uploadModelZipSave): reading the archive's directory and its main model. */
export {
  centralDirectoryOf,
  listCentralDirectory,
  MODEL_ARCHIVE_SUFFIXES,
  mainModelOf,
  modelNameOf,
  ZIP_TAIL_BYTES,
} from './archive.ts';
export { failureKey, ModelFailed } from './errors.ts';
export { ATTRIBUTE_SUFFIXES, isModelSuffix } from './policy.ts';
/** The conversion and its check, shared with the example files' parse runs (same state machine). */
export { checkDerivative, type Derivative, deriveModel, type ParseSource } from './stages.ts';
