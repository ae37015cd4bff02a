import type { BulgeVertex, Vec3 } from './cadTypes.ts';

/** Column-major 4×4 affine matrix. */
export type Mat4 = Float64Array;

export function identity(): Mat4 {
  return Float64Array.of(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1);
}

export function multiply(a: Mat4, b: Mat4): Mat4 {
  const out = new Float64Array(16);
  for (let col = 0; col < 4; col += 1) {
    for (let row = 0; row < 4; row += 1) {
      let sum = 0;
      for (let k = 0; k < 4; k += 1) sum += a[k * 4 + row]! * b[col * 4 + k]!;
      out[col * 4 + row] = sum;
    }
  }
  return out;
}

export function translation([x, y, z]: Vec3): Mat4 {
  const m = identity();
  m[12] = x;
  m[13] = y;
  m[14] = z;
  return m;
}

export function scaling([x, y, z]: Vec3): Mat4 {
  const m = identity();
  m[0] = x;
  m[5] = y;
  m[10] = z;
  return m;
}

export function rotationZ(angle: number): Mat4 {
  const m = identity();
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  m[0] = c;
  m[1] = s;
  m[4] = -s;
  m[5] = c;
  return m;
}

export function apply(m: Mat4, [x, y, z]: Vec3): Vec3 {
  return [
    m[0]! * x + m[4]! * y + m[8]! * z + m[12]!,
    m[1]! * x + m[5]! * y + m[9]! * z + m[13]!,
    m[2]! * x + m[6]! * y + m[10]! * z + m[14]!,
  ];
}

function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

function normalize(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]);
  return length > 0 ? [v[0] / length, v[1] / length, v[2] / length] : [0, 0, 1];
}

/** OCS → WCS by AutoCAD's arbitrary axis algorithm (identity for the usual +Z extrusion). */
export function ocsMatrix(extrusion: Vec3 | undefined): Mat4 {
  if (!extrusion || (extrusion[0] === 0 && extrusion[1] === 0 && extrusion[2] >= 0)) return identity();
  const n = normalize(extrusion);
  const limit = 1 / 64;
  const ax = normalize(
    Math.abs(n[0]) < limit && Math.abs(n[1]) < limit ? cross([0, 1, 0], n) : cross([0, 0, 1], n),
  );
  const ay = normalize(cross(n, ax));
  return Float64Array.of(ax[0], ax[1], ax[2], 0, ay[0], ay[1], ay[2], 0, n[0], n[1], n[2], 0, 0, 0, 0, 1);
}

/** Segments for a full circle; arcs get their share (at least 2). */
const CIRCLE_SEGMENTS = 72;

export function arcPoints(
  center: Vec3,
  radius: number,
  start: number,
  end: number,
  perCircle = CIRCLE_SEGMENTS,
): Vec3[] {
  let sweep = end - start;
  while (sweep <= 0) sweep += Math.PI * 2;
  const steps = Math.max(2, Math.ceil((sweep / (Math.PI * 2)) * perCircle));
  const points: Vec3[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const angle = start + (sweep * i) / steps;
    points.push([center[0] + radius * Math.cos(angle), center[1] + radius * Math.sin(angle), center[2]]);
  }
  return points;
}

/** Polylines with this many arc segments (revision clouds, hatch-like outlines) get coarser arcs. */
const DENSE_BULGES = 200;

