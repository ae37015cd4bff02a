import { fileManagerRoutes } from './file/index.ts';
import { modelRoutes } from './model/index.ts';
import { renditionRoutes } from './rendition/index.ts';
import { uploadRoutes } from './upload/index.ts';

/**
 * The routes of the file group (`/api/cloud/file/*`, one function): the file manager's, and those
 * of uploads, previews and models, which share its path. Put together here, beside the manifest,
 * so that none of those folders imports another's routes.
 */
export const fileRoutes = [...fileManagerRoutes, ...uploadRoutes, ...renditionRoutes, ...modelRoutes];
