import type { DeleteKind, FileEntry } from '../../../../api/files.ts';
import { ShareDialog } from '../../share/ShareDialog.tsx';
import { DeleteDialog } from './DeleteDialog.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { NewFolderDialog } from './NewFolderDialog.tsx';
import { PermissionDialog } from './PermissionDialog.tsx';

/** The file manager's open dialog, if any. */
export type Dialog =
  | { kind: 'newFolder' }
  | { kind: 'move'; entries: FileEntry[] }
  | { kind: 'delete'; entries: FileEntry[]; type: DeleteKind }
  | { kind: 'permission'; entry: FileEntry }
  | { kind: 'share'; entries: FileEntry[] }
  | null;

const withFolders = (entries: readonly FileEntry[]) => entries.some((e) => !e.isFile);

/** Shows the open dialog; onChanged says whether folders changed (the tree reads them again). */
export function Dialogs({
  dialog,
  projectId,
  dirId,
  rootLabel,
  onClose,
  onChanged,
}: {
  dialog: Dialog;
  projectId: string;
  dirId: string;
  rootLabel: string;
  onClose: () => void;
  onChanged: (folders: boolean) => void;
}) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'newFolder':
      return (
        <NewFolderDialog
          projectId={projectId}
          dirId={dirId}
          onClose={onClose}
          onCreated={() => onChanged(true)}
        />
      );
    case 'move':
      return (
        <MoveDialog
          projectId={projectId}
          rootLabel={rootLabel}
          entries={dialog.entries}
          onClose={onClose}
          onMoved={() => onChanged(withFolders(dialog.entries))}
        />
      );
    case 'delete':
      return (
        <DeleteDialog
          projectId={projectId}
          parentId={dirId}
          entries={dialog.entries}
          kind={dialog.type}
          onClose={onClose}
          onDeleted={() => onChanged(withFolders(dialog.entries))}
        />
      );
    case 'permission':
      return <PermissionDialog projectId={projectId} entry={dialog.entry} onClose={onClose} />;
    case 'share':
      return <ShareDialog projectId={projectId} entries={dialog.entries} onClose={onClose} />;
  }
}
