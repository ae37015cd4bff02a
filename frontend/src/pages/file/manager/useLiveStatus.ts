import { parseStatusUpdate } from '@loopline/shared';
import { useCallback, useEffect, useRef } from 'react';
import type { FileEntry } from '../../../api/files.ts';
import { parseProgress } from '../../../api/models.ts';
import { identifyProgress } from '../../../api/recognition.ts';
import type { IncomingMessage } from '../../../socket/client.ts';
import { socket, useSocketMessage } from '../../../socket/index.ts';
import {
  type EntryPatch,
  PARSE_POLL_MS,
  parsingKey,
  progressPatch,
  recognisingKey,
  recognitionPatch,
  statusPatch,
} from './liveStatus.ts';

/** With the socket up, busy rows are read back every this many poll ticks. */
const RECONCILE_EVERY = 4;

/**
 * Reads the rows named by `key` (ids joined by commas) back: every 3 s while the socket is down,
 * every 12 s while it is up. One read at a time; a new key restarts the timer.
 */
function useReadBack(key: string, read: (ids: string[]) => Promise<unknown>) {
  const busy = useRef(false);
  useEffect(() => {
    if (!key) return;
    const ids = key.split(',');
    let tick = 0;
    const timer = setInterval(() => {
      tick++;
      if (busy.current || (socket.connected && tick % RECONCILE_EVERY !== 0)) return;
      busy.current = true;
      read(ids)
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
        });
    }, PARSE_POLL_MS);
    return () => clearInterval(timer);
  }, [key, read]);
}

/**
 * Keeps the rows' model and recognition state current without reloading the list (spec 2 §4): every
 * STATUS_UPDATE of this project patches its row. Rows that are parsing, or waiting for or under
 * recognition, are also read back, because a push can overtake the answer of the call that started
 * the run (a fast failure) and would then be overwritten by the answer's 'parsing'. Recognition values
 * carry a state version: a read-back answered before a push lands after it is dropped (`mergeEntry`).
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

  const readParses = useCallback(
    (ids: string[]) =>
      Promise.allSettled(
        ids.map((id) => parseProgress(projectId, id).then((progress) => patch(id, progressPatch(progress)))),
      ),
    [projectId, patch],
  );
  useReadBack(parsingKey(entries), readParses);

  const readRecognitions = useCallback(
    (ids: string[]) =>
      identifyProgress(projectId, ids, { silent: true }).then((records) => {
        for (const record of records) patch(record.fileId, recognitionPatch(record));
      }),
    [projectId, patch],
  );
  useReadBack(recognisingKey(entries), readRecognitions);
}
