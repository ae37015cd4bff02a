import { DrawingBounds, insertCells, insertMatrix, isDrawn, withPreviewLayers } from './cadBounds.ts';
import { viewExtents } from './cadExtents.ts';
import {
  type Box,
  bulgeArc,
  catmullRomBeziers,
  ccwSweep,
  ellipsePoint,
  isEmptyBox,
  type Matrix,
  pointAt,
  sampleBSpline,
  TAU,
} from './cadGeometry.ts';
import { HatchWriter } from './cadHatch.ts';
import { BLACK, type CadDrawing, type CadEntity, type CadShape, onWhite, type Point } from './cadModel.ts';
import { textElement } from './cadSvgText.ts';
import { PreviewRefusedError } from './errors.ts';

/**
 * Writes a CadDrawing as SVG: world coordinates inside one group flipped to y-down, blocks defined
 * once and placed with <use>, hairlines that stay 1 px at any zoom (non-scaling stroke), colours
 * resolved from entity, layer and insert (by-block and layer-0 entities of a block take the colour of
 * their insert through currentColor).
 */

/** The longer side of the SVG's intrinsic size in px. */
const INTRINSIC_SIZE = 2000;
const MARGIN = 0.02;
/** Line weights up to 0.25 mm draw as the 1-px hairline. */
const HAIRLINE_WEIGHT = 25;

export interface CadSvgResult {
  svg: string;
  /** Emitted elements by entity kind (block contents counted once per block). */
  counts: Partial<Record<CadShape['kind'], number>>;
  /** Model-space entities that drew something (attribute values of inserts not counted). */
  drawnEntities: number;
  /** Blocks defined in <defs>. */
  blocks: number;
  /** World extents the view frames (header extents clipped to robust bounds of what is drawn). */
  extents: Box;
  viewBox: { x: number; y: number; width: number; height: number };
  /** Source types that were not drawn, from the reader. */
  skipped: Record<string, number>;
  /** Inserts (and dimensions) whose block the file does not define. */
  missingBlocks: number;
  /** True when off/frozen layers were drawn because they hold most of the drawing. */
  allLayersShown: boolean;
}

const hex = (rgb: number) => `#${rgb.toString(16).padStart(6, '0')}`;

class SvgWriter {
  readonly counts: CadSvgResult['counts'] = {};
  drawnEntities = 0;
  missingBlocks = 0;
  private readonly blockIds = new Map<string, string>();
  private readonly pending: string[] = [];

  readonly hatches: HatchWriter;

  constructor(
    private readonly drawing: CadDrawing,
    private readonly decimals: number,
    /** A thousandth of the drawing's size: pattern line width and the finest pattern drawn. */
    hairline: number,
    /** The framed extents: infinite lines are drawn across them. */
    private readonly view: Box,
  ) {
    this.hatches = new HatchWriter((v) => this.n(v), hairline);
  }

  n(v: number): string {
    const s = v.toFixed(this.decimals);
    return s.includes('.') ? s.replace(/\.?0+$/, '').replace(/^-0$/, '0') : s === '-0' ? '0' : s;
  }

  p(pt: Point): string {
    return `${this.n(pt.x)} ${this.n(pt.y)}`;
  }

  /** The id of a block's <g> in <defs>, queueing it for writing the first time it is used. */
  blockId(name: string): string {
    let id = this.blockIds.get(name);
    if (!id) {
      id = `b${this.blockIds.size}`;
      this.blockIds.set(name, id);
      this.pending.push(name);
    }
    return id;
  }

  color(e: CadEntity, inBlock: boolean): string {
    if ('rgb' in e.color) return hex(onWhite(e.color.rgb));
    if (e.color.by === 'block' || (inBlock && e.layer === '0')) return 'currentColor';
    return hex(onWhite(this.drawing.layers.get(e.layer)?.rgb ?? BLACK));
  }

  /** A stroke-width attribute for weights that print heavier than a hairline (screen px, ~4 px per mm). */
  weight(e: CadEntity): string {
    const lineweight = e.lineweight ?? this.drawing.layers.get(e.layer)?.lineweight;
    if (lineweight === undefined || lineweight <= HAIRLINE_WEIGHT) return '';
    return ` stroke-width="${this.n(Math.round((lineweight / 25) * 2) / 2)}"`;
  }

  entities(list: CadEntity[], inBlock: boolean): string {
    let out = '';
    for (const e of list) {
      if (!isDrawn(this.drawing, e, inBlock)) continue;
      const element = this.entity(e, this.color(e, inBlock), this.weight(e));
      if (!element || element.includes('NaN') || element.includes('Infinity')) continue;
      out += element;
      this.counts[e.kind] = (this.counts[e.kind] ?? 0) + 1;
      if (!inBlock && !e.attribute) this.drawnEntities++;
    }
    return out;
  }

