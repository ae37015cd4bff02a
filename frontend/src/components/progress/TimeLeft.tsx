import Box from '@cloudscape-design/components/box';
import type { ProgressKind } from '@loopline/shared/contracts/content';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from './progressSettings.ts';

/**
 * "About N s left" under a bar of any kind, from the back office's progress settings and the one
 * shared estimate (`secondsLeft`). Nothing once the bar has reached its last stage.
 */
export function TimeLeft({
  kind,
  progress,
  testId,
}: {
  kind: ProgressKind;
  progress: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const left = useSecondsLeft(kind, progress);
  if (left === null || left <= 0) return null;
  return (
    <Box
      fontSize="body-s"
      color="text-body-secondary"
      data-testid={testId}
      data-kind={kind}
      data-seconds={left}
    >
      {t('models.timeLeft', { seconds: left })}
    </Box>
  );
}
