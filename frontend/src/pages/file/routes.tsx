import type { RouteObject } from 'react-router-dom';
import './manager/files.css';
import { lazyPage } from '../../app/lazyPage.tsx';
import { FILE_INDEX_PATH, FILE_MODEL_PREVIEW_PATH, FILE_PREVIEW_PATH } from './paths.ts';
import { LINK_SHARING_PATH } from './share/linkUrl.ts';

const FileManagerPage = lazyPage(() => import('./manager/page.tsx'), 'FileManagerPage');
const ModelPreviewPage = lazyPage(() => import('./model/page.tsx'), 'ModelPreviewPage');
const PreviewAccess = lazyPage(() => import('./preview/page.tsx'), 'PreviewAccess');
const PreviewIdentity = lazyPage(() => import('./preview/page.tsx'), 'PreviewIdentity');
const PreviewPage = lazyPage(() => import('./preview/page.tsx'), 'PreviewPage');
const LinkSharingPage = lazyPage(() => import('./share/page.tsx'), 'LinkSharingPage');

/** The file pages of the user client (spec 1 §2), mounted inside the shell by app/router.tsx. */
export const fileRoutes: RouteObject[] = [
  { path: FILE_INDEX_PATH, element: <FileManagerPage /> },
  { path: FILE_MODEL_PREVIEW_PATH, element: <ModelPreviewPage /> },
];

/**
 * File pages outside the shell, mounted at the top level by app/router.tsx: the preview, which a
 * shared-link visitor opens signed out (PreviewAccess asks members to sign in).
 */
export const fileStandaloneRoutes: RouteObject[] = [
  {
    path: FILE_PREVIEW_PATH,
    element: <PreviewAccess />,
    children: [{ element: <PreviewIdentity />, children: [{ index: true, element: <PreviewPage /> }] }],
  },
  // The link page (spec 2 §2) opens signed out too; signed-in visitors see their top bar.
  { path: LINK_SHARING_PATH, element: <LinkSharingPage /> },
];
