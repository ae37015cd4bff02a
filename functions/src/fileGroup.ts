import { fileManagerRoutes } from './file/routes.ts';
import { modelRoutes } from './model/routes.ts';
import { renditionRoutes } from './rendition/routes.ts';
import { uploadRoutes } from './upload/index.ts';

/**
 * The routes of the file group (`/api/cloud/file/*`, one function): the file manager's, and those
 * of uploads, previews and models, which share its path. Put together here, beside the manifest,
 * so that none of those folders imports another's routes. Like the manifest, it imports each folder's
 * routes module itself: the folders' index.ts carry what other folders use, without their routes.
 */
export const fileRoutes = [...fileManagerRoutes, ...uploadRoutes, ...renditionRoutes, ...modelRoutes];
