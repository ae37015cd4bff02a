/**
 * 3D models (spec 1 §4): parse and upgrade runs, publishing, the viewer's sources and the parse
 * records. Other folders import only this module; the state machines' workers (workers/) import
 * the stage they run, so each worker's bundle holds only that stage.
 */
export { ATTRIBUTE_SUFFIXES } from './policy.ts';
