/**
 * Previews (spec 1 §5): conversions to viewable renditions, thumbnails, the viewers' sources and
 * markup. Other folders import only this module; the state machine's workers (workers/) import the
 * stage they run, so the converters stay out of every other bundle.
 */
export { previewSourceOf, startPreviewQuietly } from './source.ts';
