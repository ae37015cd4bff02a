import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelPublishing,
  type PlatformNotice,
  queryPlatformNotices,
  removePlatformNotices,
} from '../../../api/notice.ts';
import { ConfirmDelete, CRUD_DEFAULT_PAGE_SIZE, CrudTable } from '../../../components/crud/CrudTable.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../components/paged/usePagedQuery.ts';
import { platformKeys } from '../queries.ts';
import { noticeColumns } from './columns.tsx';
import { NoticeTableHeader } from './header.tsx';
import { NoticeForm } from './NoticeForm.tsx';
import { PublishDialog } from './PublishDialog.tsx';

type Status = '' | '0' | '1';

/** Back office: platform notices (spec 3 §2 notice, §4 publish and cancel publishing). */
export function PlatformNoticePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('');
  const [editing, setEditing] = useState<PlatformNotice | 'new' | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const notices = usePagedQuery({
    queryKey: [...platformKeys.notices(), status],
    load: ({ current, size, search }) =>
      queryPlatformNotices({
        current,
        size,
        ...(search ? { title: search } : {}),
        ...(status ? { status: Number(status) as 0 | 1 } : {}),
      }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const { selected } = notices;
  const reload = () => queryClient.invalidateQueries({ queryKey: platformKeys.notices() });

  const remove = async () => {
    setBusy(true);
    try {
      const res = await removePlatformNotices(selected.map((n) => n.id));
      notify.success(res.msg);
      setDeleting(false);
      await reload();
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    const res = await cancelPublishing(selected.map((n) => n.id));
    notify.success(res.msg);
    await reload();
  };

  const statusOptions = [
    { value: '', label: t('noticeAdmin.anyStatus') },
    { value: '0', label: t('noticeAdmin.status.0') },
    { value: '1', label: t('noticeAdmin.status.1') },
  ];

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('noticeAdmin.description')}>
          {t('noticeAdmin.title')}
        </Header>
      }
    >
      <CrudTable<PlatformNotice>
        testId="notice-table"
        paged={notices}
        columns={noticeColumns(t)}
        trackBy="id"
        header={
          <NoticeTableHeader
            selected={selected}
            total={notices.total}
            onRefresh={() => void notices.refetch()}
            onDelete={() => setDeleting(true)}
            onCancelPublishing={() => void cancel()}
            onPublish={() => setPublishing(true)}
            onEdit={setEditing}
            onAdd={() => setEditing('new')}
          />
        }
        filter={
          <SpaceBetween direction="horizontal" size="xs">
            <TextFilter
              filteringText={notices.filter}
              filteringPlaceholder={t('noticeAdmin.search')}
              filteringAriaLabel={t('noticeAdmin.search')}
              onChange={({ detail }) => notices.setFilter(detail.filteringText)}
            />
            <Select
              selectedOption={statusOptions.find((o) => o.value === status)!}
              options={statusOptions}
              onChange={({ detail }) => {
                setStatus((detail.selectedOption.value ?? '') as Status);
                notices.setCurrent(1);
              }}
            />
          </SpaceBetween>
        }
      />
      {editing && (
        <NoticeForm
          notice={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {publishing && (
        <PublishDialog
          notices={selected}
          onClose={() => setPublishing(false)}
          onPublished={() => {
            setPublishing(false);
            void reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(false)} onConfirm={() => void remove()} />
      )}
    </ContentLayout>
  );
}
