import Box from '@cloudscape-design/components/box';
import Popover from '@cloudscape-design/components/popover';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../api/files.ts';
import { TimeLeft } from '../../../components/progress/TimeLeft.tsx';
import { UpgradeProgress } from '../../../components/progress/UpgradeProgress.tsx';
import { parseBadge, upgradeBadge } from './modelRules.ts';

/**
 * A row's model state (spec 1 §4): parse state with its progress, the failure reason in a popover,
 * and the upgrade state. The data-* attributes let tests read the state without the wording.
 */
export function ModelStatus({ entry }: { entry: FileEntry }) {
  const { t } = useTranslation();
  const parse = parseBadge(entry);
  const upgrade = upgradeBadge(entry);
  if (parse.kind === 'none') return <Box color="text-status-inactive">-</Box>;
  return (
    <div
      className="ll-model-status"
      data-testid="model-status"
      data-entry-id={entry.id}
      data-parse={parse.kind}
      data-progress={parse.kind === 'parsing' ? parse.progress : undefined}
      data-upgrade={upgrade}
    >
      <SpaceBetween size="xxxs">
        {parse.kind === 'unparsed' && (
          <StatusIndicator type="pending">{t('models.state.unparsed')}</StatusIndicator>
        )}
        {parse.kind === 'parsing' && (
          <>
            <StatusIndicator type="in-progress">
              {t('models.state.parsing', { progress: parse.progress })}
            </StatusIndicator>
            <TimeLeft kind="parse" progress={parse.progress} testId="parse-time-left" />
          </>
        )}
        {parse.kind === 'parsed' && (
          <StatusIndicator type="success">{t('models.state.parsed')}</StatusIndicator>
        )}
        {parse.kind === 'failed' && (
          <Popover
            dismissButton={false}
            position="top"
            size="medium"
            triggerType="text"
            content={
              <span data-testid="model-parse-message">
                {parse.message || t('models.state.failedNoMessage')}
              </span>
            }
          >
            <StatusIndicator type="error">{t('models.state.failed')}</StatusIndicator>
          </Popover>
        )}
        {upgrade === 'upgrading' && (
          <>
            <StatusIndicator type="in-progress">{t('models.upgrade.upgrading')}</StatusIndicator>
            <UpgradeProgress variant="compact" />
          </>
        )}
        {upgrade === 'upgraded' && (
          <StatusIndicator type="info">{t('models.upgrade.upgraded')}</StatusIndicator>
        )}
        {upgrade === 'failed' && (
          <StatusIndicator type="warning">{t('models.upgrade.failed')}</StatusIndicator>
        )}
      </SpaceBetween>
    </div>
  );
}
