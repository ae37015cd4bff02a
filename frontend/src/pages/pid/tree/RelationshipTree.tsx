import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import TreeView from '@cloudscape-design/components/tree-view';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportRelationshipTree } from '../../../api/pidDetails.ts';
import type { Drawing } from '../../../api/pidLoops.ts';
import { errorText } from '../../../app/queryClient.ts';
import { saveBlob } from '../../../app/saveAs.ts';
import { notify } from '../../../components/notifications/store.ts';
import { useDrawingTree } from '../queries.ts';
import { branchIds, type TreeNode, treeNodes } from './treeNodes.ts';

interface Props {
  drawing: Drawing;
  name: string;
  onSelect?: (detailId: string, pageNum: number) => void;
}

/**
 * The relationship tree (issue 17 item 4): each line number with the items its pipe run joins, and the
 * items on no run, from pidDetail/tree; with the xlsx export (exportRelationshipTree).
 */
export function RelationshipTree({ drawing, name, onSelect }: Props) {
  const { t } = useTranslation();
  const tree = useDrawingTree(drawing);
  const nodes = useMemo(() => treeNodes(tree.data ?? []), [tree.data]);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  // Pages start open, runs closed: a page of a dense sheet has hundreds of items.
  const open = expanded ?? nodes.filter((n) => n.kind === 'page').map((n) => n.id);
  const exportTree = useMutation({
    mutationFn: () => exportRelationshipTree(drawing.projectId, drawing.pfileId),
    onSuccess: (blob) =>
      saveBlob(blob, `${name.replace(/\.[^.]+$/, '') || 'drawing'}-relationship-tree.xlsx`),
    onError: (error) => notify.error(errorText(error)),
  });

  const label = (node: TreeNode) => {
    if (node.kind === 'page') return t('pidPanels.tree.page', { page: node.pageNum });
    if (node.kind === 'unconnected') return t('pidPanels.tree.unconnected');
    const row = node.row!;
    return row.tag || t(`identify.typeOne.${row.type}`);
  };

  return (
    <SpaceBetween size="s">
      <Header
        variant="h3"
        actions={
          <SpaceBetween size="xs" direction="horizontal">
            <Button
              variant="icon"
              iconName="expand"
              ariaLabel={t('pidPanels.tree.expandAll')}
              onClick={() => setExpanded(branchIds(nodes))}
            />
            <Button
              variant="icon"
              iconName="shrink"
              ariaLabel={t('pidPanels.tree.collapseAll')}
              onClick={() => setExpanded([])}
            />
            <Button
              iconName="download"
              onClick={() => exportTree.mutate()}
              loading={exportTree.isPending}
              data-testid="pid-tree-export"
            >
              {t('pidPanels.tree.export')}
            </Button>
          </SpaceBetween>
        }
      >
        {t('pidPanels.tree.title')}
      </Header>
      {tree.error ? (
        <Alert
          type="error"
          action={<Button onClick={() => void tree.refetch()}>{t('pidPanels.retry')}</Button>}
        >
          {t('pidPanels.tree.loadFailed', { message: errorText(tree.error) })}
        </Alert>
      ) : !tree.data ? (
        <Box textAlign="center" color="text-status-inactive">
          <Spinner /> {t('pidPanels.loading')}
        </Box>
      ) : nodes.length === 0 ? (
        <Box color="text-status-inactive" data-testid="pid-tree-empty">
          {t('pidPanels.tree.empty')}
        </Box>
      ) : (
        <div data-testid="pid-tree">
          <TreeView<TreeNode>
            items={nodes}
            ariaLabel={t('pidPanels.tree.title')}
            getItemId={(node) => node.id}
            getItemChildren={(node) => node.children}
            expandedItems={open}
            connectorLines="vertical"
            onItemToggle={({ detail }) =>
              setExpanded(detail.expanded ? [...open, detail.id] : open.filter((id) => id !== detail.id))
            }
            i18nStrings={{
              expandButtonLabel: (node) => t('pidPanels.tree.expand', { name: label(node) }),
              collapseButtonLabel: (node) => t('pidPanels.tree.collapse', { name: label(node) }),
            }}
            renderItem={(node) => ({
              content:
                node.row && onSelect ? (
                  <Button variant="inline-link" onClick={() => onSelect(node.row!.id, node.pageNum)}>
                    {label(node)}
                  </Button>
                ) : (
                  label(node)
                ),
              secondaryContent:
                node.kind === 'item'
                  ? t(`identify.typeOne.${node.row!.type}`)
                  : node.children
                    ? t('pidPanels.tree.count', { count: node.children.length })
                    : undefined,
            })}
          />
        </div>
      )}
    </SpaceBetween>
  );
}
