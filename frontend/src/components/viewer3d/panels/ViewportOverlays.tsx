import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { secondsLeft, stageProgress } from '@loopline/shared/contracts/content';
import { useTranslation } from 'react-i18next';
import { useProgressSetting } from '../../progress/progressSettings.ts';
import type { LoadProgress } from '../engine/loadModel.ts';
import { formatMetres, type MeasureResult } from '../engine/measure.ts';
import { formatBytes } from '../model/format.ts';

/**
 * Progress while the files download, then the parse / prepare / first-frame steps, drawn from the
 * loadProgress stages of the progress settings (download, decode, render) with the time left.
 */
export function LoadingOverlay({ progress }: { progress: LoadProgress | null }) {
  const { t } = useTranslation();
  const { stages, known } = useProgressSetting('loadProgress');
  let description: string;
  // Decoding the GLB is the viewer's "parse" phase; preparing the scene and the first frame render.
  let value = stageProgress(stages, 'render', 0);
  if (!progress) {
    description = t('viewer3d.loading.render');
  } else if (progress.phase === 'download') {
    const known = progress.total > 0;
    value = stageProgress(stages, 'download', known ? progress.loaded / progress.total : 0);
    description = known
      ? t('viewer3d.loading.download', {
          loaded: formatBytes(progress.loaded),
          total: formatBytes(progress.total),
        })
      : t('viewer3d.loading.downloadUnknown', { loaded: formatBytes(progress.loaded) });
  } else {
    description = t(progress.phase === 'parse' ? 'viewer3d.loading.parse' : 'viewer3d.loading.prepare');
    value = stageProgress(stages, progress.phase === 'parse' ? 'decode' : 'render', 0);
  }
  // The time left waits for the settings, so no default estimate is shown first.
  const left = known ? secondsLeft(stages, value) : 0;
  return (
    <div
      className="ll-v3d__overlay"
      data-testid="viewer3d-loading"
      data-progress={value}
      data-seconds={known ? left : undefined}
    >
      <div className="ll-v3d__overlay-card">
        <ProgressBar
          value={value}
          label={t('viewer3d.loading.title')}
          description={description}
          additionalInfo={left > 0 ? t('models.timeLeft', { seconds: left }) : undefined}
          ariaLabel={t('viewer3d.loading.title')}
        />
      </div>
    </div>
  );
}

export function ErrorOverlay({ messageKey, onRetry }: { messageKey: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="ll-v3d__overlay" data-testid="viewer3d-error">
      <div className="ll-v3d__overlay-card">
        <Alert
          type="error"
          header={t('viewer3d.error.title')}
          action={onRetry && <Button onClick={onRetry}>{t('viewer3d.retry')}</Button>}
        >
          {t(messageKey)}
        </Alert>
      </div>
    </div>
  );
}

/** The measuring tool's guidance and result, bottom left of the view. */
export function MeasurePanel({
  pointCount,
  result,
  onClear,
}: {
  pointCount: number;
  result: MeasureResult | null;
  onClear(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ll-v3d__measure" data-testid="viewer3d-measure">
      {result ? (
        <SpaceBetween size="xxs">
          <Box fontWeight="bold">
            {t('viewer3d.measure.result', { value: formatMetres(result.distance) })}
          </Box>
          <Box fontSize="body-s" color="text-body-secondary">
            {t('viewer3d.measure.deltas', {
              dx: formatMetres(result.dx),
              dy: formatMetres(result.dy),
              dz: formatMetres(result.dz),
            })}
          </Box>
          <Button variant="inline-link" onClick={onClear}>
            {t('viewer3d.measure.clear')}
          </Button>
        </SpaceBetween>
      ) : (
        <Box>{t(pointCount === 0 ? 'viewer3d.measure.hintFirst' : 'viewer3d.measure.hintSecond')}</Box>
      )}
    </div>
  );
}
