import { TAU } from './cadGeometry.ts';
import type { Point } from './cadModel.ts';

/**
 * The edges of an ACIS body (3DSOLID, REGION, BODY) in top view, read from its SAB (binary) or
 * SAT (text) data. Only the wireframe is read: vertices, straight and elliptical edges (circles
 * included) in their true shape, any other curve (B-spline, intersection) as the chord between its
 * vertices. It is a preview of the solid's outline, not a modeller: faces are not tessellated.
 */

interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** One record: its type name ('edge', 'straight-curve' …) and its values in order. */
interface AcisRecord {
  name: string;
  pointers: number[];
  doubles: number[];
  vectors: Vec3[];
  /** Booleans in order: true = the first of a pair ('reversed', 'I', …). */
  bools: boolean[];
}

const END_MARKERS = new Set(['End-of-ACIS-data', 'End-of-ASM-data', 'Begin-of-ACIS-History-data']);
const SAB_SIGNATURES = ['ACIS BinaryFile', 'ASM BinaryFile4'];
/** Edges read per body at most; a preview does not need more. */
const MAX_EDGES = 20_000;

const Tag = {
  INT: 0x04,
  DOUBLE: 0x06,
  STR: 0x07,
  TRUE: 0x0a,
  FALSE: 0x0b,
  POINTER: 0x0c,
  TYPE: 0x0d,
  TYPE_PART: 0x0e,
  SUB_START: 0x0f,
  SUB_END: 0x10,
  RECORD_END: 0x11,
  LITERAL: 0x12,
  LOCATION: 0x13,
  DIRECTION: 0x14,
  ENUM: 0x15,
  DOUBLE_17: 0x17,
} as const;

class SabReader {
  private index = 0;
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get done(): boolean {
    return this.index >= this.bytes.length;
  }

  byte(): number {
    return this.bytes[this.index++]!;
  }

  int(): number {
    const v = this.view.getInt32(this.index, true);
    this.index += 4;
    return v;
  }

  double(): number {
    const v = this.view.getFloat64(this.index, true);
    this.index += 8;
    return v;
  }

  /** Latin-1 text; built by hand because a TextDecoder call per short name costs more than the parse. */
  text(length: number): string {
    const end = Math.min(this.bytes.length, this.index + length);
    let s = '';
    for (let i = this.index; i < end; i++) s += String.fromCharCode(this.bytes[i]!);
    this.index = end;
    return s;
  }

  vector(): Vec3 {
    return { x: this.double(), y: this.double(), z: this.double() };
  }

  /** Header: signature, four ints, three strings, three doubles (units and tolerances). */
  header(signature: string): void {
    this.index = signature.length;
    for (let i = 0; i < 4; i++) this.int();
    for (let i = 0; i < 3; i++) {
      if (this.byte() !== Tag.STR) throw new Error('SAB header string expected');
      this.text(this.byte());
    }
    for (let i = 0; i < 3; i++) {
      if (this.byte() !== Tag.DOUBLE) throw new Error('SAB header double expected');
      this.double();
    }
  }

  record(): AcisRecord {
    const r: AcisRecord = { name: '', pointers: [], doubles: [], vectors: [], bools: [] };
    const nameParts: string[] = [];
    for (;;) {
      if (this.done) throw new Error('SAB record not terminated');
      const tag = this.byte();
      switch (tag) {
        case Tag.INT:
        case Tag.ENUM:
          this.int();
          break;
        case Tag.DOUBLE:
        case Tag.DOUBLE_17:
          r.doubles.push(this.double());
          break;
        case Tag.STR:
          this.text(this.byte());
          break;
        case Tag.LITERAL:
          this.text(this.int());
          break;
        case Tag.POINTER:
          r.pointers.push(this.int());
          break;
        case Tag.TRUE:
        case Tag.FALSE:
          r.bools.push(tag === Tag.TRUE);
          break;
        case Tag.TYPE_PART:
          nameParts.push(this.text(this.byte()));
          break;
        case Tag.TYPE:
          nameParts.push(this.text(this.byte()));
          if (!r.name) r.name = nameParts.join('-');
          nameParts.length = 0;
          // The end marker is not followed by a record end.
          if (END_MARKERS.has(r.name)) return r;
          break;
        case Tag.LOCATION:
        case Tag.DIRECTION:
          r.vectors.push(this.vector());
          break;
        case Tag.SUB_START:
        case Tag.SUB_END:
          break;
        case Tag.RECORD_END:
          return r;
        default:
          throw new Error(`unknown SAB tag ${tag} in ${r.name || 'a record'}`);
      }
    }
  }
}

