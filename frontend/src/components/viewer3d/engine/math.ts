/** Small vector helpers on plain tuples, so the pure parts of the viewer run without a WebGL context. */
export type Vec3 = [number, number, number];

export interface Box3Like {
  min: Vec3;
  max: Vec3;
}

export function isEmptyBox(box: Box3Like): boolean {
  return !(box.min[0] <= box.max[0] && box.min[1] <= box.max[1] && box.min[2] <= box.max[2]);
}

export function emptyBox(): Box3Like {
  return { min: [Infinity, Infinity, Infinity], max: [-Infinity, -Infinity, -Infinity] };
}

/** The union of element boxes `[start, end)` stored as 6 floats each (min xyz, max xyz). */
export function unionOfBoxes(boxes: Float32Array, start: number, end: number): Box3Like {
  const box = emptyBox();
  for (let e = start; e < end; e++) {
    const o = e * 6;
    if (!(boxes[o] <= boxes[o + 3])) continue;
    for (let k = 0; k < 3; k++) {
      if (boxes[o + k] < box.min[k]) box.min[k] = boxes[o + k];
      if (boxes[o + 3 + k] > box.max[k]) box.max[k] = boxes[o + 3 + k];
    }
  }
  return box;
}

export function distance(a: Vec3, b: Vec3): number {
  return Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]);
}

export function midpoint(a: Vec3, b: Vec3): Vec3 {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];
}
