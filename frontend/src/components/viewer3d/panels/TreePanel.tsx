import Box from '@cloudscape-design/components/box';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ElementStateApi } from '../hooks/useElementState.ts';
import type { FlatTree } from '../model/flatTree.ts';
import { rowOf, rowWindow } from '../model/treeRows.ts';
import { ROW_HEIGHT, TreeRow } from './TreeRow.tsx';

interface TreePanelProps {
  flat: FlatTree;
  elements: ElementStateApi;
  elementCount: number;
}

/**
 * The element tree, virtualised: only the rows inside the scroll window are in the DOM, so a
 * 50k-element model scrolls as lightly as a small one.
 */
export function TreePanel({ flat, elements, elementCount }: TreePanelProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(400);
  const { rows, search, selected, states, expanded, reveal } = elements;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    setHeight(element.clientHeight);
    return () => observer.disconnect();
  }, []);

  // A new search starts at the top of its results.
  const lastSearch = useRef(search);
  useEffect(() => {
    if (lastSearch.current === search) return;
    lastSearch.current = search;
    if (scroller.current) scroller.current.scrollTop = 0;
    setScrollTop(0);
  }, [search]);

  // A selection made in the 3D view scrolls its row into the middle of the list (once per selection).
  const lastReveal = useRef(reveal);
  useEffect(() => {
    const element = scroller.current;
    if (!element || lastReveal.current === reveal || selected === null) return;
    lastReveal.current = reveal;
    const row = rowOf(rows, selected);
    if (row < 0) return;
    const top = row * ROW_HEIGHT;
    if (top < element.scrollTop || top + ROW_HEIGHT > element.scrollTop + element.clientHeight) {
      element.scrollTop = Math.max(0, top - element.clientHeight / 2);
    }
  }, [reveal, rows, selected]);

  const [start, end] = rowWindow(scrollTop, height, ROW_HEIGHT, rows.length);
  const shown: number[] = [];
  for (let r = start; r < end; r++) shown.push(r);

  const onVisibilityMenu = (id: string) => {
    if (id === 'showAll') elements.showAll();
    else if (id === 'isolate') elements.isolateSelected();
    else if (id === 'hide' && selected !== null) elements.setElementHidden(selected, true);
  };

  return (
    <div className="ll-v3d__tree">
      <div className="ll-v3d__pad">
        <Header
          variant="h3"
          counter={`(${elementCount.toLocaleString()})`}
          actions={
            <ButtonDropdown
              variant="icon"
              ariaLabel={t('viewer3d.visibility')}
              expandToViewport
              items={[
                { id: 'showAll', text: t('viewer3d.visibility.showAll') },
                { id: 'isolate', text: t('viewer3d.visibility.isolate'), disabled: selected === null },
                { id: 'hide', text: t('viewer3d.visibility.hide'), disabled: selected === null },
              ]}
              onItemClick={({ detail }) => onVisibilityMenu(detail.id)}
            />
          }
        >
          {t('viewer3d.tree.title')}
        </Header>
        <TextFilter
          filteringText={elements.query}
          filteringPlaceholder={t('viewer3d.tree.search')}
          filteringAriaLabel={t('viewer3d.tree.search')}
          countText={search ? t('viewer3d.tree.matches', { count: search.matchCount }) : undefined}
          onChange={({ detail }) => elements.setQuery(detail.filteringText)}
        />
      </div>
      <div
        ref={scroller}
        className="ll-v3d__tree-scroll"
        role="tree"
        aria-label={t('viewer3d.tree.label')}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      >
        {rows.length === 0 ? (
          <Box padding="s" color="text-status-inactive">
            {t('viewer3d.tree.noMatches')}
          </Box>
        ) : (
          <div style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>
            {shown.map((r) => {
              const index = rows[r];
              return (
                <TreeRow
                  key={index}
                  index={index}
                  node={flat.nodes[index]}
                  depth={flat.depth[index]}
                  top={r * ROW_HEIGHT}
                  hasChildren={flat.end[index] > index + 1}
                  expanded={search ? null : expanded.has(index)}
                  state={states[index]}
                  selected={selected === index}
                  matched={!!search?.matched[index]}
                  onToggleExpanded={elements.toggleExpanded}
                  onSetHidden={elements.setElementHidden}
                  onSelect={elements.select}
                />
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
