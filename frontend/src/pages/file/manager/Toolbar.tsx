import Button from '@cloudscape-design/components/button';
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../api/files.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { UploadButton } from '../../../components/upload/UploadButton.tsx';
import { projectPaths } from '../../project/paths.ts';
import { type ActionContext, actionState, type EntryAction } from './rules.ts';

export interface ToolbarProps {
  projectId: string;
  projectName: string;
  dirId: string;
  selection: readonly FileEntry[];
  context: ActionContext;
  canCreateFolder: boolean;
  canUpload: boolean;
  downloading: boolean;
  onRefresh: () => void;
  onNewFolder: () => void;
  onUploaded: () => void;
  onAction: (action: EntryAction) => void;
  /** The model menu (issue 7: ModelActions), shown before "more". */
  modelActions?: ReactNode;
}

/**
 * The file manager's actions (spec 1 §2, §6): new folder and upload for the folder shown;
 * download, move and delete for the selection; rename and permission in the "more" menu. An
 * action shows only when every selected entry allows it; nothing shows in the special project.
 */
export function Toolbar(props: ToolbarProps) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const state = (action: EntryAction) => actionState(action, props.selection, props.context);
  const button = (action: 'download' | 'move' | 'delete') =>
    state(action) === 'hidden' ? null : (
      <Button
        key={action}
        iconName={action === 'download' ? 'download' : action === 'delete' ? 'remove' : 'folder'}
        loading={action === 'download' && props.downloading}
        onClick={() => props.onAction(action)}
        data-testid={`file-action-${action}`}
      >
        {t(`files.action.${action}`)}
      </Button>
    );
  const more: ButtonDropdownProps.Item[] = (['share', 'rename', 'permission'] as const)
    .filter((action) => state(action) !== 'hidden')
    .map((action) => ({
      id: action,
      text: action === 'share' ? t('share.action') : t(`files.action.${action}`),
      disabled: state(action) === 'disabled',
      disabledReason: state(action) === 'disabled' ? t('files.action.oneOnly') : undefined,
    }));

  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button
        iconName="refresh"
        variant="icon"
        ariaLabel={t('files.action.refresh')}
        onClick={props.onRefresh}
        data-testid="file-action-refresh"
      />
      {props.canCreateFolder && (
        <Button iconName="add-plus" onClick={props.onNewFolder} data-testid="file-action-new-folder">
          {t('files.action.newFolder')}
        </Button>
      )}
      {props.canUpload && (
        <UploadButton
          projectId={props.projectId}
          dirId={props.dirId}
          projectName={props.projectName}
          onUploaded={props.onUploaded}
        />
      )}
      {button('download')}
      {button('move')}
      {button('delete')}
      {props.modelActions}
      {more.length > 0 && (
        <ButtonDropdown
          items={more}
          onItemClick={({ detail }) => props.onAction(detail.id as EntryAction)}
          data-testid="file-action-more"
        >
          {t('files.action.more')}
        </ButtonDropdown>
      )}
      {/* Members, groups and invitations (issue 15: reachable from the files, not only the breadcrumb). */}
      {props.context.isDefault !== 2 && (
        <Button
          iconName="settings"
          onClick={() => navigate(projectPaths.settings(props.projectId))}
          data-testid="file-action-project-settings"
        >
          {t('projectSettings.title')}
        </Button>
      )}
    </SpaceBetween>
  );
}
