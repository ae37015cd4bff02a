/**
 * 3D models (spec 1 §4): parse and upgrade runs, publishing, the viewer's sources and the parse
 * records. Other folders import only this module.
 */
export { classified, failureKey } from './errors.ts';
export { failParse, failUpgrade, type ParseJob, type UpgradeJob } from './jobs.ts';
export { ATTRIBUTE_SUFFIXES } from './policy.ts';
export { modelRoutes } from './routes.ts';
export {
  convertStage,
  createStage,
  type Derivative,
  finishStage,
  finishUpgradeStage,
  type ParseSource,
  upgradeStage,
  verifyStage,
} from './stages.ts';
