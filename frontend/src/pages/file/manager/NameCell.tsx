import Icon from '@cloudscape-design/components/icon';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import { FILE_NAME_MAX } from '@loopline/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../api/files.ts';
import { inlineRename, splitName } from './rules.ts';
import type { DragSource } from './useDragMove.ts';

export interface NameCellProps {
  entry: FileEntry;
  /** A folder's address (it opens in a new tab on ctrl-click). */
  folderHref?: string;
  editing: boolean;
  /** Opens a folder, or a file's preview (throttled by the manager). */
  onOpen: (entry: FileEntry) => void;
  /** Saves a new whole name; rejects when the server refused it (the editor stays open). */
  onRename: (entry: FileEntry, name: string) => Promise<void>;
  onEditEnd: () => void;
  drag: DragSource;
  dropOver: boolean;
}

/** An entry's icon and name, a drag handle, and the inline rename editor (spec 1 §5). */
export function NameCell({
  entry,
  folderHref,
  editing,
  onOpen,
  onRename,
  onEditEnd,
  drag,
  dropOver,
}: NameCellProps) {
  const { t } = useTranslation();
  const folder = !entry.isFile;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drag source for pointers; keyboards use the Move action.
    <div
      className={`ll-entry-name${dropOver ? ' ll-drop-over' : ''}`}
      data-testid="entry-name"
      data-entry-id={entry.id}
      data-entry-name={entry.fileName}
      data-is-folder={folder ? 'true' : 'false'}
      draggable={drag.draggable && !editing}
      onDragStart={drag.onDragStart}
      onDragEnd={drag.onDragEnd}
    >
      <Icon name={folder ? 'folder' : 'file'} variant={folder ? 'link' : 'subtle'} />
      {editing ? (
        <RenameEditor entry={entry} onRename={onRename} onEditEnd={onEditEnd} />
      ) : (
        <span className="ll-entry-name__text" title={entry.fileName}>
          <Link
            variant="secondary"
            href={folderHref}
            onFollow={(event) => {
              event.preventDefault();
              onOpen(entry);
            }}
            ariaLabel={folder ? t('files.openFolder', { name: entry.fileName }) : entry.fileName}
          >
            {entry.fileName}
          </Link>
        </span>
      )}
    </div>
  );
}

function RenameEditor({
  entry,
  onRename,
  onEditEnd,
}: Pick<NameCellProps, 'entry' | 'onRename' | 'onEditEnd'>) {
  const { t } = useTranslation();
  const { base, suffix } = splitName(entry);
  const [value, setValue] = useState(base);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);
  const ended = useRef(false);
  const end = () => {
    ended.current = true;
    onEditEnd();
  };

  const submit = async () => {
    if (busy.current || ended.current) return;
    const outcome = inlineRename(entry, value);
    if (outcome.kind === 'cancel') return end();
    if (outcome.kind === 'invalid') return setProblem(t(outcome.key));
    busy.current = true;
    try {
      await onRename(entry, outcome.name);
      end();
    } catch {
      // The server's message has been shown; the editor stays open to fix the name.
    } finally {
      busy.current = false;
    }
  };

  return (
    <div className="ll-rename" data-testid="rename-editor">
      <div className="ll-rename__row">
        <div className="ll-rename__input">
          <Input
            value={value}
            autoFocus
            invalid={problem !== null}
            ariaLabel={t('files.rename.label')}
            onChange={({ detail }) => {
              setValue(detail.value.slice(0, FILE_NAME_MAX - suffix.length));
              setProblem(null);
            }}
            onKeyDown={({ detail }) => {
              if (detail.key === 'Enter') void submit();
              if (detail.key === 'Escape') end();
            }}
            onBlur={() => void submit()}
          />
        </div>
        {suffix && <span className="ll-rename__suffix">{suffix}</span>}
      </div>
      {problem && (
        <div className="ll-rename__problem" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
