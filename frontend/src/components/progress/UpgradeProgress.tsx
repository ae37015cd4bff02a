import ProgressBar from '@cloudscape-design/components/progress-bar';
import { progressAfter, secondsLeft } from '@loopline/shared/contracts/content';
import { useTranslation } from 'react-i18next';
import { useProgressSetting } from './progressSettings.ts';
import { useElapsedSeconds } from './useElapsed.ts';

/**
 * An upgrade under way: the upgrade pipeline reports only "upgrading", so the bar walks the
 * upgrade stages of the progress settings at their expected durations from when the page saw it
 * start (never past 99% until the push says it is done), with the time left from the same estimate.
 */
export function UpgradeProgress({ variant = 'standalone' }: { variant?: 'standalone' | 'compact' }) {
  const { t } = useTranslation();
  const { stages, known } = useProgressSetting('upgrade');
  const elapsed = useElapsedSeconds(true);
  const value = progressAfter(stages, elapsed);
  const left = known ? secondsLeft(stages, value) : 0;
  return (
    <div data-testid="upgrade-progress" data-progress={value} data-seconds={known ? left : undefined}>
      <ProgressBar
        value={value}
        label={variant === 'standalone' ? t('models.upgrade.upgrading') : undefined}
        description={left > 0 ? t('models.timeLeft', { seconds: left }) : undefined}
        variant={variant === 'compact' ? 'key-value' : 'standalone'}
      />
    </div>
  );
}