  /** The <defs> of every block used, including blocks used inside blocks. */
  defs(): string {
    let out = '';
    for (let i = 0; i < this.pending.length; i++) {
      const name = this.pending[i]!;
      const block = this.drawing.blocks.get(name);
      out += `<g id="${this.blockIds.get(name)}">${block ? this.entities(block.entities, true) : ''}</g>`;
    }
    return out;
  }

  get blockCount(): number {
    return this.blockIds.size;
  }

  entity(e: CadEntity, color: string, weight: string): string | null {
    const stroke = `stroke="${color}"${weight}`;
    switch (e.kind) {
      case 'line':
        return `<line x1="${this.n(e.start.x)}" y1="${this.n(e.start.y)}" x2="${this.n(e.end.x)}" y2="${this.n(e.end.y)}" ${stroke}/>`;
      case 'polyline':
        return this.polyline(e, stroke);
      case 'circle':
        return `<circle cx="${this.n(e.center.x)}" cy="${this.n(e.center.y)}" r="${this.n(e.radius)}" ${stroke}/>`;
      case 'arc':
        return this.arc(e, stroke);
      case 'ellipse':
        return this.ellipse(e, stroke);
      case 'spline':
        return this.spline(e, stroke);
      case 'text':
        return textElement(e, color, (v) => this.n(v));
      case 'insert':
        return this.insert(e, color);
      case 'solid':
        return e.points.length < 3
          ? null
          : `<polygon points="${e.points.map((p) => this.p(p)).join(' ')}" fill="${color}"/>`;
      case 'point':
        // A dot of 3 screen pixels at any zoom (a zero-length stroke with round caps), as CAD shows one.
        return `<path d="M${this.p(e.position)}h0" stroke="${color}" stroke-width="3" stroke-linecap="round"/>`;
      case 'hatch':
        return this.hatches.hatch(e.loops, e.solid, e.patternLines, color);
      case 'wire': {
        const d = this.paths(e.paths);
        return d ? `<path d="${d}" ${stroke}/>` : null;
      }
      case 'xline':
        return this.xline(e, stroke);
      case 'wipeout':
        return `<polygon points="${e.points.map((p) => this.p(p)).join(' ')}" fill="#ffffff" stroke="none"/>`;
      case 'leader': {
        const d = this.paths(e.lines);
        const text = e.text ? textElement(e.text, color, (v) => this.n(v)) : null;
        const parts = `${d ? `<path d="${d}" ${stroke}/>` : ''}${text ?? ''}`;
        return parts ? `<g>${parts}</g>` : null;
      }
    }
  }

  paths(paths: Point[][]): string {
    return paths
      .filter((path) => path.length >= 2)
      .map((path) => `M${path.map((p) => this.p(p)).join('L')}`)
      .join('');
  }

  /** An infinite line or ray, drawn far enough to cross the whole view from wherever it starts. */
  xline(e: Extract<CadShape, { kind: 'xline' }>, stroke: string): string {
    const v = this.view;
    const center = { x: (v.minX + v.maxX) / 2, y: (v.minY + v.maxY) / 2 };
    const reach =
      Math.hypot(e.base.x - center.x, e.base.y - center.y) + Math.hypot(v.maxX - v.minX, v.maxY - v.minY);
    const end = { x: e.base.x + e.direction.x * reach, y: e.base.y + e.direction.y * reach };
    const start = e.ray
      ? e.base
      : { x: e.base.x - e.direction.x * reach, y: e.base.y - e.direction.y * reach };
    return `<line x1="${this.n(start.x)}" y1="${this.n(start.y)}" x2="${this.n(end.x)}" y2="${this.n(end.y)}" ${stroke}/>`;
  }

  polyline(e: Extract<CadShape, { kind: 'polyline' }>, stroke: string): string | null {
    const vs = e.vertices;
    if (vs.length < 2) return null;
    if (vs.every((v) => v.bulge === 0)) {
      const tag = e.closed ? 'polygon' : 'polyline';
      return `<${tag} points="${vs.map((v) => this.p(v)).join(' ')}" ${stroke}/>`;
    }
    let d = `M${this.p(vs[0]!)}`;
    const segments = e.closed ? vs.length : vs.length - 1;
    for (let i = 0; i < segments; i++) {
      const from = vs[i]!;
      const to = vs[(i + 1) % vs.length]!;
      if (from.bulge === 0) d += `L${this.p(to)}`;
      else {
        const arc = bulgeArc(from, to, from.bulge);
        d += `A${this.n(arc.radius)} ${this.n(arc.radius)} 0 ${arc.large} ${arc.sweep} ${this.p(to)}`;
      }
    }
    return `<path d="${d}${e.closed ? 'Z' : ''}" ${stroke}/>`;
  }

