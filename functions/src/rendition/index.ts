/**
 * Previews (spec 1 §5): conversions to viewable renditions, thumbnails, the viewers' sources and
 * markup. Other folders import only this module.
 */
export { failPreview, type PreviewJob } from './outcome.ts';
export { runPreview } from './pipeline.ts';
export { renditionRoutes } from './routes.ts';
export { previewSourceOf, startPreviewQuietly } from './source.ts';
