import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Document, getBounds } from '@gltf-transform/core';
import type { ElementNode } from '@loopline/shared';
import { expect } from 'vitest';
import { gltfIo } from '../gltfIo.ts';
import { walkTree } from '../tree.ts';
import type { ConvertOutput } from '../types.ts';

/** The shared sample files (read in place; they are not copied into the repository). */
export const SAMPLES = '/work/shared/samples';

export function sampleNames(kind: string, suffixes: string[]): string[] {
  return readdirSync(join(SAMPLES, kind))
    .filter((name) => suffixes.some((suffix) => name.toLowerCase().endsWith(`.${suffix}`)))
    .sort();
}

export function readSample(kind: string, name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(SAMPLES, kind, name)));
}

export function suffixOf(name: string): string {
  return name.split('.').pop()!.toLowerCase();
}

export interface GlbSummary {
  doc: Document;
  /** Names of the nodes that carry a mesh. */
  elementNodes: string[];
  min: number[];
  max: number[];
}

export async function readGlb(glb: Uint8Array): Promise<GlbSummary> {
  const doc = await (await gltfIo()).readBinary(glb);
  const scene = doc.getRoot().getDefaultScene() ?? doc.getRoot().listScenes()[0]!;
  const { min, max } = getBounds(scene);
  const elementNodes = doc
    .getRoot()
    .listNodes()
    .filter((node) => node.getMesh())
    .map((node) => node.getName());
  return { doc, elementNodes, min, max };
}

/**
 * The contract of shared/src/model3d.ts: unique ids, one GLB node per element named by its id with
 * extras.elementId, every node in the tree with hasGeometry, and a Y-up metre tree.
 */
export async function expectContract(output: ConvertOutput): Promise<GlbSummary> {
  const summary = await readGlb(output.glb);
  const nodes = [...walkTree(output.tree.root)];
  const ids = nodes.map((node) => node.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(output.tree).toMatchObject({ version: 1, upAxis: 'Y', unit: 'm' });
  const withGeometry = new Set(nodes.filter((node) => node.hasGeometry).map((node) => node.id));
  expect(output.tree.elementCount).toBe(withGeometry.size);
  expect(output.tree.elementCount).toBeGreaterThan(0);
  expect(new Set(summary.elementNodes)).toEqual(withGeometry);
  for (const node of summary.doc
    .getRoot()
    .listNodes()
    .filter((n) => n.getMesh())) {
    expect(node.getExtras()).toMatchObject({ elementId: node.getName() });
  }
  for (const value of [...summary.min, ...summary.max]) expect(Number.isFinite(value)).toBe(true);
  return summary;
}

/** Largest extent of the model, metres. */
export function extent(summary: GlbSummary): number {
  return Math.max(...summary.max.map((value, axis) => value - summary.min[axis]!));
}

export function findNode(root: ElementNode, match: (node: ElementNode) => boolean): ElementNode | undefined {
  for (const node of walkTree(root)) if (match(node)) return node;
  return undefined;
}

/** The chain of names from the root to the first node that matches. */
export function pathTo(root: ElementNode, match: (node: ElementNode) => boolean): ElementNode[] {
  if (match(root)) return [root];
  for (const child of root.children) {
    const path = pathTo(child, match);
    if (path.length > 0) return [root, ...path];
  }
  return [];
}
