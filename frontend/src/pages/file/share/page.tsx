import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { cancelShareLink, type LinkDetail } from '../../../api/share.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { PublicLayout } from '../../PublicLayout.tsx';
import { absoluteTime } from '../manager/rules.ts';
import { sharedPreviewPath } from '../preview/query.ts';
import { CodeForm, GonePage } from './LinkBlocked.tsx';
import { linkSharingPath } from './linkUrl.ts';
import { SharedTable } from './SharedTable.tsx';
import { useLinkShare } from './useLinkShare.ts';
import './share.css';

function Facts({ detail }: { detail: LinkDetail }) {
  const { t } = useTranslation();
  return (
    <SpaceBetween direction="horizontal" size="l">
      <span data-testid="share-creator">{t('share.page.sharedBy', { name: detail.creatorName })}</span>
      <span>{t('share.page.sharedAt', { time: absoluteTime(detail.createTime) })}</span>
      <span data-testid="share-expiry">
        {detail.expireTime
          ? t('share.page.expires', { time: absoluteTime(detail.expireTime) })
          : t('share.page.permanent')}
      </span>
    </SpaceBetween>
  );
}

/**
 * #/file/linkSharing?id=&dirId= (spec 2 §2): a share opened by anyone with the link, signed in or
 * not. The code is asked for when needed and kept for the tab; cancel-sharing is the creator's,
 * at the top level only (spec 1 §6).
 */
export function LinkSharingPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const dirId = params.get('dirId') || undefined;
  const { state, submitCode, reload } = useLinkShare(id, dirId);
  const [confirming, setConfirming] = useState(false);

  let body: React.ReactNode;
  if (!id) body = <GonePage block={{ kind: 'gone', reason: 'notFound' }} onRetry={reload} />;
  else if (state.status === 'loading')
    body = (
      <Box textAlign="center" padding="xxl" data-testid="share-loading">
        <Spinner size="large" /> {t('share.page.loading')}
      </Box>
    );
  else if (state.status === 'blocked')
    body =
      state.block.kind === 'code' ? (
        <CodeForm detail={state.detail} error={state.block.error} onSubmit={submitCode} />
      ) : (
        <GonePage block={state.block} onRetry={reload} />
      );
  else {
    const { detail, files, code } = state;
    body = (
      <Container
        header={
          <Header
            variant="h1"
            description={<Facts detail={detail} />}
            actions={
              detail.isCreator && !dirId ? (
                <Button onClick={() => setConfirming(true)} data-testid="share-cancel">
                  {t('share.page.cancelShare')}
                </Button>
              ) : undefined
            }
          >
            {t('share.page.title')}
          </Header>
        }
      >
        <SpaceBetween size="m">
          {detail.downState === 0 && (
            <Alert type="info" data-testid="share-no-download">
              {t('share.page.noDownload')}
            </Alert>
          )}
          <SharedTable
            linkId={id}
            code={code}
            files={files}
            onOpenFolder={(folder) => navigate(linkSharingPath(id, folder))}
            onOpenFile={(row) => navigate(sharedPreviewPath(id, row))}
          />
        </SpaceBetween>
      </Container>
    );
  }

  return (
    <PublicLayout>
      <div data-testid="share-page">{body}</div>
      {confirming && (
        <ConfirmModal
          header={t('share.page.cancelShare')}
          confirmText={t('share.page.cancelShare')}
          onConfirm={async () => {
            const res = await cancelShareLink(id);
            notify.success(res.msg);
            reload();
          }}
          onCancel={() => setConfirming(false)}
          onDone={() => setConfirming(false)}
          testId="share-cancel-confirm"
        >
          {t('share.page.cancelConfirm')}
        </ConfirmModal>
      )}
    </PublicLayout>
  );
}
