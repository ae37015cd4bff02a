import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { folderChildren } from '../../../api/files.ts';
import { useDebounced } from '../../../components/useDebounced.ts';
import { FolderTree } from './FolderTree.tsx';
import type { DropHandlers } from './useDragMove.ts';

/**
 * The left folder tree of the file manager (spec 1 §2): lazy, rooted at the model base, with a
 * case-insensitive filter on the names of the top folders (the server's dirName).
 */
export function SidePanel(props: {
  projectId: string;
  dirId: string;
  reveal: readonly string[];
  version: number;
  onSelect: (dirId: string) => void;
  drop: (folder: { id: string }) => DropHandlers;
  dropOverId: string | null;
}) {
  const { t } = useTranslation();
  const { projectId } = props;
  const [text, setText] = useState('');
  const filter = useDebounced(text.trim());
  const load = useCallback(
    (id: string) => folderChildren(projectId, id, id === projectId ? filter : undefined),
    [projectId, filter],
  );
  return (
    <Container header={<Header variant="h3">{t('files.tree.title')}</Header>} data-testid="file-tree-panel">
      <SpaceBetween size="s">
        <Input
          type="search"
          value={text}
          placeholder={t('files.tree.filter')}
          ariaLabel={t('files.tree.filter')}
          onChange={({ detail }) => setText(detail.value)}
          data-testid="file-tree-filter"
        />
        <FolderTree
          rootId={projectId}
          rootLabel={t('files.tree.root')}
          load={load}
          selectedId={props.dirId}
          onSelect={props.onSelect}
          reveal={props.reveal}
          version={props.version}
          drop={props.drop}
          dropOverId={props.dropOverId}
          testId="file-tree"
          ariaLabel={t('files.tree.title')}
        />
      </SpaceBetween>
    </Container>
  );
}
