import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AttachView,
  downloadAttachment,
  listAttachments,
  removeAttachments,
  renameAttachment,
  uploadAttachment,
} from '../../../api/consoleClients.ts';
import { formatBytes } from '../../../app/format.ts';
import { saveBlob } from '../../../app/saveAs.ts';
import { ConfirmDelete, CRUD_DEFAULT_PAGE_SIZE, CrudTable } from '../../../components/crud/CrudTable.tsx';
import { shortTime } from '../../../components/crud/format.ts';
import { selectionAction } from '../../../components/crud/selection.ts';
import { notify } from '../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../components/paged/usePagedQuery.ts';
import { FormModal } from '../org/FormModal.tsx';
import { clientsKeys } from './queries.ts';

function columns(t: TFunction, download: (a: AttachView) => void): TableProps.ColumnDefinition<AttachView>[] {
  return [
    {
      id: 'name',
      header: t('attach.name'),
      isRowHeader: true,
      cell: (a) => (
        <Button variant="inline-link" onClick={() => download(a)}>
          {a.name}
        </Button>
      ),
    },
    { id: 'extension', header: t('attach.extension'), cell: (a) => a.extension || '—' },
    { id: 'size', header: t('attach.size'), cell: (a) => formatBytes(a.attachSize) },
    { id: 'config', header: t('attach.config'), cell: (a) => a.configCode },
    { id: 'bucket', header: t('attach.bucket'), cell: (a) => a.bucketName },
    { id: 'createUser', header: t('attach.createUser'), cell: (a) => a.createUser },
    { id: 'createTime', header: t('attach.createTime'), cell: (a) => shortTime(a.createTime) },
  ];
}

/**
 * /platform/resource/attach: files stored in the bucket of the enabled OSS config (blade-resource
 * attach): upload, download, rename, delete (the object leaves its bucket too).
 */
export function PlatformAttachPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [renaming, setRenaming] = useState<AttachView | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const paged = usePagedQuery<AttachView>({
    queryKey: clientsKeys.attachments(),
    load: ({ current, size, search }) =>
      listAttachments({ current, size, ...(search ? { name: search } : {}) }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const { selected } = paged;
  const reload = () => queryClient.invalidateQueries({ queryKey: clientsKeys.attachments() });

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const res = await uploadAttachment(file);
      notify.success(res.msg);
      await reload();
    } catch (error) {
      // No enabled config, a missing bucket, an endpoint that does not answer: the message names it.
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };
  const download = (a: AttachView) =>
    void downloadAttachment(a)
      .then(({ blob, fileName }) => saveBlob(blob, fileName))
      .catch((error: unknown) =>
        notify.error(error instanceof Error ? error.message : t('attach.downloadFailed')),
      );
  const remove = async () => {
    setBusy(true);
    try {
      await removeAttachments(selected.map((a) => a.id));
      notify.success(t('crud.deleteSuccess'));
      setDeleting(false);
      await reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('attach.description')}>
          {t('attach.title')}
        </Header>
      }
    >
      <CrudTable<AttachView>
        testId="attach-table"
        paged={paged}
        trackBy="id"
        stickyLast={1}
        columns={[
          ...columns(t, download),
          {
            id: 'actions',
            header: t('crud.actions'),
            cell: (a) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="inline-link" onClick={() => download(a)}>
                  {t('attach.download')}
                </Button>
                <Button variant="inline-link" onClick={() => setRenaming(a)}>
                  {t('attach.rename')}
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
        header={
          <Header
            counter={`(${paged.total})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={t('crud.refresh')}
                  onClick={() => void paged.refetch()}
                />
                <Button {...selectionAction(selected, t('crud.selectOne'))} onClick={() => setDeleting(true)}>
                  {t('crud.delete')}
                </Button>
                <Button
                  variant="primary"
                  iconName="upload"
                  loading={uploading}
                  data-testid="attach-upload"
                  onClick={() => fileInput.current?.click()}
                >
                  {t('attach.upload')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('attach.title')}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={paged.filter}
            filteringPlaceholder={t('attach.search')}
            filteringAriaLabel={t('attach.search')}
            onChange={({ detail }) => paged.setFilter(detail.filteringText)}
          />
        }
      />
      <input
        ref={fileInput}
        type="file"
        hidden
        data-testid="attach-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {renaming && (
        <FormModal
          title={t('attach.rename')}
          testId="attach-rename"
          isNew={false}
          initial={{ name: renaming.name }}
          fields={[{ key: 'name', label: t('attach.name'), required: t('attach.nameRequired') }]}
          onSubmit={(values) => renameAttachment({ id: renaming.id, name: values.name ?? '' })}
          onClose={() => setRenaming(null)}
          onSaved={() => {
            setRenaming(null);
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
