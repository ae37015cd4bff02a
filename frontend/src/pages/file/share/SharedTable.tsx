import Box from '@cloudscape-design/components/box';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import { linkDownload, type SharedFiles, type SharedRow } from '../../../api/share.ts';
import { saveUrl } from '../../../app/saveAs.ts';
import { notify } from '../../../components/notifications/store.ts';
import { absoluteTime, formatSize } from '../manager/rules.ts';

const save = saveUrl;

/**
 * The shared tree, read-only (spec 1 §6): a path from "all shared files" down to the folder shown,
 * folders open in place, files open the preview, and a download button where the row allows it.
 */
export function SharedTable({
  linkId,
  code,
  files,
  onOpenFolder,
  onOpenFile,
}: {
  linkId: string;
  code?: string;
  files: SharedFiles;
  onOpenFolder: (dirId: string | undefined) => void;
  onOpenFile: (row: SharedRow) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (row: SharedRow) => {
    setBusy(row.id);
    try {
      const link = await linkDownload(linkId, code, row.id);
      save(link.url, link.fileName);
    } catch (error) {
      if (isApiError(error) && !error.notified) notify.error(error.message);
    } finally {
      setBusy(null);
    }
  };
  const crumbs = [
    { text: t('share.page.all'), href: '' },
    ...files.path.map((c) => ({ text: c.fileName, href: c.id })),
  ];

  return (
    <SpaceBetween size="s">
      <BreadcrumbGroup
        items={crumbs}
        ariaLabel={t('share.page.title')}
        onFollow={(e) => {
          e.preventDefault();
          onOpenFolder(e.detail.href || undefined);
        }}
        data-testid="share-path"
      />
      <Table
        items={files.records}
        trackBy="id"
        variant="embedded"
        data-testid="share-table"
        empty={<Box color="text-body-secondary">{t('share.page.empty')}</Box>}
        columnDefinitions={[
          {
            id: 'name',
            header: t('share.col.name'),
            cell: (row) => (
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <Icon name={row.isFile ? 'file' : 'folder'} />
                <Link
                  onFollow={(e) => {
                    e.preventDefault();
                    if (row.isFile) onOpenFile(row);
                    else onOpenFolder(row.id);
                  }}
                  ariaLabel={t('share.page.preview', { name: row.fileName })}
                  data-testid={`share-row-${row.fileName}`}
                >
                  {row.fileName}
                </Link>
              </SpaceBetween>
            ),
          },
          {
            id: 'size',
            header: t('share.col.size'),
            cell: (row) => (row.isFile ? formatSize(row.fileSize) : '-'),
          },
          { id: 'time', header: t('share.col.time'), cell: (row) => absoluteTime(row.time) },
          {
            id: 'actions',
            header: t('share.col.actions'),
            cell: (row) =>
              row.downState === 1 ? (
                <Button
                  variant="inline-link"
                  iconName="download"
                  loading={busy === row.id}
                  onClick={() => void download(row)}
                  data-testid={`share-download-${row.fileName}`}
                >
                  {t('share.page.download')}
                </Button>
              ) : (
                '-'
              ),
          },
        ]}
      />
    </SpaceBetween>
  );
}
