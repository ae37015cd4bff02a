import type { DragEvent } from 'react';
import { useCallback, useRef, useState } from 'react';
import { type FileEntry, moveEntries } from '../../../api/files.ts';
import { notify } from '../../../components/notifications/store.ts';
import { type ActionContext, actionState, canDropOn, draggedSet } from './rules.ts';

export interface DropHandlers {
  onDragOver: (event: DragEvent) => void;
  onDragLeave: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
}

export interface DragSource {
  draggable: boolean;
  onDragStart?: (event: DragEvent) => void;
  onDragEnd?: () => void;
}

const MIME = 'application/x-loopline-entries';

/**
 * Moving entries by HTML5 drag and drop (spec 1 §2): the dragged set is the selection when the
 * dragged entry is in it, else that entry; it may be dropped on another folder (row, card, tree
 * node or path crumb). The server's clash and self-descendant messages are shown as toasts.
 */
export function useDragMove(options: {
  projectId: string;
  selection: readonly FileEntry[];
  context: ActionContext;
  onMoved: (moved: FileEntry[]) => void;
}) {
  const { projectId, selection, context, onMoved } = options;
  const dragged = useRef<FileEntry[]>([]);
  const [overId, setOverId] = useState<string | null>(null);

  const source = useCallback(
    (entry: FileEntry): DragSource => {
      if (actionState('move', [entry], context) !== 'enabled') return { draggable: false };
      return {
        draggable: true,
        onDragStart: (event) => {
          const set = draggedSet(entry, selection);
          if (actionState('move', set, context) !== 'enabled') {
            event.preventDefault();
            return;
          }
          dragged.current = set;
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData(MIME, JSON.stringify(set.map((e) => e.id)));
          event.dataTransfer.setData('text/plain', set.map((e) => e.fileName).join('\n'));
        },
        onDragEnd: () => {
          dragged.current = [];
          setOverId(null);
        },
      };
    },
    [selection, context],
  );

  const hover = useCallback((event: DragEvent, folder: { id: string } | null) => {
    if (!folder || !canDropOn({ id: folder.id, isFile: 0 }, dragged.current)) {
      setOverId(null);
      return;
    }
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOverId(folder.id);
  }, []);

  const leave = useCallback((event: DragEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setOverId(null);
  }, []);

  const drop = useCallback(
    (event: DragEvent, folder: { id: string }) => {
      event.preventDefault();
      setOverId(null);
      const set = dragged.current;
      dragged.current = [];
      if (!canDropOn({ id: folder.id, isFile: 0 }, set)) return;
      moveEntries(projectId, folder.id, set).then(
        (res) => {
          notify.success(res.msg);
          onMoved(set);
        },
        () => {
          // The API client has shown the server's message (a name taken, a folder into itself).
        },
      );
    },
    [projectId, onMoved],
  );

  /** Handlers for one drop target (a tree node, a path crumb). */
  const target = useCallback(
    (folder: { id: string }): DropHandlers => ({
      onDragOver: (event) => hover(event, folder),
      onDragLeave: leave,
      onDrop: (event) => drop(event, folder),
    }),
    [hover, leave, drop],
  );

  return { source, target, hover, leave, drop, overId };
}
