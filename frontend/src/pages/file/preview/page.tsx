import Alert from '@cloudscape-design/components/alert';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useSearchParams } from 'react-router-dom';
import { storedShareCode } from '../../../api/previews.ts';
import { IdentityGuard } from '../../../app/IdentityGuard.tsx';
import { RequireAuth } from '../../../app/RequireAuth.tsx';
import { useSession } from '../../../app/session.ts';
import { useSocketConnection } from '../../../socket/index.ts';
import { PreviewScreen } from './PreviewScreen.tsx';
import { isShareLink, readPreviewQuery, SHARE_LINK_SOURCE } from './query.ts';
import './preview.css';

/**
 * The access rule of #/file/preview (spec 1 §2): a file seen through a shared link needs no sign-in
 * (the server checks the link and its code on every call); every other preview does.
 */
export function PreviewAccess() {
  const [params] = useSearchParams();
  return params.get('sourceType') === SHARE_LINK_SOURCE ? <Outlet /> : <RequireAuth />;
}

/** Inside PreviewAccess: members pass the identity guard too (a locked screen stays on /lock). */
export function PreviewIdentity() {
  const [params] = useSearchParams();
  return params.get('sourceType') === SHARE_LINK_SOURCE ? <Outlet /> : <IdentityGuard />;
}

/** #/file/preview?type=&pk_doc=&name=&page=&projectId=&sourceType=[&linkId=]: one file's preview. */
export function PreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const query = useMemo(() => readPreviewQuery(params), [params]);
  const shared = query ? isShareLink(query) : false;
  // The shell is not around the preview: members get their status pushes here.
  useSocketConnection(shared ? undefined : session.user?.userId);
  const link = useMemo(
    () =>
      query?.linkId && shared ? { linkId: query.linkId, code: storedShareCode(query.linkId) } : undefined,
    [query?.linkId, shared],
  );
  if (!query)
    return (
      <div className="ll-preview ll-preview--message">
        <Alert type="error" data-testid="preview-bad-link">
          {t('filePreview.badLink')}
        </Alert>
      </div>
    );
  return <PreviewScreen query={query} link={link} />;
}
