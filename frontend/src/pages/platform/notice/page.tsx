import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelPublishing,
  type PlatformNotice,
  queryPlatformNotices,
  removePlatformNotices,
} from '../../../api/notice.ts';
import {
  ConfirmDelete,
  CRUD_DEFAULT_PAGE_SIZE,
  CrudTable,
  requireSelection,
} from '../../../components/crud/CrudTable.tsx';
import { shortTime as when } from '../../../components/crud/format.ts';
import { notify } from '../../../components/notifications/store.ts';
import { NoticeForm } from './NoticeForm.tsx';
import { PublishDialog } from './PublishDialog.tsx';

/** Back office: platform notices (spec 3 §2 notice, §4 publish and cancel publishing). */
export function PlatformNoticePage() {
  const { t } = useTranslation();
  const [items, setItems] = useState<PlatformNotice[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(CRUD_DEFAULT_PAGE_SIZE);
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState<'' | '0' | '1'>('');
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<PlatformNotice[]>([]);
  const [editing, setEditing] = useState<PlatformNotice | 'new' | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const result = await queryPlatformNotices({
        current: page,
        size: pageSize,
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(status ? { status: Number(status) as 0 | 1 } : {}),
      });
      setItems(result.records);
      setTotal(result.total);
      setSelected([]);
    } catch {
      setItems([]);
    } finally {
      setLoading(false);
    }
  }, [page, pageSize, title, status]);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = async () => {
    setBusy(true);
    try {
      const res = await removePlatformNotices(selected.map((n) => n.id));
      notify.success(res.msg);
      setDeleting(false);
      await load();
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (!requireSelection(selected)) return;
    const res = await cancelPublishing(selected.map((n) => n.id));
    notify.success(res.msg);
    await load();
  };

  const columns: TableProps.ColumnDefinition<PlatformNotice>[] = [
    { id: 'title', header: t('noticeAdmin.col.title'), cell: (n) => n.title, isRowHeader: true },
    { id: 'titleEn', header: t('noticeAdmin.col.titleEn'), cell: (n) => n.titleEn },
    {
      id: 'languages',
      header: t('noticeAdmin.col.languages'),
      cell: (n) => (
        <SpaceBetween direction="horizontal" size="xxs">
          {n.languages.split(',').map((l) => (
            <Badge key={l}>{t(`lang.${l}`)}</Badge>
          ))}
        </SpaceBetween>
      ),
    },
    {
      id: 'status',
      header: t('noticeAdmin.col.status'),
      cell: (n) =>
        n.expired ? (
          <StatusIndicator type="stopped">{t('noticeAdmin.expired')}</StatusIndicator>
        ) : (
          <StatusIndicator type={n.status === 1 ? 'success' : 'pending'}>
            {t(`noticeAdmin.status.${n.status}`)}
          </StatusIndicator>
        ),
    },
    {
      id: 'endTime',
      header: t('noticeAdmin.col.endTime'),
      cell: (n) => (n.status === 1 ? when(n.endTime) : '—'),
    },
    {
      id: 'recipients',
      header: t('noticeAdmin.col.recipients'),
      cell: (n) => (n.status === 1 ? (n.recipients ?? 0) : '—'),
    },
    { id: 'updateTime', header: t('noticeAdmin.col.updateTime'), cell: (n) => when(n.updateTime) },
  ];

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
        items={items}
        columns={columns}
        trackBy="id"
        loading={loading}
        total={total}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        selected={selected}
        onSelect={setSelected}
        header={
          <Header
            counter={selected.length ? `(${selected.length}/${total})` : `(${total})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="refresh" ariaLabel={t('crud.refresh')} onClick={() => void load()} />
                <Button
                  data-testid="notice-delete"
                  onClick={() => requireSelection(selected) && setDeleting(true)}
                >
                  {t('crud.delete')}
                </Button>
                <Button data-testid="notice-cancel-publish" onClick={() => void cancel()}>
                  {t('noticeAdmin.cancelPublish')}
                </Button>
                <Button
                  data-testid="notice-publish"
                  onClick={() => requireSelection(selected) && setPublishing(true)}
                >
                  {t('noticeAdmin.publish')}
                </Button>
                <Button
                  data-testid="notice-edit"
                  disabled={selected.length !== 1}
                  onClick={() => setEditing(selected[0]!)}
                >
                  {t('noticeAdmin.edit')}
                </Button>
                <Button variant="primary" data-testid="notice-add" onClick={() => setEditing('new')}>
                  {t('noticeAdmin.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('noticeAdmin.title')}
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="xs">
            <TextFilter
              filteringText={title}
              filteringPlaceholder={t('noticeAdmin.search')}
              filteringAriaLabel={t('noticeAdmin.search')}
              onChange={({ detail }) => {
                setTitle(detail.filteringText);
                setPage(1);
              }}
            />
            <Select
              selectedOption={statusOptions.find((o) => o.value === status)!}
              options={statusOptions}
              onChange={({ detail }) => {
                setStatus((detail.selectedOption.value ?? '') as '' | '0' | '1');
                setPage(1);
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
            void load();
          }}
        />
      )}
      {publishing && (
        <PublishDialog
          notices={selected}
          onClose={() => setPublishing(false)}
          onPublished={() => {
            setPublishing(false);
            void load();
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(false)} onConfirm={() => void remove()} />
      )}
    </ContentLayout>
  );
}
