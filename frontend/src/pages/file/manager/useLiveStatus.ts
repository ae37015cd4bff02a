import { parseStatusUpdate } from '@loopline/shared';
import { useCallback, useEffect, useRef } from 'react';
import type { FileEntry } from '../../../api/files.ts';
import { parseProgress } from '../../../api/models.ts';
import type { IncomingMessage } from '../../../socket/client.ts';
import { socket, useSocketMessage } from '../../../socket/index.ts';
import { type EntryPatch, PARSE_POLL_MS, parsingKey, progressPatch, statusPatch } from './liveStatus.ts';

/** With the socket up, parsing rows are read back every this many poll ticks. */
const RECONCILE_EVERY = 4;

/**
 * Keeps the rows' model state current without reloading the list (spec 2 §4): every STATUS_UPDATE
 * of this project patches its row. Rows that are parsing are also read back: every 3 s while the
 * socket is down, and every 12 s while it is up, because a push can overtake the answer of the
 * call that started the parse (a fast failure) and would then be overwritten by 'parsing'.
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
    let tick = 0;
    const timer = setInterval(() => {
      tick++;
      if (busy.current || (socket.connected && tick % RECONCILE_EVERY !== 0)) return;
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
