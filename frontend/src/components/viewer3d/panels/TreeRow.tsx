import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import type { ElementNode } from '@loopline/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckState } from '../model/visibility.ts';

export const ROW_HEIGHT = 30;
const INDENT = 14;

interface TreeRowProps {
  index: number;
  node: ElementNode;
  depth: number;
  top: number;
  hasChildren: boolean;
  /** null while searching: every shown node is open. */
  expanded: boolean | null;
  state: CheckState;
  selected: boolean;
  matched: boolean;
  onToggleExpanded(index: number): void;
  onSetHidden(index: number, hide: boolean): void;
  onSelect(index: number): void;
}

/** One element row: expand caret, visibility checkbox, name (selects) and type. */
export const TreeRow = memo(function TreeRow(props: TreeRowProps) {
  const { t } = useTranslation();
  const { index, node, depth, expanded, state, selected } = props;
  const name = node.name || t('viewer3d.tree.unnamed');
  const classes = ['ll-v3d-tree__row'];
  if (selected) classes.push('ll-v3d-tree__row--selected');
  if (state === 'hidden') classes.push('ll-v3d-tree__row--hidden');
  return (
    <div
      className={classes.join(' ')}
      style={{ top: props.top, paddingInlineStart: 4 + depth * INDENT }}
      role="treeitem"
      tabIndex={-1}
      aria-level={depth + 1}
      aria-selected={selected}
      aria-expanded={props.hasChildren && expanded !== null ? expanded : undefined}
    >
      <span className="ll-v3d-tree__caret">
        {props.hasChildren && expanded !== null && (
          <Button
            variant="inline-icon"
            iconName={expanded ? 'caret-down-filled' : 'caret-right-filled'}
            ariaLabel={t(expanded ? 'viewer3d.tree.collapse' : 'viewer3d.tree.expand', { name })}
            onClick={() => props.onToggleExpanded(index)}
          />
        )}
      </span>
      <Checkbox
        checked={state !== 'hidden'}
        indeterminate={state === 'partial'}
        ariaLabel={t('viewer3d.tree.show', { name })}
        onChange={({ detail }) => props.onSetHidden(index, !detail.checked)}
      />
      <button
        type="button"
        className={props.matched ? 'll-v3d-tree__name ll-v3d-tree__name--match' : 'll-v3d-tree__name'}
        title={`${name} · ${node.type}`}
        onClick={() => props.onSelect(index)}
      >
        {name}
        {node.type && <span className="ll-v3d-tree__type">{node.type}</span>}
      </button>
    </div>
  );
});