function readSab(bytes: Uint8Array, signature: string): AcisRecord[] {
  const reader = new SabReader(bytes);
  reader.header(signature);
  const records: AcisRecord[] = [];
  while (!reader.done) {
    const record = reader.record();
    if (END_MARKERS.has(record.name)) break;
    records.push(record);
  }
  return records;
}

/** SAT text: a header of three lines, then records ending in '#'; pointers are '$n'. */
function readSat(text: string): AcisRecord[] {
  const body = text.split(/\r?\n/).slice(3).join(' ');
  const records: AcisRecord[] = [];
  for (const chunk of body.split('#')) {
    const words = chunk.trim().split(/\s+/);
    const first = words[0];
    if (!first) continue;
    if (END_MARKERS.has(first)) break;
    // Version 7+ writes "-<index>" before the type name.
    const name = /^-\d+$/.test(first) ? (words[1] ?? '') : first;
    const r: AcisRecord = { name, pointers: [], doubles: [], vectors: [], bools: [] };
    const numbers: number[] = [];
    const flush = () => {
      while (numbers.length >= 3) {
        const [x, y, z] = numbers.splice(0, 3) as [number, number, number];
        r.vectors.push({ x, y, z });
      }
      r.doubles.push(...numbers.splice(0));
    };
    for (const word of words.slice(name === first ? 1 : 2)) {
      if (word.startsWith('$')) {
        flush();
        r.pointers.push(Number(word.slice(1)));
      } else if (/^[-+]?(\d|\.\d)/.test(word)) numbers.push(Number(word));
      else {
        flush();
        if (word === 'forward' || word === 'reversed') r.bools.push(word === 'reversed');
      }
    }
    flush();
    records.push(r);
  }
  return records;
}

/** The records of SAB bytes or SAT text; null when the data is neither. */
export function readAcis(data: Uint8Array): AcisRecord[] | null {
  const head = new TextDecoder('latin1').decode(data.subarray(0, 16));
  const signature = SAB_SIGNATURES.find((s) => head.startsWith(s));
  if (signature) return readSab(data, signature);
  if (/^\d+ \d+ \d+ \d+/.test(head)) return readSat(new TextDecoder('latin1').decode(data));
  return null;
}

const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;
const cross = (a: Vec3, b: Vec3): Vec3 => ({
  x: a.y * b.z - a.z * b.y,
  y: a.z * b.x - a.x * b.z,
  z: a.x * b.y - a.y * b.x,
});

/** Points of an elliptical edge (ACIS: centre, normal, major axis, ratio), in the edge's direction. */
function ellipseEdge(
  curve: AcisRecord,
  from: Vec3,
  to: Vec3,
  closed: boolean,
  reversed: boolean,
): Vec3[] | null {
  const [center, normal, major] = curve.vectors;
  const ratio = curve.doubles[0] ?? 1;
  if (!center || !normal || !major) return null;
  // The minor axis: perpendicular to the major one in the ellipse's plane, `ratio` times as long.
  const minor = cross(normal, major);
  const k = (ratio * Math.hypot(major.x, major.y, major.z)) / (Math.hypot(minor.x, minor.y, minor.z) || 1);
  const v = { x: minor.x * k, y: minor.y * k, z: minor.z * k };
  const param = (p: Vec3) => {
    const d = sub(p, center);
    return Math.atan2(dot(d, v) / (dot(v, v) || 1), dot(d, major) / (dot(major, major) || 1));
  };
  let start = param(from);
  let sweep = closed ? TAU : (((param(to) - start) % TAU) + TAU) % TAU;
  if (reversed && !closed) sweep -= TAU;
  if (reversed && closed) {
    start = param(from);
    sweep = -TAU;
  }
  const steps = Math.max(4, Math.ceil((Math.abs(sweep) / TAU) * 48));
  const points: Vec3[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = start + (sweep * i) / steps;
    const [c, s] = [Math.cos(t), Math.sin(t)];
    points.push({
      x: center.x + major.x * c + v.x * s,
      y: center.y + major.y * c + v.y * s,
      z: center.z + major.z * c + v.z * s,
    });
  }
  return points;
}

