import { describe, expect, it } from 'vitest';
import type { Vec3 } from './math.ts';
import { type PickData, pick, rayBoxDistance, rayTriangle } from './picking.ts';

/** Element e is a unit square facing +z at depth z = -e (element 0 nearest a camera at z = 10). */
function squares(count: number): PickData {
  const positions: number[] = [];
  const index: number[] = [];
  const boxes = new Float32Array(count * 6);
  for (let e = 0; e < count; e++) {
    const z = -e;
    const base = positions.length / 3;
    positions.push(-1, -1, z, 1, -1, z, 1, 1, z, -1, 1, z);
    index.push(base, base + 1, base + 2, base, base + 2, base + 3);
    boxes.set([-1, -1, z, 1, 1, z], e * 6);
  }
  const rangeOffsets = Int32Array.from({ length: count + 1 }, (_, i) => i);
  return {
    boxes,
    rangeOffsets,
    rangeBatch: new Int32Array(count),
    rangeStart: Int32Array.from({ length: count }, (_, i) => i * 2),
    rangeCount: new Int32Array(count).fill(2),
    batches: [{ positions: Float32Array.from(positions), index: Uint32Array.from(index) }],
  };
}

const origin: Vec3 = [0.2, 0.3, 10];
const down: Vec3 = [0, 0, -1];

describe('picking', () => {
  it('hits the nearest element and reports the surface point', () => {
    const hit = pick(squares(3), origin, down, new Uint8Array([1, 1, 1]))!;
    expect(hit.element).toBe(0);
    expect(hit.distance).toBeCloseTo(10, 6);
    expect(hit.point.map((v) => Number(v.toFixed(6)))).toEqual([0.2, 0.3, 0]);
  });

  it('looks through hidden elements and through what the section removed', () => {
    expect(pick(squares(3), origin, down, new Uint8Array([0, 1, 1]))!.element).toBe(1);
    const keepBelowMinusOne = (p: Vec3) => p[2] <= -1.5;
    expect(pick(squares(3), origin, down, new Uint8Array([1, 1, 1]), keepBelowMinusOne)!.element).toBe(2);
  });

  it('misses beside the geometry or when looking away', () => {
    expect(pick(squares(2), [5, 5, 10], down, new Uint8Array([1, 1]))).toBeNull();
    expect(pick(squares(2), origin, [0, 0, 1], new Uint8Array([1, 1]))).toBeNull();
  });

  it('skips elements without triangles', () => {
    const data = squares(2);
    data.rangeOffsets = Int32Array.from([0, 0, 1]);
    data.rangeStart = Int32Array.from([2]);
    expect(pick(data, origin, down, new Uint8Array([1, 1]))!.element).toBe(1);
  });

  it('intersects boxes and triangles', () => {
    const boxes = Float32Array.from([0, 0, 0, 1, 1, 1]);
    expect(rayBoxDistance([-1, 0.5, 0.5], [1, 0, 0], boxes, 0)).toBeCloseTo(1, 9);
    expect(rayBoxDistance([0.5, 0.5, 0.5], [1, 0, 0], boxes, 0)).toBe(0);
    expect(rayBoxDistance([-1, 2, 0.5], [1, 0, 0], boxes, 0)).toBeNull();
    const tri = [0, 0, 0, 1, 0, 0, 0, 1, 0];
    expect(rayTriangle([0.25, 0.25, 1], [0, 0, -1], tri, 0, 1, 2)).toBeCloseTo(1, 9);
    expect(rayTriangle([0.25, 0.25, -1], [0, 0, -1], tri, 0, 1, 2)).toBeNull();
    expect(rayTriangle([0.9, 0.9, 1], [0, 0, -1], tri, 0, 1, 2)).toBeNull();
  });

  it('picks among 50 000 elements quickly', () => {
    const data = squares(50_000);
    const started = performance.now();
    const hit = pick(data, origin, down, new Uint8Array(50_000).fill(1));
    expect(hit!.element).toBe(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
