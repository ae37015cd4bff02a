import { MODEL_STATE, PREVIEW_STATE, type PreviewRefusalKey, previewRefusal } from '@loopline/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../api/files.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { notify } from '../../../components/notifications/store.ts';
import { filePaths } from '../paths.ts';
import { previewPath } from '../preview/query.ts';

export type OpenFile = { kind: 'navigate'; path: string } | { kind: 'warn'; key: PreviewRefusalKey };

type OpenEntry = Pick<
  FileEntry,
  'id' | 'fileName' | 'fileSuffix' | 'fileSize' | 'projectId' | 'isModel' | 'preview' | 'state'
>;

/**
 * What opening a file from the list does (spec 1 §2, §5): the refusals the row already decides are
 * a warning and no navigation; a parsed model opens in the model viewer; anything else opens the
 * preview page. A failed conversion (-1) opens the page too, which shows the server's reason
 * (the row alone could only say "not ready").
 */
export function openFile(entry: OpenEntry, dirId?: string): OpenFile {
  const preview = entry.preview === PREVIEW_STATE.failed ? PREVIEW_STATE.notStarted : entry.preview;
  const refusal = previewRefusal({
    fileSuffix: entry.fileSuffix,
    fileSize: entry.fileSize,
    isModel: entry.isModel,
    preview,
    state: entry.state,
  });
  if (refusal === 'modelPreviewTip' && entry.isModel === MODEL_STATE.parsed)
    return {
      kind: 'navigate',
      path: filePaths.modelPreview(entry.projectId, entry.id, entry.fileName, dirId),
    };
  if (refusal) return { kind: 'warn', key: refusal };
  return { kind: 'navigate', path: previewPath({ ...entry, dirId }) };
}

/** Opens a file of the list: the preview page, the model viewer, or a warning toast. */
export function useOpenFile(dirId: string) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return useCallback(
    (entry: FileEntry) => {
      const outcome = openFile(entry, dirId);
      if (outcome.kind === 'warn') notify.warning(t(outcome.key));
      else navigate(outcome.path);
    },
    [dirId, navigate, t],
  );
}
