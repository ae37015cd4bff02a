import type { FlatTree } from './flatTree.ts';

/**
 * Visibility: `hidden` holds the user's own flag per element (1 = hidden). Toggling a node sets the
 * flag on its whole subtree, and an element is shown only if neither it nor an ancestor is hidden,
 * so hiding a container hides its descendants. Elements past the tree (GLB-only) have no parent.
 */
export type CheckState = 'visible' | 'hidden' | 'partial';

/** A new flag array with the subtree of `index` (or the single extra element) set to `hide`. */
export function setHidden(flat: FlatTree, hidden: Uint8Array, index: number, hide: boolean): Uint8Array {
  const next = hidden.slice();
  const end = index < flat.size ? flat.end[index] : index + 1;
  next.fill(hide ? 1 : 0, index, end);
  return next;
}

/** Hides everything except the given subtree (its ancestors stay shown so it remains visible). */
export function isolate(flat: FlatTree, count: number, index: number): Uint8Array {
  const next = new Uint8Array(count).fill(1);
  const end = index < flat.size ? flat.end[index] : index + 1;
  next.fill(0, index, end);
  if (index < flat.size) for (let p = flat.parent[index]; p >= 0; p = flat.parent[p]) next[p] = 0;
  return next;
}

/** 1 where the element is drawn: its own flag and every ancestor's are clear. */
export function effectiveVisibility(flat: FlatTree, hidden: Uint8Array): Uint8Array {
  const visible = new Uint8Array(hidden.length);
  for (let i = 0; i < hidden.length; i++) {
    if (hidden[i]) continue;
    const p = i < flat.size ? flat.parent[i] : -1;
    // Pre-order: the parent's effective value is already known.
    visible[i] = p < 0 || visible[p] ? 1 : 0;
  }
  return visible;
}

/** The checkbox state of every tree node: shown, hidden, or shown with something hidden inside. */
export function checkStates(flat: FlatTree, visible: Uint8Array): CheckState[] {
  const hiddenInside = new Int32Array(flat.size);
  for (let i = flat.size - 1; i >= 0; i--) {
    if (!visible[i]) hiddenInside[i] += 1;
    const p = flat.parent[i];
    if (p >= 0) hiddenInside[p] += hiddenInside[i];
  }
  const states: CheckState[] = new Array(flat.size);
  for (let i = 0; i < flat.size; i++) {
    states[i] = !visible[i] ? 'hidden' : hiddenInside[i] > 0 ? 'partial' : 'visible';
  }
  return states;
}
