import { ConvertError } from '../types.ts';

/** Structural checks before a three.js loader sees the bytes: loaders happily return empty or partial geometry. */

const STL_HEADER = 84;
const STL_FACET = 50;

function latin1(bytes: Uint8Array, start = 0, end = bytes.length): string {
  return Buffer.from(bytes.subarray(start, end)).toString('latin1');
}

/**
 * Binary STL: 80-byte header, facet count, 50 bytes per facet, so the size is exact. ASCII STL starts
 * with `solid` and ends with `endsolid`. A binary file shorter than its facet count says is cut off;
 * one whose count is absurd for its size is not an STL at all.
 */
export function checkStl(bytes: Uint8Array): 'binary' | 'ascii' {
  if (bytes.length >= STL_HEADER) {
    const facets = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(80, true);
    const expected = STL_HEADER + facets * STL_FACET;
    if (expected === bytes.length) return 'binary';
    if (looksLikeAsciiStl(bytes)) {
      if (!/endsolid/i.test(latin1(bytes, Math.max(0, bytes.length - 1024)))) {
        throw new ConvertError('model.truncated', 'ASCII STL without endsolid');
      }
      return 'ascii';
    }
    if (expected > bytes.length && expected <= bytes.length * 64) {
      throw new ConvertError('model.truncated', `binary STL declares ${facets} facets`);
    }
  } else if (looksLikeAsciiStl(bytes)) {
    throw new ConvertError('model.truncated', 'ASCII STL too short');
  }
  throw new ConvertError('model.corrupt', 'not an STL file');
}

function looksLikeAsciiStl(bytes: Uint8Array): boolean {
  const head = latin1(bytes, 0, Math.min(bytes.length, 1024));
  return /^\s*solid/i.test(head.replace(/^\uFEFF/, '')) && !head.includes('\0');
}

export interface PlyHeader {
  format: string;
  vertices: number;
  /** 0 for a point cloud. */
  faces: number;
}

export function checkPly(bytes: Uint8Array): PlyHeader {
  const head = latin1(bytes, 0, Math.min(bytes.length, 64 * 1024));
  if (!/^ply\r?\n/.test(head) || !head.includes('end_header')) {
    throw new ConvertError('model.corrupt', 'not a PLY file');
  }
  const format = /^format\s+(\S+)/m.exec(head)?.[1] ?? 'unknown';
  const vertices = Number(/^element\s+vertex\s+(\d+)/m.exec(head)?.[1] ?? Number.NaN);
  if (!Number.isFinite(vertices)) throw new ConvertError('model.corrupt', 'PLY without vertices');
  const faces = Number(/^element\s+face\s+(\d+)/m.exec(head)?.[1] ?? 0);
  return { format, vertices, faces };
}

/** Text formats: NUL bytes or mostly unprintable bytes mean binary junk, not a model. */
export function checkText(bytes: Uint8Array, label: string): void {
  const sample = bytes.subarray(0, Math.min(bytes.length, 64 * 1024));
  let unprintable = 0;
  for (const byte of sample) {
    if (byte === 0) throw new ConvertError('model.corrupt', `${label} contains binary data`);
    if (byte < 9 || (byte > 13 && byte < 32)) unprintable += 1;
  }
  if (sample.length === 0 || unprintable > sample.length * 0.01) {
    throw new ConvertError('model.corrupt', `${label} is not text`);
  }
}
