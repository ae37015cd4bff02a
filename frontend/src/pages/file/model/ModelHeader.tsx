import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { convertModelWlk, type ModelView, updatePublishState } from '../../../api/models.ts';
import { notify } from '../../../components/notifications/store.ts';
import {
  canDownloadParsed,
  canDownloadUpgraded,
  canUpgrade,
  publishAction,
  upgradeBadge,
} from '../manager/modelRules.ts';
import { useDownBenefits } from '../queries.ts';
import { downloadModel } from './modelDownload.ts';

export interface ModelHeaderProps {
  projectId: string;
  view: ModelView;
  /** The project's creator (publishing is theirs, spec 1 §6); false in the special project. */
  isCreator: boolean;
  onChange: (fields: Partial<ModelView>) => void;
}

/** The viewer page's header: name, upgrade and publish state, Upgrade, Publish/Unpublish, downloads. */
export function ModelHeader({ projectId, view, isCreator, onChange }: ModelHeaderProps) {
  const { t } = useTranslation();
  const benefits = useDownBenefits();
  const [busy, setBusy] = useState<'upgrade' | 'publish' | null>(null);

  // The view names the file by its own fields; the rules read them as an entry.
  const entry = {
    isFile: 1 as const,
    fileName: view.fileName,
    fileSuffix: view.fileName.slice(view.fileName.lastIndexOf('.') + 1),
    filePerms: view.filePerms,
    isModel: view.isModel,
    isWlkModel: view.isWlkModel,
    publishStatus: view.publishStatus,
  };
  const upgrade = upgradeBadge(view);
  const publish = publishAction(view, isCreator);

  const run = async (kind: 'upgrade' | 'publish', call: () => Promise<unknown>, after: () => void) => {
    setBusy(kind);
    try {
      await call();
      after();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Header
      variant="h1"
      description={
        <SpaceBetween direction="horizontal" size="m">
          <span data-testid="model-upgrade-state" data-upgrade={upgrade}>
            {t('models.page.upgradeState')}{' '}
            {upgrade === 'none' ? (
              <StatusIndicator type="stopped">{t('models.page.notUpgraded')}</StatusIndicator>
            ) : upgrade === 'upgrading' ? (
              <StatusIndicator type="in-progress">{t('models.upgrade.upgrading')}</StatusIndicator>
            ) : upgrade === 'upgraded' ? (
              <StatusIndicator type="success">{t('models.upgrade.upgraded')}</StatusIndicator>
            ) : (
              <StatusIndicator type="warning">{t('models.upgrade.failed')}</StatusIndicator>
            )}
          </span>
          <span data-testid="model-publish-state" data-publish={view.publishStatus}>
            {t('models.page.publishState')}{' '}
            <StatusIndicator type={view.publishStatus === '1' ? 'success' : 'stopped'}>
              {t(`files.publish.${view.publishStatus}`)}
            </StatusIndicator>
          </span>
          <span>
            {t('models.page.showing')}{' '}
            {t(view.upgraded ? 'models.page.showingUpgraded' : 'models.page.showingParsed')}
          </span>
        </SpaceBetween>
      }
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          {canDownloadParsed(entry, benefits) && (
            <Button
              iconName="download"
              onClick={() => void downloadModel(projectId, view.id, 'parsed')}
              data-testid="model-download-parsed"
            >
              {t('models.action.parsedDownload')}
            </Button>
          )}
          {canDownloadUpgraded(entry, benefits) && (
            <Button
              iconName="download"
              onClick={() => void downloadModel(projectId, view.id, 'upgraded')}
              data-testid="model-download-upgraded"
            >
              {t('models.action.speedDownload')}
            </Button>
          )}
          {canUpgrade(entry) && (
            <Button
              loading={busy === 'upgrade'}
              onClick={() =>
                void run(
                  'upgrade',
                  () => convertModelWlk(projectId, [view.id]),
                  () => {
                    notify.success(t('models.upgrade.started'));
                    onChange({ isWlkModel: 2 });
                  },
                )
              }
              data-testid="model-upgrade"
            >
              {t('models.upgrade.submit')}
            </Button>
          )}
          {publish && (
            <Button
              variant="primary"
              loading={busy === 'publish'}
              onClick={() => {
                const to = publish === 'publish' ? '1' : '0';
                void run(
                  'publish',
                  () => updatePublishState(projectId, [view.id], to),
                  () => {
                    notify.success(t(to === '1' ? 'models.publish.published' : 'models.publish.unpublished'));
                    onChange({ publishStatus: to });
                  },
                );
              }}
              data-testid={`model-${publish}`}
            >
              {t(`models.publish.${publish}`)}
            </Button>
          )}
        </SpaceBetween>
      }
    >
      <span data-testid="model-file-name">{view.fileName}</span>
    </Header>
  );
}
