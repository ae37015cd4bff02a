import { type BoundaryEdge, edgeLoop, polylineLoop } from './cadHatch.ts';
import type { HatchPatternLine, Point, PolyVertex } from './cadModel.ts';

/**
 * A HATCH reader for dxf-parser (which has none): boundary loops (polyline or line/arc/ellipse/
 * spline edges) and pattern line families, read in the order the DXF reference gives them. DXF
 * stores the hatch's angles in degrees.
 */

interface Group {
  code: number;
  value: number | string | boolean;
}

interface Scanner {
  next(): Group;
  isEOF(): boolean;
}

export interface DxfHatch {
  type: 'HATCH';
  layer?: string;
  colorIndex?: number;
  color?: number;
  lineweight?: number;
  inPaperSpace?: boolean;
  visible?: boolean;
  solid: boolean;
  loops: Point[][];
  patternLines: HatchPatternLine[];
}

const DEG = Math.PI / 180;

/** Reads groups one by one; `peek` looks at the next without taking it. */
class Groups {
  private pending: Group | null = null;
  constructor(private readonly scanner: Scanner) {}

  next(): Group {
    if (this.pending) {
      const g = this.pending;
      this.pending = null;
      return g;
    }
    return this.scanner.next();
  }

  peek(): Group {
    this.pending ??= this.scanner.next();
    return this.pending;
  }

  /** The value of the next group when it has this code, else `fallback` (and the group is kept). */
  take(code: number, fallback = 0): number {
    if (this.peek().code !== code) return fallback;
    return Number(this.next().value);
  }

  point(code: number): Point {
    return { x: this.take(code), y: this.take(code + 10) };
  }

  get atEnd(): boolean {
    return this.scanner.isEOF() || this.peek().code === 0;
  }
}

function edge(g: Groups): BoundaryEdge | null {
  const type = g.take(72);
  if (type === 1) return { type: 'line', start: g.point(10), end: g.point(11) };
  if (type === 2) {
    const center = g.point(10);
    const radius = g.take(40);
    const [startAngle, endAngle] = [g.take(50) * DEG, g.take(51) * DEG];
    return { type: 'arc', center, radius, startAngle, endAngle, ccw: g.take(73, 1) !== 0 };
  }
  if (type === 3) {
    const [center, majorAxis] = [g.point(10), g.point(11)];
    const ratio = g.take(40, 1);
    const [startAngle, endAngle] = [g.take(50) * DEG, g.take(51) * DEG];
    return { type: 'ellipse', center, majorAxis, ratio, startAngle, endAngle, ccw: g.take(73, 1) !== 0 };
  }
  if (type === 4) {
    const degree = g.take(94, 3);
    g.take(73);
    g.take(74);
    const [knotCount, controlCount] = [g.take(95), g.take(96)];
    const knots = Array.from({ length: knotCount }, () => g.take(40));
    const controlPoints: Point[] = [];
    const weights: number[] = [];
    for (let i = 0; i < controlCount; i++) {
      controlPoints.push(g.point(10));
      if (g.peek().code === 42) weights.push(g.take(42, 1));
    }
    const fitPoints = Array.from({ length: g.take(97) }, () => g.point(11));
    if (g.peek().code === 12) g.point(12);
    if (g.peek().code === 13) g.point(13);
    return {
      type: 'spline',
      degree,
      controlPoints,
      knots,
      ...(weights.length === controlCount && weights.some((w) => w !== 1) ? { weights } : {}),
      fitPoints,
    };
  }
  return null;
}

function loop(g: Groups): Point[] {
  const flags = g.take(92);
  let points: Point[];
  if (flags & 2) {
    g.take(72);
    g.take(73);
    const vertices: PolyVertex[] = [];
    const count = g.take(93);
    for (let i = 0; i < count; i++) vertices.push({ ...g.point(10), bulge: g.take(42) });
    points = polylineLoop(vertices);
  } else {
    const edges: BoundaryEdge[] = [];
    const count = g.take(93);
    for (let i = 0; i < count; i++) {
      const e = edge(g);
      if (e) edges.push(e);
    }
    points = edgeLoop(edges);
  }
  const sources = g.take(97);
  for (let i = 0; i < sources && g.peek().code === 330; i++) g.next();
  return points;
}

function patternLine(g: Groups): HatchPatternLine {
  const angle = g.take(53) * DEG;
  const base = { x: g.take(43), y: g.take(44) };
  const offset = { x: g.take(45), y: g.take(46) };
  const dashes = Array.from({ length: g.take(79) }, () => g.take(49));
  return { angle, base, offset, dashes };
}

function common(h: DxfHatch, group: Group): void {
  const v = group.value;
  if (group.code === 8) h.layer = String(v);
  else if (group.code === 62) h.colorIndex = Number(v);
  else if (group.code === 420) h.color = Number(v);
  else if (group.code === 370) h.lineweight = Number(v);
  else if (group.code === 67) h.inPaperSpace = Number(v) !== 0;
  else if (group.code === 60) h.visible = Number(v) === 0;
}

export class HatchHandler {
  readonly ForEntityName = 'HATCH';

  parseEntity(scanner: Scanner, _current: Group): DxfHatch {
    const h: DxfHatch = { type: 'HATCH', solid: false, loops: [], patternLines: [] };
    const g = new Groups(scanner);
    while (!g.atEnd) {
      const code = g.peek().code;
      if (code === 70) h.solid = g.take(70) === 1;
      else if (code === 91) {
        const count = g.take(91);
        for (let i = 0; i < count && !g.atEnd; i++) {
          const points = loop(g);
          if (points.length >= 3) h.loops.push(points);
        }
      } else if (code === 78) {
        const count = g.take(78);
        for (let i = 0; i < count && !g.atEnd; i++) h.patternLines.push(patternLine(g));
      } else common(h, g.next());
    }
    // The next entity's 0 group has been read (peeked): dxf-parser goes on from lastReadGroup.
    return h;
  }
}
