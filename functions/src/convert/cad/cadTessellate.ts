import { ConvertError } from '../types.ts';
import { aciToRgb } from './aci.ts';
import {
  apply,
  arcPoints,
  bulgePoints,
  ellipsePoints,
  identity,
  type Mat4,
  multiply,
  ocsMatrix,
  rotationZ,
  scaling,
  splinePoints,
  translation,
} from './cadMath.ts';
import type { CadDrawing, CadEntity, Vec3 } from './cadTypes.ts';

/** Geometry of one element in world drawing units, grouped by colour (0xRRGGBB). */
export interface Collected {
  lines: Map<number, number[]>;
  triangles: Map<number, number[]>;
  points: Map<number, number[]>;
  count: number;
}

/** Blocks nested deeper than this are a cycle or an attack, not a drawing. */
const MAX_DEPTH = 16;
/** "Foreground" (ACI 7) is drawn dark: the viewer's background is light. */
const FOREGROUND = 0x333333;

function aciColor(index: number): number {
  if (index === 7) return FOREGROUND;
  return aciToRgb(index);
}

export class Tessellator {
  constructor(
    private readonly drawing: CadDrawing,
    /** Most primitives one element may produce (block expansion multiplies fast). */
    private readonly maxPrimitives: number,
  ) {}

  /** The colour an entity draws with, resolving BYLAYER and BYBLOCK. */
  colorOf(entity: CadEntity, parentColor: number): number {
    if (entity.trueColor !== undefined) return entity.trueColor;
    const index = entity.colorIndex ?? 256;
    if (index === 0) return parentColor;
    if (index >= 1 && index <= 255) return aciColor(index);
    // Entities on layer 0 inside a block take the colour of the insert.
    if (entity.layer === '0' && parentColor !== -1) return parentColor;
    const layer = this.drawing.layers.get(entity.layer);
    if (layer?.trueColor !== undefined) return layer.trueColor;
    return aciColor(Math.abs(layer?.colorIndex ?? 7));
  }

  collect(entity: CadEntity): Collected {
    const out: Collected = { lines: new Map(), triangles: new Map(), points: new Map(), count: 0 };
    this.entity(entity, identity(), -1, out, 0);
    return out;
  }

  private entity(entity: CadEntity, parent: Mat4, parentColor: number, out: Collected, depth: number): void {
    const color = this.colorOf(entity, parentColor);
    const ocs = multiply(parent, ocsMatrix(entity.extrusion));
    const shape = entity.shape;
    const curve = curvePoints(entity);
    if (curve) {
      this.polyline(out, color, curve.inOcs ? ocs : parent, curve.points);
    } else if (shape.kind === 'point') {
      this.add(out.points, color, parent, [shape.position], out);
    } else if (shape.kind === 'face') {
      this.polygon(out, color, parent, shape.corners);
    } else if (shape.kind === 'solid') {
      const [a, b, c, d] = shape.corners;
      if (a && b && c) this.polygon(out, color, ocs, d ? [a, b, d, c] : [a, b, c]);
    } else if (shape.kind === 'polyface') {
      for (const face of shape.faces) {
        const corners = face
          .map((index) => shape.vertices[Math.abs(index) - 1])
          .filter((v) => v !== undefined);
        this.polygon(out, color, parent, corners);
      }
    } else if (shape.kind === 'polygonMesh') {
      this.grid(out, color, parent, shape);
    } else if (shape.kind === 'insert') {
      this.insert(shape, ocs, color, out, depth);
    } else if (shape.kind === 'blockRef') {
      this.block(shape.block, parent, color, out, depth);
    }
  }

  private insert(
    shape: Extract<CadEntity['shape'], { kind: 'insert' }>,
    ocs: Mat4,
    color: number,
    out: Collected,
    depth: number,
  ): void {
    const columns = Math.max(1, Math.min(shape.columns, 10_000));
    const rows = Math.max(1, Math.min(shape.rows, 10_000));
    for (let row = 0; row < rows; row += 1) {
      for (let column = 0; column < columns; column += 1) {
        const cell: Vec3 = [column * shape.columnSpacing, row * shape.rowSpacing, 0];
        const placement = multiply(
          multiply(multiply(ocs, translation(shape.position)), rotationZ(shape.rotation)),
          multiply(translation(cell), scaling(shape.scale)),
        );
        this.block(shape.block, placement, color, out, depth);
      }
    }
  }

