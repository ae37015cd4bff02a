import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Popover from '@cloudscape-design/components/popover';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../api/files.ts';
import { pidFileOf } from '../../../api/recognition.ts';
import { errorText } from '../../../app/queryClient.ts';
import { pagesPercent } from '../../../components/progress/progressSettings.ts';
import { TimeLeft } from '../../../components/progress/TimeLeft.tsx';
import { fileKeys } from '../queries.ts';
import { recognitionBadge } from './recognitionRules.ts';

/**
 * Why the drawing's recognition failed: read from its record when the popover opens, so the reason is
 * in the reader's language (the push carries it in the server's default language).
 */
function FailureReason({ entry }: { entry: FileEntry }) {
  const { t } = useTranslation();
  const record = useQuery({
    queryKey: fileKeys.pidFile(entry.projectId, entry.id),
    queryFn: () => pidFileOf(entry.projectId, entry.id, { silent: true }),
  });
  if (record.isPending) return <Spinner />;
  if (record.error) return <span>{errorText(record.error)}</span>;
  return (
    <span data-testid="recognition-reason">{record.data?.reason || t('recognition.failedNoReason')}</span>
  );
}

/**
 * A row's AI recognition (spec 1 §4): waiting, recognising with numSuccess/numPage, identified, or
 * failed with its reason and a retry. The data-* attributes let tests read the state without the wording.
 */
export function RecognitionStatus({
  entry,
  onRetry,
  retrying,
}: {
  entry: FileEntry;
  /** Sends the drawing again; absent when the caller may not. */
  onRetry?: (entry: FileEntry) => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  const badge = recognitionBadge(entry);
  if (badge.kind === 'none') return <Box color="text-status-inactive">-</Box>;
  return (
    <div
      className="ll-recognition-status"
      data-testid="recognition-status"
      data-entry-id={entry.id}
      data-state={badge.kind}
      data-progress={badge.kind === 'recognising' ? `${badge.numSuccess}/${badge.numPage}` : undefined}
    >
      {badge.kind === 'waiting' && (
        <StatusIndicator type="pending">{t('recognition.state.waiting')}</StatusIndicator>
      )}
      {badge.kind === 'recognising' && (
        <>
          <StatusIndicator type="in-progress">
            {badge.numPage > 0
              ? t('recognition.state.recognisingPages', { done: badge.numSuccess, total: badge.numPage })
              : t('recognition.state.recognising')}
          </StatusIndicator>
          <TimeLeft
            kind="identify"
            progress={pagesPercent(badge.numSuccess, badge.numPage)}
            testId="identify-time-left"
          />
        </>
      )}
      {badge.kind === 'identified' && (
        <StatusIndicator type="success">{t('recognition.state.identified')}</StatusIndicator>
      )}
      {badge.kind === 'failed' && (
        <Popover
          dismissButton={false}
          position="top"
          size="medium"
          triggerType="text"
          header={t('recognition.state.failed')}
          content={
            <SpaceBetween size="s">
              <FailureReason entry={entry} />
              {onRetry && (
                <Button
                  iconName="refresh"
                  loading={retrying}
                  onClick={() => onRetry(entry)}
                  data-testid="recognition-retry"
                >
                  {t('recognition.retry')}
                </Button>
              )}
            </SpaceBetween>
          }
        >
          <StatusIndicator type="error">{t('recognition.state.failed')}</StatusIndicator>
        </Popover>
      )}
    </div>
  );
}
