import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { PreparedModel } from '../engine/loadModel.ts';
import { ancestorsOf } from '../model/flatTree.ts';
import { initialExpanded, searchTree, visibleRows } from '../model/treeRows.ts';
import { checkStates, effectiveVisibility, isolate, setHidden } from '../model/visibility.ts';

const EMPTY = new Uint8Array(0);

/**
 * The element state shared by the tree, the properties panel and the 3D view: per-element hidden
 * flags, the expanded tree nodes, the search, and the selected element. `reveal` counts selections
 * made in the 3D view so the tree can scroll to them.
 */
export function useElementState(model: PreparedModel | null) {
  const flat = model?.flat ?? null;
  const count = model?.index.count ?? 0;
  const [hidden, setHiddenFlags] = useState<Uint8Array>(EMPTY);
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set());
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [reveal, setReveal] = useState(0);
  const [forModel, setForModel] = useState<PreparedModel | null>(null);

  // A new model starts from a clean state (adjusting state during render, as React recommends).
  if (forModel !== model) {
    setForModel(model);
    setHiddenFlags(new Uint8Array(count));
    setExpanded(flat ? initialExpanded(flat) : new Set());
    setQuery('');
    setSelected(null);
  }

  const flags = hidden.length === count ? hidden : new Uint8Array(count);
  const visible = useMemo(() => (flat ? effectiveVisibility(flat, flags) : EMPTY), [flat, flags]);
  const states = useMemo(() => (flat ? checkStates(flat, visible) : []), [flat, visible]);
  const deferredQuery = useDeferredValue(query);
  const search = useMemo(() => (flat ? searchTree(flat, deferredQuery) : null), [flat, deferredQuery]);
  const rows = useMemo(
    () => (flat ? visibleRows(flat, expanded, search) : new Int32Array(0)),
    [flat, expanded, search],
  );

  const toggleExpanded = useCallback((index: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  }, []);

  const setElementHidden = useCallback(
    (index: number, hide: boolean) => {
      if (flat)
        setHiddenFlags((current) =>
          setHidden(flat, current.length === count ? current : new Uint8Array(count), index, hide),
        );
    },
    [flat, count],
  );

  const showAll = useCallback(() => setHiddenFlags(new Uint8Array(count)), [count]);

  const isolateSelected = useCallback(() => {
    if (flat && selected !== null) setHiddenFlags(isolate(flat, count, selected));
  }, [flat, count, selected]);

  /** Selects an element; from the 3D view the tree opens the path to it and scrolls there. */
  const select = useCallback(
    (index: number | null, fromView = false) => {
      setSelected(index);
      if (index === null || !fromView || !flat || index >= flat.size) return;
      const path = ancestorsOf(flat, index);
      setExpanded((current) =>
        path.every((p) => current.has(p)) ? current : new Set([...current, ...path]),
      );
      setReveal((n) => n + 1);
    },
    [flat],
  );

  return {
    visible,
    states,
    expanded,
    toggleExpanded,
    setElementHidden,
    showAll,
    isolateSelected,
    query,
    setQuery,
    search,
    rows,
    selected,
    select,
    reveal,
  };
}

export type ElementStateApi = ReturnType<typeof useElementState>;
