import { describe, expect, it } from 'vitest';
import { flattenTree } from './flatTree.ts';
import { sampleTree } from './testTree.ts';
import { checkStates, effectiveVisibility, isolate, setHidden } from './visibility.ts';

const flat = flattenTree(sampleTree());
const at = (id: string) => flat.indexOf.get(id)!;
const shown = (visible: Uint8Array) => flat.nodes.filter((_, i) => visible[i]).map((n) => n.id);

describe('visibility', () => {
  it('hides a container and everything under it, and nothing else', () => {
    const hidden = setHidden(flat, new Uint8Array(flat.size), at('L1'), true);
    expect(shown(effectiveVisibility(flat, hidden))).toEqual(['site', 'building', 'L2', 'w3', 'slab']);
  });

  it('keeps a child hidden while an ancestor is hidden, even if its own flag is clear', () => {
    let hidden = setHidden(flat, new Uint8Array(flat.size), at('building'), true);
    hidden = setHidden(flat, hidden, at('w1'), false);
    expect(effectiveVisibility(flat, hidden)[at('w1')]).toBe(0);
    hidden = setHidden(flat, hidden, at('building'), false);
    expect(shown(effectiveVisibility(flat, hidden))).toHaveLength(flat.size);
  });

  it('does not change the array it is given', () => {
    const hidden = new Uint8Array(flat.size);
    setHidden(flat, hidden, 0, true);
    expect([...hidden].every((v) => v === 0)).toBe(true);
  });

  it('reports partial containers for the tree checkboxes', () => {
    const hidden = setHidden(flat, new Uint8Array(flat.size), at('w2'), true);
    const states = checkStates(flat, effectiveVisibility(flat, hidden));
    expect(states[at('w2')]).toBe('hidden');
    expect(states[at('L1')]).toBe('partial');
    expect(states[at('site')]).toBe('partial');
    expect(states[at('L2')]).toBe('visible');
  });

  it('isolates a subtree and keeps its ancestors shown', () => {
    const visible = effectiveVisibility(flat, isolate(flat, flat.size, at('L2')));
    expect(shown(visible)).toEqual(['site', 'building', 'L2', 'w3']);
  });

  it('handles elements past the tree (GLB-only) as parentless', () => {
    const count = flat.size + 2;
    const hidden = setHidden(flat, new Uint8Array(count), flat.size + 1, true);
    const visible = effectiveVisibility(flat, hidden);
    expect([visible[flat.size], visible[flat.size + 1]]).toEqual([1, 0]);
    expect(shown(effectiveVisibility(flat, isolate(flat, count, flat.size)))).toEqual([]);
  });
});
