import { bulgeArc, ccwSweep, ellipsePoint, pointAt, sampleBSpline, TAU } from './cadGeometry.ts';
import type { HatchPatternLine, Point, PolyVertex } from './cadModel.ts';

/**
 * Hatch boundaries, whichever reader they come from, flattened to closed point loops (arcs,
 * ellipses and splines sampled), and the SVG of a hatch: an even-odd filled path, solid or filled
 * with one <pattern> of parallel lines per pattern line family.
 */

/** Boundary edges as both readers give them; angles in radians. */
export type BoundaryEdge =
  | { type: 'line'; start: Point; end: Point }
  | { type: 'arc'; center: Point; radius: number; startAngle: number; endAngle: number; ccw: boolean }
  | {
      type: 'ellipse';
      center: Point;
      majorAxis: Point;
      ratio: number;
      startAngle: number;
      endAngle: number;
      ccw: boolean;
    }
  | {
      type: 'spline';
      degree: number;
      controlPoints: Point[];
      knots: number[];
      weights?: number[];
      fitPoints: Point[];
    };

/** Segments per full turn when an arc is flattened. */
const ARC_STEPS = 48;
/** Pattern lines closer than the hairline divided by this are drawn as a tint. */
const FINEST_PATTERN = 20;
/** At most this many pattern line families are drawn per hatch. */
const MAX_PATTERN_LINES = 8;

function sweepPoints(at: (t: number) => Point, start: number, sweep: number): Point[] {
  const steps = Math.max(2, Math.ceil((Math.abs(sweep) / TAU) * ARC_STEPS));
  return Array.from({ length: steps + 1 }, (_, i) => at(start + (sweep * i) / steps));
}

/** A clockwise edge is stored with its angles mirrored: it runs ccw from -end to -start. */
function edgeAngles(e: { startAngle: number; endAngle: number; ccw: boolean }) {
  const [start, end] = e.ccw ? [e.startAngle, e.endAngle] : [-e.endAngle, -e.startAngle];
  const sweep = Math.abs(end - start) >= TAU - 1e-9 ? TAU : ccwSweep(start, end);
  return { start, sweep };
}

function edgePoints(e: BoundaryEdge): Point[] {
  switch (e.type) {
    case 'line':
      return [e.start, e.end];
    case 'arc': {
      const { start, sweep } = edgeAngles(e);
      return sweepPoints((t) => pointAt(e.center, e.radius, t), start, sweep);
    }
    case 'ellipse': {
      const { start, sweep } = edgeAngles(e);
      return sweepPoints((t) => ellipsePoint(e.center, e.majorAxis, e.ratio, t), start, sweep);
    }
    case 'spline':
      return sampleBSpline(e.degree, e.controlPoints, e.knots, e.weights) ?? e.fitPoints;
  }
}

const distance2 = (a: Point, b: Point) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2;

/**
 * One loop from its edges, each turned to run on from where the previous one ended (readers
 * disagree on the direction of clockwise arcs; the points are what matter for the fill).
 */
export function edgeLoop(edges: BoundaryEdge[]): Point[] {
  const loop: Point[] = [];
  for (const edge of edges) {
    let points = edgePoints(edge);
    const last = loop[loop.length - 1];
    if (
      last &&
      points.length > 1 &&
      distance2(last, points[points.length - 1]!) < distance2(last, points[0]!)
    )
      points = [...points].reverse();
    loop.push(...points);
  }
  return loop;
}

/** One loop from a polyline boundary, its bulges flattened. */
export function polylineLoop(vertices: PolyVertex[]): Point[] {
  const loop: Point[] = [];
  for (let i = 0; i < vertices.length; i++) {
    const from = vertices[i]!;
    const to = vertices[(i + 1) % vertices.length]!;
    loop.push(from);
    if (from.bulge === 0 || vertices.length < 2) continue;
    const arc = bulgeArc(from, to, from.bulge);
    const a = Math.atan2(from.y - arc.center.y, from.x - arc.center.x);
    const sweep = 4 * Math.atan(from.bulge);
    const inner = sweepPoints((t) => pointAt(arc.center, arc.radius, t), a, sweep);
    loop.push(...inner.slice(1, -1));
  }
  return loop;
}

/** Writes hatches: the fill path and, for patterns, their <pattern> definitions. */
export class HatchWriter {
  readonly patterns: string[] = [];

  constructor(
    private readonly n: (v: number) => string,
    /** Stroke width of pattern lines in world units (patterns do not take non-scaling strokes). */
    private readonly hairline: number,
  ) {}

  pathData(loops: Point[][]): string {
    return loops
      .filter((l) => l.length >= 3)
      .map((l) => `M${l.map((p) => `${this.n(p.x)} ${this.n(p.y)}`).join('L')}Z`)
      .join('');
  }

  /** The hatch's elements; null when it has no boundary to fill. */
  hatch(loops: Point[][], solid: boolean, lines: HatchPatternLine[], color: string): string | null {
    const d = this.pathData(loops);
    if (!d) return null;
    const fill = (paint: string, extra = '') =>
      `<path d="${d}" fill="${paint}" fill-rule="evenodd" stroke="none"${extra}/>`;
    if (solid) return fill(color);
    const families = lines
      .filter((l) => this.spacing(l) > this.hairline / FINEST_PATTERN)
      .slice(0, MAX_PATTERN_LINES);
    // A pattern too fine to show as lines even zoomed in reads as a tint of its colour.
    if (families.length === 0) return fill(color, ' fill-opacity="0.3"');
    return families.map((l) => fill(`url(#${this.pattern(l, color)})`)).join('');
  }

  private spacing(l: HatchPatternLine): number {
    const [dx, dy] = [Math.cos(l.angle), Math.sin(l.angle)];
    return Math.abs(-l.offset.x * dy + l.offset.y * dx);
  }

  /** A pattern tile of one line, in the line's own frame: x along the line, y across. */
  private pattern(l: HatchPatternLine, color: string): string {
    const id = `h${this.patterns.length}`;
    const spacing = this.spacing(l);
    // Lines a quarter of their spacing wide at most: a fine pattern greys its area at the first
    // view (as a print does) and resolves into lines when zoomed in.
    const lineWidth = Math.min(this.hairline, spacing / 4);
    const dashes = l.dashes.map((v) => (v === 0 ? lineWidth : Math.abs(v)));
    const period = dashes.reduce((a, b) => a + b, 0);
    const width = period > 0 ? period : spacing * 16;
    const dash = period > 0 ? ` stroke-dasharray="${dashes.map(this.n).join(' ')}"` : '';
    const degrees = this.n((l.angle * 180) / Math.PI);
    const transform = `translate(${this.n(l.base.x)} ${this.n(l.base.y)}) rotate(${degrees}) translate(0 ${this.n(-spacing / 2)})`;
    const stroke = color === 'currentColor' ? '#000000' : color;
    this.patterns.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${this.n(width)}" height="${this.n(spacing)}" patternTransform="${transform}">` +
        `<line x1="0" y1="${this.n(spacing / 2)}" x2="${this.n(width)}" y2="${this.n(spacing / 2)}" stroke="${stroke}" stroke-width="${this.n(lineWidth)}" style="vector-effect:none"${dash}/></pattern>`,
    );
    return id;
  }
}
