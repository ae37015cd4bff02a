/**
 * The output frame of every converter: glTF's right-handed Y-up, in metres. CAD formats (STEP,
 * IGES, DXF, DWG, STL) are Z-up, so (x, y, z) becomes (x, z, -y): a rotation of -90° about X that
 * keeps handedness. Large coordinates (georeferenced sites, survey drawings) would lose precision in
 * float32, so a fixed horizontal offset can be removed; it is reported in the element tree.
 */
export interface Frame {
  /** Source unit → metres. */
  scale: number;
  zUp: boolean;
  /** Subtracted after scaling and rotation (output frame, metres). */
  offset: [number, number, number];
  /** Set by the first fixOffset call: every later point must use the same offset. */
  offsetFixed: boolean;
}

export function frame(scale: number, zUp: boolean): Frame {
  return { scale, zUp, offset: [0, 0, 0], offsetFixed: false };
}

/** Beyond this distance from the origin (metres) float32 keeps less than a millimetre. */
export const FAR_FROM_ORIGIN = 10_000;

/**
 * Chooses the offset once, from the first point of the model: rounded to 100 m so the model keeps
 * round coordinates, and only horizontal (Y stays the real elevation).
 */
export function fixOffset(target: Frame, x: number, y: number, z: number): void {
  if (target.offsetFixed) return;
  target.offsetFixed = true;
  const [ox, , oz] = mapPoint(target, x, y, z);
  if (Math.abs(ox) > FAR_FROM_ORIGIN || Math.abs(oz) > FAR_FROM_ORIGIN) {
    target.offset = [Math.round(ox / 100) * 100, 0, Math.round(oz / 100) * 100];
  }
}

export function mapPoint(target: Frame, x: number, y: number, z: number): [number, number, number] {
  const s = target.scale;
  const [ox, oy, oz] = target.offset;
  return target.zUp ? [x * s - ox, z * s - oy, -y * s - oz] : [x * s - ox, y * s - oy, z * s - oz];
}

/** Maps a flat xyz array (source frame) into a new Float32Array (output frame). */
export function mapPositions(target: Frame, source: ArrayLike<number>): Float32Array {
  const out = new Float32Array(source.length);
  for (let i = 0; i + 2 < source.length; i += 3) {
    const [x, y, z] = mapPoint(target, source[i]!, source[i + 1]!, source[i + 2]!);
    out[i] = x;
    out[i + 1] = y;
    out[i + 2] = z;
  }
  return out;
}

/** Normals rotate with the frame but are neither scaled nor offset. */
export function mapNormals(target: Frame, source: ArrayLike<number>): Float32Array {
  const out = new Float32Array(source.length);
  for (let i = 0; i + 2 < source.length; i += 3) {
    const x = source[i]!;
    const y = source[i + 1]!;
    const z = source[i + 2]!;
    out[i] = x;
    out[i + 1] = target.zUp ? z : y;
    out[i + 2] = target.zUp ? -y : z;
  }
  return out;
}

/** The offset as it reads in the source's own axes (east/north for a Z-up drawing), for the tree. */
export function offsetProps(target: Frame): Record<string, number> | undefined {
  const [ox, , oz] = target.offset;
  if (ox === 0 && oz === 0) return undefined;
  return target.zUp ? { OriginOffsetX: ox, OriginOffsetY: -oz } : { OriginOffsetX: ox, OriginOffsetZ: oz };
}
