import type { Vec3 } from './math.ts';

/** One merged triangle batch as picking reads it (positions already in viewer coordinates). */
export interface PickBatch {
  positions: ArrayLike<number>;
  index: ArrayLike<number>;
}

/**
 * Per-element picking data built with the batches: a box per element (6 floats, min > max when the
 * element has no geometry) and, in CSR form, the triangle ranges each element owns in the batches.
 */
export interface PickData {
  boxes: Float32Array;
  rangeOffsets: Int32Array;
  rangeBatch: Int32Array;
  /** First triangle of the range in its batch. */
  rangeStart: Int32Array;
  rangeCount: Int32Array;
  batches: PickBatch[];
}

export interface PickHit {
  element: number;
  point: Vec3;
  distance: number;
}

/** Distance along the ray to where it enters the box, 0 if it starts inside, null if it misses. */
export function rayBoxDistance(origin: Vec3, dir: Vec3, boxes: Float32Array, element: number): number | null {
  const o = element * 6;
  let tmin = 0;
  let tmax = Infinity;
  for (let k = 0; k < 3; k++) {
    const min = boxes[o + k];
    const max = boxes[o + 3 + k];
    if (!(min <= max)) return null;
    if (Math.abs(dir[k]) < 1e-12) {
      if (origin[k] < min || origin[k] > max) return null;
      continue;
    }
    const inv = 1 / dir[k];
    let t0 = (min - origin[k]) * inv;
    let t1 = (max - origin[k]) * inv;
    if (t0 > t1) [t0, t1] = [t1, t0];
    if (t0 > tmin) tmin = t0;
    if (t1 < tmax) tmax = t1;
    if (tmin > tmax) return null;
  }
  return tmin;
}

/** Möller–Trumbore, both faces; the distance along the ray or null. */
export function rayTriangle(origin: Vec3, dir: Vec3, p: ArrayLike<number>, a: number, b: number, c: number) {
  const ax = p[a * 3];
  const ay = p[a * 3 + 1];
  const az = p[a * 3 + 2];
  const e1x = p[b * 3] - ax;
  const e1y = p[b * 3 + 1] - ay;
  const e1z = p[b * 3 + 2] - az;
  const e2x = p[c * 3] - ax;
  const e2y = p[c * 3 + 1] - ay;
  const e2z = p[c * 3 + 2] - az;
  const px = dir[1] * e2z - dir[2] * e2y;
  const py = dir[2] * e2x - dir[0] * e2z;
  const pz = dir[0] * e2y - dir[1] * e2x;
  const det = e1x * px + e1y * py + e1z * pz;
  if (Math.abs(det) < 1e-14) return null;
  const inv = 1 / det;
  const tx = origin[0] - ax;
  const ty = origin[1] - ay;
  const tz = origin[2] - az;
  const u = (tx * px + ty * py + tz * pz) * inv;
  if (u < 0 || u > 1) return null;
  const qx = ty * e1z - tz * e1y;
  const qy = tz * e1x - tx * e1z;
  const qz = tx * e1y - ty * e1x;
  const v = (dir[0] * qx + dir[1] * qy + dir[2] * qz) * inv;
  if (v < 0 || u + v > 1) return null;
  const t = (e2x * qx + e2y * qy + e2z * qz) * inv;
  return t >= 0 ? t : null;
}

/**
 * The nearest visible element under a ray: boxes are tested first (cheap, all elements), then the
 * triangles of candidates in order of box distance until no box can hold a nearer hit.
 * `keep` rejects points removed by the section plane.
 */
export function pick(
  data: PickData,
  origin: Vec3,
  dir: Vec3,
  visible: Uint8Array,
  keep: (point: Vec3) => boolean = () => true,
): PickHit | null {
  const count = data.rangeOffsets.length - 1;
  const candidates: { element: number; t: number }[] = [];
  for (let e = 0; e < count; e++) {
    if (!visible[e] || data.rangeOffsets[e] === data.rangeOffsets[e + 1]) continue;
    const t = rayBoxDistance(origin, dir, data.boxes, e);
    if (t !== null) candidates.push({ element: e, t });
  }
  candidates.sort((x, y) => x.t - y.t);
  let best: PickHit | null = null;
  for (const { element, t: boxT } of candidates) {
    if (best && boxT > best.distance) break;
    for (let r = data.rangeOffsets[element]; r < data.rangeOffsets[element + 1]; r++) {
      const batch = data.batches[data.rangeBatch[r]];
      const first = data.rangeStart[r];
      const last = first + data.rangeCount[r];
      for (let tri = first; tri < last; tri++) {
        const t = rayTriangle(
          origin,
          dir,
          batch.positions,
          batch.index[tri * 3],
          batch.index[tri * 3 + 1],
          batch.index[tri * 3 + 2],
        );
        if (t === null || (best && t >= best.distance)) continue;
        const point: Vec3 = [origin[0] + dir[0] * t, origin[1] + dir[1] * t, origin[2] + dir[2] * t];
        if (keep(point)) best = { element, point, distance: t };
      }
    }
  }
  return best;
}
