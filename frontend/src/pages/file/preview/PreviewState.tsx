import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import type { PreviewLoad } from './usePreviewSource.ts';

/** Everything but a viewer: loading, a refusal, a conversion under way or failed, an error. */
export function PreviewState({
  load,
  onRetry,
  onReconvert,
  canReconvert,
  onDownload,
}: {
  load: PreviewLoad;
  onRetry: () => void;
  /** Runs a failed conversion again (members), or asks for the state again (link visitors). */
  onReconvert: () => void;
  canReconvert: boolean;
  /** Offered beside a refusal when the file cannot be previewed but may be downloaded. */
  onDownload: (() => void) | null;
}) {
  const { t } = useTranslation();
  const retry = <Button onClick={onRetry}>{t('filePreview.retry')}</Button>;
  const download = onDownload && (
    <Button iconName="download" onClick={onDownload} data-testid="preview-refused-download">
      {t('filePreview.download')}
    </Button>
  );
  switch (load.kind) {
    case 'loading':
      return (
        <div className="ll-preview__center" data-testid="preview-loading">
          <Spinner size="large" />
        </div>
      );
    case 'converting':
      return (
        <div className="ll-preview__center" data-testid="preview-converting">
          <SpaceBetween size="s" alignItems="center">
            <Spinner size="large" />
            <Box variant="h3">{t('filePreview.converting')}</Box>
            <Box color="text-body-secondary">{t('filePreview.convertingHint')}</Box>
          </SpaceBetween>
        </div>
      );
    case 'refused':
      return (
        <div className="ll-preview__center">
          <Alert type="warning" action={download} data-testid="preview-refused" data-reason={load.key}>
            {t(load.key)}
          </Alert>
        </div>
      );
    case 'denied':
      return (
        <div className="ll-preview__center">
          <Alert
            type="warning"
            action={load.code === 400 ? download : undefined}
            data-testid="preview-refused"
            data-code={load.code}
          >
            {load.message}
          </Alert>
        </div>
      );
    case 'failed':
      return (
        <div className="ll-preview__center">
          <Alert
            type="error"
            header={t('filePreview.failed')}
            action={
              <Button onClick={onReconvert} data-testid="preview-reconvert">
                {t(canReconvert ? 'filePreview.reconvert' : 'filePreview.recheck')}
              </Button>
            }
            data-testid="preview-failed"
          >
            {load.message || t('filePreview.failedNoReason')}
          </Alert>
        </div>
      );
    case 'error':
      return (
        <div className="ll-preview__center">
          <Alert type="error" header={t('filePreview.loadFailed')} action={retry} data-testid="preview-error">
            {load.message}
          </Alert>
        </div>
      );
    default:
      // A ready source no viewer shows (a kind this client does not know).
      return (
        <div className="ll-preview__center">
          <Alert type="warning" data-testid="preview-refused" data-reason="formatNotSupported">
            {t('formatNotSupported')}
          </Alert>
        </div>
      );
  }
}
