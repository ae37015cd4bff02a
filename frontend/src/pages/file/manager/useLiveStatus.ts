import { parseStatusUpdate } from '@loopline/shared';
import { useCallback, useEffect, useRef } from 'react';
import type { FileEntry } from '../../../api/files.ts';
import { parseProgress } from '../../../api/models.ts';
import type { IncomingMessage } from '../../../socket/client.ts';
import { socket, useSocketMessage } from '../../../socket/index.ts';
import { type EntryPatch, PARSE_POLL_MS, parsingKey, progressPatch, statusPatch } from './liveStatus.ts';

/**
 * Keeps the rows' model state current without reloading the list (spec 2 §4): every STATUS_UPDATE
 * of this project patches its row; while the socket is down, rows that are parsing are polled.
 */
export function useLiveStatus(
  projectId: string,
  entries: readonly FileEntry[],
  patch: (id: string, fields: EntryPatch) => void,
) {
  const listener = useCallback(
    (message: IncomingMessage) => {
      const update = parseStatusUpdate(message.content);
      if (!update || update.projectId !== projectId) return;
      patch(update.id, statusPatch(update));
    },
    [projectId, patch],
  );
  useSocketMessage('STATUS_UPDATE', listener);

  const key = parsingKey(entries);
  const busy = useRef(false);
  useEffect(() => {
    if (!key) return;
    const ids = key.split(',');
    const timer = setInterval(() => {
      if (socket.connected || busy.current) return;
      busy.current = true;
      Promise.allSettled(
        ids.map((id) => parseProgress(projectId, id).then((progress) => patch(id, progressPatch(progress)))),
      ).finally(() => {
        busy.current = false;
      });
    }, PARSE_POLL_MS);
    return () => clearInterval(timer);
  }, [key, projectId, patch]);
}
