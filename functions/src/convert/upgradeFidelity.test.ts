import type { Document, Node } from '@gltf-transform/core';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { describe, expect, it } from 'vitest';
import { convertModel, upgradeModel } from './index.ts';
import { readGlb, readSample, suffixOf } from './testing/samples.ts';
import { glbBreakdown } from './upgradeBreakdown.ts';
import { modelGridStep, positionErrorBound } from './upgradeQuantize.ts';

/** World-space vertices of a node's own mesh (decoded: normalized integers come back as floats). */
function worldVertices(node: Node): number[][] {
  const m = node.getWorldMatrix();
  const points: number[][] = [];
  for (const primitive of node.getMesh()?.listPrimitives() ?? []) {
    const position = primitive.getAttribute('POSITION');
    if (!position) continue;
    const p: number[] = [];
    for (let i = 0; i < position.getCount(); i += 1) {
      position.getElement(i, p);
      points.push([0, 1, 2].map((k) => m[k]! * p[0]! + m[4 + k]! * p[1]! + m[8 + k]! * p[2]! + m[12 + k]!));
    }
  }
  return points;
}

/** For every point of `from`, the distance to the nearest point of `to` must be ≤ bound. */
function everyPointNear(from: number[][], to: number[][], bound: number): boolean {
  const cell = bound;
  const key = (p: number[], d: number[] = [0, 0, 0]) =>
    p.map((v, k) => Math.floor(v / cell) + d[k]!).join(',');
  const grid = new Map<string, number[][]>();
  for (const p of to) {
    const list = grid.get(key(p));
    if (list) list.push(p);
    else grid.set(key(p), [p]);
  }
  const around: number[][] = [];
  for (const x of [-1, 0, 1]) for (const y of [-1, 0, 1]) for (const z of [-1, 0, 1]) around.push([x, y, z]);
  return from.every((p) =>
    around.some((d) =>
      grid.get(key(p, d))?.some((q) => Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!) <= bound),
    ),
  );
}

function diagonal(points: number[][]): number {
  const min = [0, 1, 2].map((k) => Math.min(...points.map((p) => p[k]!)));
  const max = [0, 1, 2].map((k) => Math.max(...points.map((p) => p[k]!)));
  return Math.hypot(...max.map((value, k) => value - min[k]!));
}

function elementNodes(doc: Document): Map<string, Node> {
  return new Map(
    doc
      .getRoot()
      .listNodes()
      .filter((node) => node.getMesh())
      .map((node) => [node.getName(), node]),
  );
}

describe('upgradeModel fidelity and size', () => {
  it.each([
    ['ifc', 'duplex.ifc'],
    ['step', 'io1-cm-214.stp'],
  ])(
    '%s/%s: decodes with the same node names, every vertex within the stated bound',
    async (kind, name) => {
      const { glb } = await convertModel({
        bytes: readSample(kind, name),
        suffix: suffixOf(name),
        fileName: name,
      });
      const upgraded = await upgradeModel(glb);
      const before = await readGlb(glb);
      const after = await readGlb(upgraded); // NodeIO with meshoptimizer's MeshoptDecoder
      const names = (doc: Document) =>
        doc
          .getRoot()
          .listNodes()
          .map((node) => node.getName())
          .sort();
      expect(names(after.doc)).toEqual(names(before.doc));

      const grid = modelGridStep(before.doc);
      const upgradedNodes = elementNodes(after.doc);
      for (const [id, node] of elementNodes(before.doc)) {
        const original = worldVertices(node);
        const decoded = worldVertices(upgradedNodes.get(id)!);
        // float32 source coordinates carry ~6e-8 relative noise of their own.
        const far = Math.max(...original.flat().map(Math.abs));
        const bound = positionErrorBound(grid, diagonal(original)) + 1e-6 * far;
        expect(everyPointNear(original, decoded, bound), `${id}: an original vertex moved`).toBe(true);
        expect(everyPointNear(decoded, original, bound), `${id}: a vertex appeared`).toBe(true);
      }
    },
    60_000,
  );

  it("loads in the viewer's decoder (three.js GLTFLoader + its MeshoptDecoder) with every element id", async () => {
    const { glb } = await convertModel({
      bytes: readSample('ifc', 'duplex.ifc'),
      suffix: 'ifc',
      fileName: 'duplex.ifc',
    });
    const upgraded = await upgradeModel(glb);
    await MeshoptDecoder.ready;
    const buffer = upgraded.buffer.slice(upgraded.byteOffset, upgraded.byteOffset + upgraded.byteLength);
    const gltf = await new GLTFLoader()
      .setMeshoptDecoder(MeshoptDecoder)
      .parseAsync(buffer as ArrayBuffer, '');
    const ids = new Set<string>();
    gltf.scene.traverse((object) => {
      if (typeof object.userData.elementId === 'string') ids.add(object.userData.elementId);
    });
    const expected = [...elementNodes((await readGlb(glb)).doc).keys()].sort();
    expect([...ids].sort()).toEqual(expected);
  }, 60_000);

  it('a sample over 1 MB shrinks at least 5×, and the breakdown accounts for the binary chunk', async () => {
    const { glb } = await convertModel({
      bytes: readSample('ifc', 'duplex.ifc'),
      suffix: 'ifc',
      fileName: 'duplex.ifc',
    });
    expect(glb.length).toBeGreaterThan(1024 * 1024);
    const upgraded = await upgradeModel(glb);
    expect(glb.length / upgraded.length).toBeGreaterThanOrEqual(5);
    for (const bytes of [glb, upgraded]) {
      const breakdown = glbBreakdown(bytes);
      const counted = Object.values(breakdown.bytes).reduce((sum, value) => sum + value, 0);
      expect(counted).toBeLessThanOrEqual(breakdown.binBytes);
      expect(counted).toBeGreaterThan(breakdown.binBytes * 0.95);
      expect(breakdown.totalBytes).toBe(bytes.length);
    }
    const after = glbBreakdown(upgraded);
    expect(after.extensions).toEqual(
      expect.arrayContaining(['EXT_meshopt_compression', 'KHR_mesh_quantization']),
    );
    expect(after.nodes).toBe(glbBreakdown(glb).nodes);
  }, 60_000);
});
