import { PID_STATE } from '@loopline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { splitIds } from '../../../api/files.ts';
import { identifyProgress, submitRecognition } from '../../../api/recognition.ts';
import { notify } from '../../../components/notifications/store.ts';
import { fileKeys } from '../queries.ts';
import { type EntryPatch, recognitionPatch } from './liveStatus.ts';

/**
 * Sends entries to AI recognition (files, and folders for the drawings below them): the started rows
 * show "waiting" at once, then their state is read back once, in case a push was lost. A fast run's
 * pushes can arrive before either answer: every value carries its state version and the row keeps the
 * latest (liveStatus.ts `mergeEntry`). Refusals are shown by the HTTP client.
 */
export function useRecognitionSubmit(projectId: string, patch: (id: string, fields: EntryPatch) => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const submit = useCallback(
    async (entries: readonly { id: string; isFile: 0 | 1 }[]) => {
      const { fileIds, dirIds } = splitIds(entries);
      setBusy(true);
      try {
        const res = await submitRecognition(projectId, fileIds, dirIds);
        notify.success(res.msg);
        const { started, versions } = res.data;
        for (const id of started) {
          // At the version the server wrote it: a push of the run that came first is kept.
          patch(id, { state: PID_STATE.waiting, numSuccess: 0, numPage: 0, stateVersion: versions?.[id] });
          void queryClient.invalidateQueries({ queryKey: fileKeys.pidFile(projectId, id) });
        }
        if (started.length) {
          const records = await identifyProgress(projectId, started, { silent: true });
          for (const record of records) patch(record.fileId, recognitionPatch(record));
        }
        return true;
      } catch {
        return false;
      } finally {
        setBusy(false);
      }
    },
    [projectId, patch, queryClient],
  );
  return { submit, busy };
}
