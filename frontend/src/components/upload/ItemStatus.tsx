import ProgressBar from '@cloudscape-design/components/progress-bar';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { QueueItem } from '../../upload/queue.ts';

/** A live item's status: a progress bar while it moves, an indicator once it stops. */
export function ItemStatus({ item }: { item: QueueItem }) {
  const { t } = useTranslation();
  if (item.status === 'success')
    return <StatusIndicator type="success">{t('uploads.status.success')}</StatusIndicator>;
  if (item.status === 'error' || item.status === 'fileError')
    return <StatusIndicator type="error">{item.message || t('uploads.status.error')}</StatusIndicator>;
  if (item.status === 'paused')
    return (
      <StatusIndicator type="stopped">
        {item.needsFile ? t('uploads.status.needsFile') : t('uploads.status.paused')}
      </StatusIndicator>
    );
  return (
    <ProgressBar
      value={item.progress}
      additionalInfo={t(`uploads.status.${item.status}`)}
      ariaLabel={item.name}
      data-testid="upload-progress"
    />
  );
}