  private block(name: string, placement: Mat4, color: number, out: Collected, depth: number): void {
    const block = this.drawing.blocks.get(name);
    if (!block) return;
    if (depth >= MAX_DEPTH)
      throw new ConvertError('model.tooLarge', `blocks nested deeper than ${MAX_DEPTH}`);
    const base = multiply(placement, translation([-block.base[0], -block.base[1], -block.base[2]]));
    for (const child of block.entities) this.entity(child, base, color, out, depth + 1);
  }

  private polyline(out: Collected, color: number, m: Mat4, points: Vec3[]): void {
    const segments: Vec3[] = [];
    for (let i = 0; i + 1 < points.length; i += 1) segments.push(points[i]!, points[i + 1]!);
    this.add(out.lines, color, m, segments, out, 2);
  }

  /** Triangle fan: 3DFACE, SOLID and polyface faces are convex quads or triangles. */
  private polygon(out: Collected, color: number, m: Mat4, corners: Vec3[]): void {
    const unique = corners.filter((p, i) => i === 0 || !same(p, corners[i - 1]!));
    if (unique.length > 3 && same(unique[0]!, unique[unique.length - 1]!)) unique.pop();
    const triangles: Vec3[] = [];
    for (let i = 1; i + 1 < unique.length; i += 1) triangles.push(unique[0]!, unique[i]!, unique[i + 1]!);
    this.add(out.triangles, color, m, triangles, out, 3);
  }

  private grid(
    out: Collected,
    color: number,
    m: Mat4,
    shape: Extract<CadEntity['shape'], { kind: 'polygonMesh' }>,
  ): void {
    const at = (i: number, j: number) => shape.vertices[(i % shape.m) * shape.n + (j % shape.n)];
    const rows = shape.closedM ? shape.m : shape.m - 1;
    const columns = shape.closedN ? shape.n : shape.n - 1;
    for (let i = 0; i < rows; i += 1) {
      for (let j = 0; j < columns; j += 1) {
        const quad = [at(i, j), at(i, j + 1), at(i + 1, j + 1), at(i + 1, j)].filter((v) => v !== undefined);
        this.polygon(out, color, m, quad);
      }
    }
  }

  private add(
    target: Map<number, number[]>,
    color: number,
    m: Mat4,
    points: Vec3[],
    out: Collected,
    per = 1,
  ): void {
    if (points.length === 0) return;
    let list = target.get(color);
    if (!list) {
      list = [];
      target.set(color, list);
    }
    for (const point of points) list.push(...apply(m, point));
    out.count += points.length / per;
    if (out.count > this.maxPrimitives)
      throw new ConvertError('model.tooLarge', 'an entity expands to too much geometry');
  }
}

/** Curves as point lists; `inOcs` when the points are in the entity's object coordinate system. */
function curvePoints(entity: CadEntity): { points: Vec3[]; inOcs: boolean } | undefined {
  const shape = entity.shape;
  switch (shape.kind) {
    case 'line':
      return { points: [shape.start, shape.end], inOcs: false };
    case 'polyline':
      return { points: bulgePoints(shape.vertices, shape.closed, shape.elevation), inOcs: true };
    case 'polyline3d':
      return { points: shape.closed ? [...shape.points, shape.points[0]!] : shape.points, inOcs: false };
    case 'circle':
      return { points: arcPoints(shape.center, shape.radius, 0, Math.PI * 2), inOcs: true };
    case 'arc':
      return { points: arcPoints(shape.center, shape.radius, shape.start, shape.end), inOcs: true };
    case 'ellipse': {
      const normal = entity.extrusion ?? [0, 0, 1];
      return {
        points: ellipsePoints(shape.center, shape.major, normal, shape.ratio, shape.start, shape.end),
        inOcs: false,
      };
    }
    case 'spline':
      return {
        points: splinePoints(shape.degree, shape.knots, shape.control, shape.weights, shape.fit),
        inOcs: false,
      };
    default:
      return undefined;
  }
}

function same(a: Vec3, b: Vec3): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
}
