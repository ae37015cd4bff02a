import Modal from '@cloudscape-design/components/modal';
import Tabs from '@cloudscape-design/components/tabs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../api/files.ts';
import type { ShareSelection } from '../../../api/share.ts';
import { LinkTab } from './LinkTab.tsx';
import { MembersTab } from './MembersTab.tsx';

/** The share dialog (spec 1 §2): a link for anyone, or a notice to members of the project. */
export function ShareDialog({
  projectId,
  entries,
  onClose,
}: {
  projectId: string;
  entries: readonly FileEntry[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const selection: ShareSelection = useMemo(
    () => ({
      projectId,
      fileIds: entries.filter((e) => e.isFile).map((e) => e.id),
      dirIds: entries.filter((e) => !e.isFile).map((e) => e.id),
    }),
    [projectId, entries],
  );
  const [first] = entries;
  const header =
    entries.length === 1 && first
      ? t('share.dialog.title', { name: first.fileName })
      : t('share.dialog.titleMany', { count: entries.length });

  return (
    <Modal
      visible
      size="medium"
      header={header}
      closeAriaLabel={t('share.dialog.close')}
      onDismiss={onClose}
      data-testid="share-dialog"
    >
      <Tabs
        tabs={[
          {
            id: 'link',
            label: <span data-testid="share-tab-link">{t('share.tab.link')}</span>,
            content: <LinkTab selection={selection} onClose={onClose} />,
          },
          {
            id: 'members',
            label: <span data-testid="share-tab-members">{t('share.tab.members')}</span>,
            content: <MembersTab selection={selection} onClose={onClose} />,
          },
        ]}
      />
    </Modal>
  );
}
