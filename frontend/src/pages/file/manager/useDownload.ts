import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import { type DownloadLink, type FileEntry, fileDownloadLink, zipDownloadLink } from '../../../api/files.ts';
import { saveUrl } from '../../../app/saveAs.ts';
import { notify } from '../../../components/notifications/store.ts';
import { zipName } from './rules.ts';

const save = (link: DownloadLink) => saveUrl(link.url, link.fileName);

/**
 * Downloads (spec 1 §7, §8): one file by its presigned address; several entries or folders as a
 * zip built on the server, announced while it is built. Failures show the server's message, or
 * 'Download failed!' when the answer carries nothing.
 */
export function useDownload(projectId: string, folderName: string) {
  const { t } = useTranslation();
  /** What is being zipped, while it is. */
  const [zipping, setZipping] = useState<{ name: string; count: number } | null>(null);

  const download = useCallback(
    async (entries: readonly FileEntry[]) => {
      const [only] = entries;
      if (!only) return;
      try {
        if (entries.length === 1 && only.isFile) {
          const link = await fileDownloadLink(projectId, only);
          if (!link?.url) throw new Error('empty');
          save(link);
          return;
        }
        const name = zipName(entries, folderName);
        setZipping({ name, count: entries.length });
        const link = await zipDownloadLink(projectId, entries, name);
        if (!link?.url) throw new Error('empty');
        save(link);
        notify.success(t('files.download.ready', { name: link.fileName, count: link.fileCount }));
      } catch (error) {
        notify.error(isApiError(error) && error.message ? error.message : t('download.failed'));
      } finally {
        setZipping(null);
      }
    },
    [projectId, folderName, t],
  );

  return { download, zipping };
}
