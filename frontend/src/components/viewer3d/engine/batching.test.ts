import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  Group,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshStandardMaterial,
  type Object3D,
} from 'three';
import { describe, expect, it } from 'vitest';
import { batchScene } from './batching.ts';
import { sortForPartialDraw } from './drawables.ts';
import { pick } from './picking.ts';

const red = () => new MeshStandardMaterial({ color: 0xff0000 });

/** Three elements: "a" (two boxes, two materials), "b" (a mirrored, quantised quad), "c" (a line). */
function scene() {
  const root = new Group();
  const a = new Group();
  a.userData.elementId = 'a';
  const a1 = new Mesh(new BoxGeometry(2, 2, 2), red());
  a1.position.set(100, 0, 0);
  const a2 = new Mesh(new BoxGeometry(1, 1, 1), new MeshStandardMaterial({ color: 0x00ff00 }));
  a2.position.set(104, 0, 0);
  a.add(a1, a2);
  // KHR_mesh_quantization: int16 normalised positions, scaled back by the node transform.
  const quad = new BufferGeometry();
  quad.setAttribute(
    'position',
    new BufferAttribute(Int16Array.from([0, 0, 0, 32767, 0, 0, 32767, 32767, 0, 0, 32767, 0]), 3, true),
  );
  quad.setIndex([0, 1, 2, 0, 2, 3]);
  const b = new Mesh(quad, red());
  b.userData.elementId = 'b';
  b.position.set(110, 0, 0);
  b.scale.set(-2, 2, 2);
  const lineGeometry = new BufferGeometry();
  lineGeometry.setAttribute(
    'position',
    new BufferAttribute(Float32Array.from([0, 0, 0, 1, 0, 0, 1, 1, 0]), 3),
  );
  const c = new Line(lineGeometry, new LineBasicMaterial({ color: 0x0000ff }));
  c.userData.elementId = 'c';
  root.add(a, b, c);
  return root;
}

function batch(root: Object3D) {
  const ids = ['a', 'b', 'c'];
  const resolve = (object: Object3D) => {
    for (let o: Object3D | null = object; o; o = o.parent) {
      const id = o.userData.elementId;
      if (typeof id === 'string') return ids.indexOf(id);
    }
    return -1;
  };
  return batchScene(root, resolve, () => ids.length);
}

describe('batchScene', () => {
  const model = batch(scene());

  it('merges meshes of the same look into one batch, lines into their own', () => {
    expect(model.batches.map((b) => b.kind)).toEqual(['mesh', 'mesh', 'lines']);
    const redBatch = model.batches[0].geometry;
    expect(redBatch.attributes.position.count).toBe(24 + 4);
    expect(model.triangleCount).toBe(12 + 12 + 2);
  });

  it('tags every vertex with its element index', () => {
    const elements = model.batches[0].geometry.attributes.elementIndex.array;
    expect(new Set(elements.slice(0, 24))).toEqual(new Set([0]));
    expect(new Set(elements.slice(24))).toEqual(new Set([1]));
    expect(new Set(model.batches[2].geometry.attributes.elementIndex.array)).toEqual(new Set([2]));
  });

  it('bakes transforms (dequantising) and recentres on the model', () => {
    const [cx, cy, cz] = model.offset;
    expect(cx).toBeCloseTo(55, 5); // x from 0 (line) to 110 (b)
    const boxes = model.pick.boxes;
    const boxOf = (e: number) => Array.from(boxes.slice(e * 6, e * 6 + 6)).map((v) => Number(v.toFixed(3)));
    expect(boxOf(0)).toEqual([99 - cx, -1 - cy, -1 - cz, 104.5 - cx, 1 - cy, 1 - cz]);
    expect(boxOf(1)).toEqual([108 - cx, 0 - cy, 0 - cz, 110 - cx, 2 - cy, 0 - cz]);
    expect(model.box.min[0]).toBeCloseTo(-55, 3);
    expect(model.box.max[0]).toBeCloseTo(55, 3);
  });

  it('keeps front faces in front under a mirroring transform', () => {
    const g = model.batches[0].geometry;
    const idx = g.index!.array;
    const p = g.attributes.position.array;
    const [i0, i1, i2] = [idx[36], idx[37], idx[38]];
    const e1 = [p[i1 * 3] - p[i0 * 3], p[i1 * 3 + 1] - p[i0 * 3 + 1]];
    const e2 = [p[i2 * 3] - p[i0 * 3], p[i2 * 3 + 1] - p[i0 * 3 + 1]];
    expect(e1[0] * e2[1] - e1[1] * e2[0]).toBeGreaterThan(0); // counter-clockwise seen from +z
    expect(g.attributes.normal.getZ(24)).toBeCloseTo(1, 5);
  });

  it('puts the largest elements first in each batch', () => {
    const elements = model.batches[0].geometry.attributes.elementIndex.array;
    // a's 2 m box (diagonal 3.5 m) precedes b's 2 m quad (2.8 m) in the red batch.
    expect([elements[0], elements[elements.length - 1]]).toEqual([0, 1]);
    const root = scene();
    root.children[1].scale.set(-4, 4, 4);
    const bigQuad = batch(root).batches[0].geometry.attributes.elementIndex.array;
    expect([bigQuad[0], bigQuad[bigQuad.length - 1]]).toEqual([1, 0]);
  });

  it('orders by size class, spreading equal sizes rather than keeping file order', () => {
    const sizes = [1, 8, 1, 1, 1, 1, 1, 1, 0, 2].map((size, id) => ({ size, id }));
    const order = sortForPartialDraw(sizes).map((e) => e.id);
    expect(order.slice(0, 2)).toEqual([1, 9]);
    expect(order.at(-1)).toBe(8);
    const ones = order.slice(2, -1);
    expect(ones).not.toEqual([0, 2, 3, 4, 5, 6, 7]);
    expect([...ones].sort()).toEqual([0, 2, 3, 4, 5, 6, 7]);
  });

  it('expands line strips to segments', () => {
    expect(Array.from(model.batches[2].geometry.index!.array)).toEqual([0, 1, 1, 2]);
  });

  it('gives picking each element its triangles, across batches', () => {
    const { rangeOffsets, rangeBatch, rangeCount } = model.pick;
    expect(Array.from(rangeOffsets)).toEqual([0, 2, 3, 3]);
    expect(Array.from(rangeBatch.slice(0, 2)).sort()).toEqual([0, 1]);
    expect(Array.from(rangeCount)).toEqual([12, 12, 2]);
    const visible = new Uint8Array([1, 1, 1]);
    const [cx, cy, cz] = model.offset;
    const hitB = pick(model.pick, [109 - cx, 1 - cy, 5 - cz], [0, 0, -1], visible);
    expect(hitB?.element).toBe(1);
    const hitA2 = pick(model.pick, [104 - cx, 0 - cy, 5 - cz], [0, 0, -1], visible);
    expect(hitA2?.element).toBe(0);
    expect(hitA2?.distance).toBeCloseTo(4.5, 5);
  });
});