  arc(e: Extract<CadShape, { kind: 'arc' }>, stroke: string): string {
    const sweep = ccwSweep(e.startAngle, e.endAngle);
    if (sweep >= TAU - 1e-9)
      return `<circle cx="${this.n(e.center.x)}" cy="${this.n(e.center.y)}" r="${this.n(e.radius)}" ${stroke}/>`;
    const from = pointAt(e.center, e.radius, e.startAngle);
    const to = pointAt(e.center, e.radius, e.startAngle + sweep);
    const r = this.n(e.radius);
    return `<path d="M${this.p(from)}A${r} ${r} 0 ${sweep > Math.PI ? 1 : 0} 1 ${this.p(to)}" ${stroke}/>`;
  }

  ellipse(e: Extract<CadShape, { kind: 'ellipse' }>, stroke: string): string {
    const rx = Math.hypot(e.majorAxis.x, e.majorAxis.y);
    const angle = (Math.atan2(e.majorAxis.y, e.majorAxis.x) * 180) / Math.PI;
    const sweep = ccwSweep(e.startParam, e.endParam);
    const [cx, cy, rxs, rys, deg] = [e.center.x, e.center.y, rx, rx * e.ratio, angle].map((v) => this.n(v));
    if (sweep >= TAU - 1e-9)
      return `<ellipse cx="${cx}" cy="${cy}" rx="${rxs}" ry="${rys}" transform="rotate(${deg} ${cx} ${cy})" ${stroke}/>`;
    const from = ellipsePoint(e.center, e.majorAxis, e.ratio, e.startParam);
    const to = ellipsePoint(e.center, e.majorAxis, e.ratio, e.startParam + sweep);
    return `<path d="M${this.p(from)}A${rxs} ${rys} ${deg} ${sweep > Math.PI ? 1 : 0} 1 ${this.p(to)}" ${stroke}/>`;
  }

  spline(e: Extract<CadShape, { kind: 'spline' }>, stroke: string): string | null {
    const samples = sampleBSpline(e.degree, e.controlPoints, e.knots, e.weights);
    if (samples) return `<polyline points="${samples.map((p) => this.p(p)).join(' ')}" ${stroke}/>`;
    const through = e.fitPoints.length >= 2 ? e.fitPoints : e.controlPoints;
    if (through.length < 2) return null;
    const curves = catmullRomBeziers(through, e.closed);
    const d = curves.map((c) => `C${this.p(c.c1)} ${this.p(c.c2)} ${this.p(c.to)}`).join('');
    return `<path d="M${this.p(through[0]!)}${d}" ${stroke}/>`;
  }

  insert(e: Extract<CadShape, { kind: 'insert' }>, color: string): string | null {
    const block = this.drawing.blocks.get(e.block);
    if (!block) {
      this.missingBlocks++;
      return null;
    }
    const id = this.blockId(e.block);
    const colorAttr = color === 'currentColor' ? '' : ` color="${color}"`;
    const uses = insertCells(e).map(([row, column]) => {
      const m: Matrix = insertMatrix(e, block.base, row, column);
      return `<use href="#${id}" transform="matrix(${m.map((v) => this.n(v)).join(' ')})"${colorAttr}/>`;
    });
    return uses.join('');
  }
}

/** Digits after the point: about six significant digits of the drawing's size. */
export function decimalsFor(size: number): number {
  return Math.max(0, Math.min(8, 5 - Math.floor(Math.log10(size))));
}

/** The SVG of a drawing; a drawing with nothing visible is 'preview.drawingEmpty'. */
export function drawingToSvg(source: CadDrawing): CadSvgResult {
  const { drawing, allLayersShown } = withPreviewLayers(source);
  const extents = viewExtents(drawing, new DrawingBounds(drawing));
  if (isEmptyBox(extents)) throw new PreviewRefusedError('preview.drawingEmpty');
  const width = extents.maxX - extents.minX;
  const height = extents.maxY - extents.minY;
  const size = Math.max(width, height) || 1;
  const margin = size * MARGIN;
  const viewBox = {
    x: extents.minX - margin,
    y: -extents.maxY - margin,
    width: width + 2 * margin,
    height: height + 2 * margin,
  };
  const writer = new SvgWriter(drawing, decimalsFor(size), size / 1000, extents);
  const body = writer.entities(drawing.entities, false);
  const defs = writer.defs();
  const scale = INTRINSIC_SIZE / Math.max(viewBox.width, viewBox.height);
  const box = [viewBox.x, viewBox.y, viewBox.width, viewBox.height].map((v) => writer.n(v)).join(' ');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" width="${Math.round(viewBox.width * scale)}" height="${Math.round(viewBox.height * scale)}">` +
    '<style>line,polyline,polygon,path,circle,ellipse{vector-effect:non-scaling-stroke}</style>' +
    `<defs>${defs}${writer.hatches.patterns.join('')}</defs>` +
    `<g transform="scale(1 -1)" fill="none" stroke-width="1" color="#000000" font-family="sans-serif">${body}</g></svg>`;
  return {
    svg,
    counts: writer.counts,
    drawnEntities: writer.drawnEntities,
    blocks: writer.blockCount,
    extents,
    viewBox,
    skipped: drawing.skipped,
    missingBlocks: writer.missingBlocks,
    allLayersShown,
  };
}