/** The body's transform (rows a, b, c, translation, scale), if it has one. */
function transformOf(records: AcisRecord[]): ((p: Vec3) => Vec3) | null {
  const t = records.find((r) => r.name === 'transform');
  if (!t || t.vectors.length < 4) return null;
  const [a, b, c, d] = t.vectors as [Vec3, Vec3, Vec3, Vec3];
  const s = t.doubles[0] ?? 1;
  return (p) => ({
    x: (p.x * a.x + p.y * b.x + p.z * c.x) * s + d.x,
    y: (p.x * a.y + p.y * b.y + p.z * c.y) * s + d.y,
    z: (p.x * a.z + p.y * b.z + p.z * c.z) * s + d.z,
  });
}

/** A circle around `axis` (unit vector) in 3D, as points. */
function circle(center: Vec3, axis: Vec3, radius: number): Vec3[] {
  const helper = Math.abs(axis.z) < 0.9 ? { x: 0, y: 0, z: 1 } : { x: 1, y: 0, z: 0 };
  const u0 = cross(axis, helper);
  const lu = Math.hypot(u0.x, u0.y, u0.z) || 1;
  const u = { x: u0.x / lu, y: u0.y / lu, z: u0.z / lu };
  const v = cross(axis, u);
  return Array.from({ length: 49 }, (_, i) => {
    const [c, s] = [Math.cos((TAU * i) / 48) * radius, Math.sin((TAU * i) / 48) * radius];
    return {
      x: center.x + u.x * c + v.x * s,
      y: center.y + u.y * c + v.y * s,
      z: center.z + u.z * c + v.z * s,
    };
  });
}

const UP = { x: 0, y: 0, z: 1 };

/**
 * Outlines of closed surfaces that have no edges at all: a whole sphere's circle, a whole torus's
 * inner and outer equator circles (around its axis).
 */
function silhouettes(records: AcisRecord[]): Vec3[][] {
  const out: Vec3[][] = [];
  for (const r of records) {
    const center = r.vectors[0];
    if (!center) continue;
    if (r.name === 'sphere-surface' && r.doubles[0]) out.push(circle(center, UP, Math.abs(r.doubles[0])));
    const axis = r.vectors[1];
    if (r.name === 'torus-surface' && axis && r.doubles.length >= 2) {
      const [major, minor] = [Math.abs(r.doubles[0]!), Math.abs(r.doubles[1]!)];
      out.push(circle(center, axis, major + minor));
      if (major > minor) out.push(circle(center, axis, major - minor));
    }
  }
  return out;
}

/** Top-view paths (x, y) of every edge of the ACIS data; empty when it has no edges. */
export function acisWireframe(records: AcisRecord[]): Point[][] {
  const at = (i: number | undefined) => (i === undefined || i < 0 ? undefined : records[i]);
  const pointOf = (vertex: AcisRecord | undefined): Vec3 | undefined => {
    const ref = vertex?.pointers.map(at).find((r) => r?.name === 'point');
    return ref?.vectors[0];
  };
  const transform = transformOf(records) ?? ((p: Vec3) => p);
  const paths: Vec3[][] = [];
  for (const edge of records) {
    if (edge.name !== 'edge') continue;
    if (paths.length >= MAX_EDGES) break;
    const targets = edge.pointers.map((p) => ({ index: p, record: at(p) }));
    const vertices = targets.filter((t) => t.record?.name === 'vertex');
    const curve = targets.find((t) => t.record?.name.endsWith('curve'))?.record;
    const from = pointOf(vertices[0]?.record);
    const to = pointOf(vertices[1]?.record) ?? from;
    if (!from || !to || !curve) continue;
    const closed = vertices.length < 2 || vertices[0]!.index === vertices[1]!.index;
    const reversed = edge.bools[0] ?? false;
    let points: Vec3[] | null;
    if (curve.name === 'ellipse-curve') points = ellipseEdge(curve, from, to, closed, reversed);
    else points = closed ? null : [from, to];
    if (points) paths.push(points);
  }
  if (paths.length === 0) paths.push(...silhouettes(records));
  return paths.map((path) =>
    path.map((p) => {
      const q = transform(p);
      return { x: q.x, y: q.y };
    }),
  );
}