/** A polyline with bulges as points in its OCS plane (arcs tessellated). */
export function bulgePoints(vertices: BulgeVertex[], closed: boolean, elevation: number): Vec3[] {
  const points: Vec3[] = [];
  const bulges = vertices.filter((vertex) => vertex.bulge && Math.abs(vertex.bulge) >= 1e-9).length;
  const perCircle = bulges > DENSE_BULGES ? 12 : CIRCLE_SEGMENTS;
  const count = closed ? vertices.length : vertices.length - 1;
  for (let i = 0; i < count; i += 1) {
    const a = vertices[i]!;
    const b = vertices[(i + 1) % vertices.length]!;
    if (i === 0) points.push([a.x, a.y, elevation]);
    if (!a.bulge || Math.abs(a.bulge) < 1e-9) {
      points.push([b.x, b.y, elevation]);
      continue;
    }
    const sweep = 4 * Math.atan(a.bulge);
    const chord = Math.hypot(b.x - a.x, b.y - a.y);
    if (chord === 0) continue;
    const radius = chord / (2 * Math.sin(Math.abs(sweep) / 2));
    const mid = [(a.x + b.x) / 2, (a.y + b.y) / 2];
    const toCenter = radius * Math.cos(Math.abs(sweep) / 2);
    const side = Math.sign(sweep);
    const nx = (-(b.y - a.y) / chord) * side;
    const ny = ((b.x - a.x) / chord) * side;
    const center: Vec3 = [mid[0]! + nx * toCenter, mid[1]! + ny * toCenter, elevation];
    const startAngle = Math.atan2(a.y - center[1], a.x - center[0]);
    const arc =
      sweep > 0
        ? arcPoints(center, radius, startAngle, startAngle + sweep, perCircle)
        : arcPoints(center, radius, startAngle + sweep, startAngle, perCircle).reverse();
    points.push(...arc.slice(1));
  }
  if (vertices.length === 1) points.push([vertices[0]!.x, vertices[0]!.y, elevation]);
  return points;
}

export function ellipsePoints(
  center: Vec3,
  major: Vec3,
  normal: Vec3,
  ratio: number,
  start: number,
  end: number,
): Vec3[] {
  const minor = cross(normalize(normal), major).map((value) => value * ratio) as Vec3;
  let sweep = end - start;
  while (sweep <= 0) sweep += Math.PI * 2;
  const steps = Math.max(4, Math.ceil((sweep / (Math.PI * 2)) * CIRCLE_SEGMENTS));
  const points: Vec3[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = start + (sweep * i) / steps;
    const c = Math.cos(t);
    const s = Math.sin(t);
    points.push([
      center[0] + major[0] * c + minor[0] * s,
      center[1] + major[1] * c + minor[1] * s,
      center[2] + major[2] * c + minor[2] * s,
    ]);
  }
  return points;
}

/**
 * A NURBS curve sampled by de Boor's algorithm; falls back to the fit points (or the control
 * polygon) when the knot vector does not match, which some writers produce.
 */
export function splinePoints(
  degree: number,
  knots: number[],
  control: Vec3[],
  weights: number[] | undefined,
  fit: Vec3[],
): Vec3[] {
  const valid = degree >= 1 && control.length > degree && knots.length === control.length + degree + 1;
  if (!valid) return fit.length >= 2 ? fit : control;
  const w = weights && weights.length === control.length ? weights : control.map(() => 1);
  const low = knots[degree]!;
  const high = knots[control.length]!;
  const samples = Math.min(1024, Math.max(32, control.length * 8));
  const points: Vec3[] = [];
  for (let i = 0; i <= samples; i += 1) {
    const t = low + ((high - low) * i) / samples;
    let span = degree;
    while (span < control.length - 1 && t >= knots[span + 1]!) span += 1;
    const d = Array.from({ length: degree + 1 }, (_, j) => {
      const p = control[span - degree + j]!;
      const weight = w[span - degree + j]!;
      return [p[0] * weight, p[1] * weight, p[2] * weight, weight];
    });
    for (let r = 1; r <= degree; r += 1) {
      for (let j = degree; j >= r; j -= 1) {
        const left = knots[span - degree + j]!;
        const denominator = knots[span + 1 + j - r]! - left;
        const alpha = denominator === 0 ? 0 : (t - left) / denominator;
        d[j] = d[j]!.map((value, k) => (1 - alpha) * d[j - 1]![k]! + alpha * value);
      }
    }
    const [x, y, z, weight] = d[degree]!;
    points.push([x! / weight!, y! / weight!, z! / weight!]);
  }
  return points;
}
