/**
 * Uploads (spec 1 §4): the check before an upload, multipart and direct (STS) transfers, instant
 * upload with proof of possession, saving uploaded files into folders, and the upload lists.
 * Other folders import only this module.
 */
export { ossRoutes } from './ossRoutes.ts';
export { hasProof } from './possession.ts';
export { uploadRoutes } from './routes.ts';
