import Icon from '@cloudscape-design/components/icon';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import TreeView from '@cloudscape-design/components/tree-view';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../api/files.ts';
import type { DropHandlers } from './useDragMove.ts';

type Node =
  | { kind: 'folder'; id: string; name: string; parentId: string }
  | { kind: 'loading'; id: string; parentId: string }
  | { kind: 'error'; id: string; parentId: string };

type Level = FileEntry[] | 'loading' | 'error';

export interface FolderTreeProps {
  /** The root folder: the project (its id is the project id). */
  rootId: string;
  rootLabel: string;
  /** Child folders of a folder. A new function reloads the levels shown (a filter changed). */
  load: (dirId: string) => Promise<FileEntry[]>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Folders to open so that the selected one shows (its path). */
  reveal?: readonly string[];
  /** Bumped when folders changed elsewhere: the levels shown are read again. */
  version?: number;
  /** Folders as drop targets of dragged entries. */
  drop?: (target: { id: string; parentId: string }) => DropHandlers;
  dropOverId?: string | null;
  testId: string;
  ariaLabel: string;
}

/**
 * A lazy folder tree (Cloudscape TreeView): a level is read when its folder is first opened;
 * until then the folder shows an expand toggle. Selecting a folder opens it as well.
 */
export function FolderTree(props: FolderTreeProps) {
  const { rootId, load, version = 0, reveal } = props;
  const { t } = useTranslation();
  const [levels, setLevels] = useState<Record<string, Level>>({});
  const [expanded, setExpanded] = useState<string[]>([rootId]);
  const levelsRef = useRef(levels);
  levelsRef.current = levels;
  const loadRef = useRef(load);
  loadRef.current = load;

  const fetchLevel = useCallback((id: string, keepShown: boolean) => {
    const run = loadRef.current;
    if (!keepShown) {
      levelsRef.current = { ...levelsRef.current, [id]: 'loading' };
      setLevels((all) => ({ ...all, [id]: 'loading' }));
    }
    run(id).then(
      (folders) => loadRef.current === run && setLevels((all) => ({ ...all, [id]: folders })),
      () => loadRef.current === run && setLevels((all) => ({ ...all, [id]: 'error' })),
    );
  }, []);

  const ensure = useCallback(
    (id: string) => {
      if (levelsRef.current[id] === undefined) fetchLevel(id, false);
    },
    [fetchLevel],
  );

  const expandedRef = useRef(expanded);
  expandedRef.current = expanded;

  // A new loader (a filter) reads the open levels afresh; a new version reads them again in place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load identity is the trigger.
  useEffect(() => {
    levelsRef.current = {};
    setLevels({});
    const open = expandedRef.current.includes(rootId)
      ? expandedRef.current
      : [rootId, ...expandedRef.current];
    setExpanded(open);
    for (const id of open) fetchLevel(id, false);
  }, [load, rootId, fetchLevel]);

  useEffect(() => {
    if (version === 0) return;
    for (const id of expandedRef.current) if (levelsRef.current[id] !== undefined) fetchLevel(id, true);
  }, [version, fetchLevel]);

  useEffect(() => {
    if (!reveal?.length) return;
    setExpanded((open) => [...new Set([...open, ...reveal])]);
    for (const id of reveal) ensure(id);
  }, [reveal, ensure]);

  const childrenOf = (node: Node): Node[] | undefined => {
    if (node.kind !== 'folder') return undefined;
    const level = levels[node.id];
    if (level === undefined || level === 'loading')
      return [{ kind: 'loading', id: `${node.id}:loading`, parentId: node.id }];
    if (level === 'error') return [{ kind: 'error', id: `${node.id}:error`, parentId: node.id }];
    return level.map((f) => ({ kind: 'folder', id: f.id, name: f.fileName, parentId: node.id }));
  };

  const select = (id: string) => {
    props.onSelect(id);
    setExpanded((open) => (open.includes(id) ? open : [...open, id]));
    ensure(id);
  };

  // Tree items are DOM ids: two trees (the page's and the move dialog's) may show the same folder.
  const domId = (id: string) => `${props.testId}-${id}`;
  const rootLevel = levels[rootId];
  const root: Node = { kind: 'folder', id: rootId, name: props.rootLabel, parentId: '' };
  return (
    <div data-testid={props.testId} className="ll-folder-tree">
      <TreeView<Node>
        ariaLabel={props.ariaLabel}
        items={[root]}
        expandedItems={expanded.map(domId)}
        getItemId={(node) => domId(node.id)}
        getItemChildren={childrenOf}
        onItemToggle={({ detail }) => {
          const id = detail.item.id;
          setExpanded((open) => (detail.expanded ? [...open, id] : open.filter((o) => o !== id)));
          if (detail.expanded) ensure(id);
        }}
        i18nStrings={{
          expandButtonLabel: () => t('files.tree.expand'),
          collapseButtonLabel: () => t('files.tree.collapse'),
        }}
        renderItem={(node) => {
          if (node.kind === 'loading')
            return { content: <StatusIndicator type="loading">{t('files.tree.loading')}</StatusIndicator> };
          if (node.kind === 'error')
            return { content: <StatusIndicator type="error">{t('files.tree.failed')}</StatusIndicator> };
          const selected = node.id === props.selectedId;
          const open = expanded.includes(node.id);
          const over = props.dropOverId === node.id;
          return {
            icon: <Icon name={open && node.id !== rootId ? 'folder-open' : 'folder'} />,
            announcementLabel: node.name,
            content: (
              <button
                type="button"
                className={`ll-tree-node${selected ? ' ll-tree-node--selected' : ''}${over ? ' ll-drop-over' : ''}`}
                aria-current={selected ? 'true' : undefined}
                title={node.name}
                data-testid={`${props.testId}-node`}
                data-id={node.id}
                onClick={() => select(node.id)}
                {...props.drop?.({ id: node.id, parentId: node.parentId })}
              >
                {node.name}
              </button>
            ),
          };
        }}
      />
      {rootLevel !== undefined && rootLevel !== 'loading' && rootLevel !== 'error' && !rootLevel.length && (
        <div className="ll-folder-tree__empty">{t('files.tree.empty')}</div>
      )}
    </div>
  );
}
