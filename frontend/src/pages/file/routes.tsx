import type { RouteObject } from 'react-router-dom';
import './manager/files.css';
import { FileManagerPage } from './manager/page.tsx';
import { FILE_INDEX_PATH } from './paths.ts';

/** The file pages of the user client (spec 1 §2), mounted inside the shell by app/router.tsx. */
export const fileRoutes: RouteObject[] = [{ path: FILE_INDEX_PATH, element: <FileManagerPage /> }];
