import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Flashbar from '@cloudscape-design/components/flashbar';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../api/files.ts';
import { ModelActions } from './ModelActions.tsx';
import { RecognitionAction } from './RecognitionAction.tsx';
import { Toolbar, type ToolbarProps } from './Toolbar.tsx';

/** The list's header: the folder (or search) title with its count, and the actions with AI recognition and the model menu. */
export function FolderHeader({
  title,
  total,
  searching,
  toolbar,
  onPatch,
}: {
  title: string;
  total: number | null;
  searching: boolean;
  toolbar: Omit<ToolbarProps, 'modelActions'>;
  onPatch: (id: string, fields: Partial<FileEntry>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Header
      variant="h2"
      counter={total === null ? undefined : `(${total})`}
      description={searching ? t('files.search.scope') : undefined}
      actions={
        <Toolbar
          {...toolbar}
          modelActions={
            <>
              <RecognitionAction
                projectId={toolbar.projectId}
                selection={toolbar.selection}
                context={toolbar.context}
                onPatch={onPatch}
              />
              <ModelActions
                projectId={toolbar.projectId}
                rootLabel={t('files.tree.root')}
                selection={toolbar.selection}
                context={toolbar.context}
                onPatch={onPatch}
              />
            </>
          }
        />
      }
    >
      <span data-testid="file-folder-name">{title}</span>
    </Header>
  );
}

/** Above the list: a folder that is gone or unreadable (with the way back to the root), and a zip being made. */
export function FolderNotices({
  problem,
  zipping,
  onRoot,
}: {
  /** The folder's read failure ('' when it does not exist); null when it is fine. */
  problem: string | null;
  zipping: { name: string; count: number } | null;
  onRoot: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {problem !== null && (
        <Alert
          type="error"
          data-testid="file-folder-missing"
          action={<Button onClick={onRoot}>{t('files.folderMissing.root')}</Button>}
        >
          {problem || t('files.folderMissing.text')}
        </Alert>
      )}
      {zipping && (
        <Flashbar
          items={[
            {
              type: 'info',
              loading: true,
              content: t('files.download.zipping', { name: zipping.name, count: zipping.count }),
              id: 'zipping',
            },
          ]}
          data-testid="file-zipping"
        />
      )}
    </>
  );
}
