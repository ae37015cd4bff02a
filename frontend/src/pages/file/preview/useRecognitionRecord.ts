import { PID_STATE, type PidState, parseStatusUpdate } from '@loopline/shared';
import { replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type PidFileRecord, pidFileOf } from '../../../api/recognition.ts';
import type { IncomingMessage } from '../../../socket/client.ts';
import { socket, useSocketMessage } from '../../../socket/index.ts';
import { fileKeys } from '../queries.ts';
import { newerRecord } from './recognitionPanel.ts';

const ENDED: readonly number[] = [PID_STATE.identified, PID_STATE.failed];
const RUNNING_POLL_MS = 3000;
const RUNNING_RECHECK_MS = 12_000;

/**
 * A drawing's P&ID record for the preview's side panel (null when never submitted), kept current by
 * the STATUS_UPDATE pushes of kind 'recognise': progress is written into the cache; when a run ends
 * the record is read again (its counts, and a failure's reason in the reader's language) and so is
 * the preview's source, which the server refuses while the drawing is being recognised.
 */
export function useRecognitionRecord(target: { projectId: string; fileId: string } | null) {
  const queryClient = useQueryClient();
  const queryKey = fileKeys.pidFile(target?.projectId ?? '', target?.fileId ?? '');
  const record = useQuery({
    queryKey,
    queryFn: () => pidFileOf(target!.projectId, target!.fileId, { silent: true }),
    enabled: Boolean(target),
    // A read answered before a push was written must not take the panel back (liveStatus.ts, issue glitch).
    structuralSharing: (shown, read) =>
      replaceEqualDeep(
        shown,
        newerRecord(shown as PidFileRecord | null | undefined, read as PidFileRecord | null),
      ),
    // Pushes carry the progress; a run is read back now and then in case one is lost (often with no socket).
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      if (state !== PID_STATE.waiting && state !== PID_STATE.recognising) return false;
      return socket.connected ? RUNNING_RECHECK_MS : RUNNING_POLL_MS;
    },
  });

  const projectId = target?.projectId;
  const fileId = target?.fileId;
  const listener = useCallback(
    (message: IncomingMessage) => {
      const update = parseStatusUpdate(message.content);
      if (update?.kind !== 'recognise' || update.projectId !== projectId || update.id !== fileId) return;
      const key = fileKeys.pidFile(update.projectId, update.id);
      const before = queryClient.getQueryData<PidFileRecord | null>(key);
      // A push older than what is shown (pages pushed out of order) changes nothing.
      if (before && (update.stateVersion ?? 0) < (before.stateVersion ?? 0)) return;
      if (before)
        queryClient.setQueryData<PidFileRecord>(key, {
          ...before,
          state: (update.state ?? before.state) as PidState,
          numSuccess: update.numSuccess ?? before.numSuccess,
          numPage: update.numPage ?? before.numPage,
          stateVersion: update.stateVersion ?? before.stateVersion,
        });
      // A first run (no record cached yet) or an ended one: read the whole record.
      if (!before || (update.state !== undefined && ENDED.includes(update.state)))
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      if (update.state !== undefined && ENDED.includes(update.state) && before?.state !== update.state)
        void queryClient.invalidateQueries({
          queryKey: fileKeys.previewSource(update.projectId, update.id, ''),
        });
    },
    [projectId, fileId, queryClient],
  );
  useSocketMessage('STATUS_UPDATE', listener);
  return record;
}
