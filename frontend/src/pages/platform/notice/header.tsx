import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { PlatformNotice } from '../../../api/notice.ts';
import { selectionAction } from '../../../components/crud/selection.ts';

/** The notice table's header: the count (picked of all) and refresh, delete, cancel publishing, publish, edit, add. */
export function NoticeTableHeader({
  selected,
  total,
  onRefresh,
  onDelete,
  onCancelPublishing,
  onPublish,
  onEdit,
  onAdd,
}: {
  selected: PlatformNotice[];
  total: number;
  onRefresh: () => void;
  onDelete: () => void;
  onCancelPublishing: () => void;
  onPublish: () => void;
  onEdit: (notice: PlatformNotice) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Header
      counter={selected.length ? `(${selected.length}/${total})` : `(${total})`}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button iconName="refresh" ariaLabel={t('crud.refresh')} onClick={onRefresh} />
          <Button
            data-testid="notice-delete"
            {...selectionAction(selected, t('crud.selectOne'))}
            onClick={() => onDelete()}
          >
            {t('crud.delete')}
          </Button>
          <Button
            data-testid="notice-cancel-publish"
            {...selectionAction(selected, t('crud.selectOne'))}
            onClick={onCancelPublishing}
          >
            {t('noticeAdmin.cancelPublish')}
          </Button>
          <Button
            data-testid="notice-publish"
            {...selectionAction(selected, t('crud.selectOne'))}
            onClick={() => onPublish()}
          >
            {t('noticeAdmin.publish')}
          </Button>
          <Button
            data-testid="notice-edit"
            disabled={selected.length !== 1}
            onClick={() => onEdit(selected[0]!)}
          >
            {t('noticeAdmin.edit')}
          </Button>
          <Button variant="primary" data-testid="notice-add" onClick={onAdd}>
            {t('noticeAdmin.add')}
          </Button>
        </SpaceBetween>
      }
    >
      {t('noticeAdmin.title')}
    </Header>
  );
}
