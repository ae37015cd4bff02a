import {
  addBox,
  addPoint,
  apply,
  arcPoints,
  type Box,
  bulgeArc,
  ellipsePoint,
  emptyBox,
  type Matrix,
  multiply,
  rotate,
  sampleBSpline,
  scale,
  TAU,
  translate,
} from './cadGeometry.ts';
import type { CadBlock, CadDrawing, CadEntity, CadShape, Point } from './cadModel.ts';

/** Text is about this wide per character, in text heights (a sans-serif average). */
const CHAR_WIDTH = 0.75;
/** At most this many cells of an arrayed insert are drawn. */
export const MAX_INSERT_CELLS = 10_000;

type Insert = Extract<CadShape, { kind: 'insert' }>;
type Text = Extract<CadShape, { kind: 'text' }>;

/** The transform of one cell of an insert: mirror · translate · rotate · cell offset · scale · -base. */
export function insertMatrix(insert: Insert, base: Point, row = 0, column = 0): Matrix {
  let m = multiply(translate(insert.position.x, insert.position.y), rotate(insert.rotation));
  m = multiply(m, translate(column * insert.columnSpacing, row * insert.rowSpacing));
  m = multiply(m, scale(insert.scale.x, insert.scale.y));
  m = multiply(m, translate(-base.x, -base.y));
  return insert.mirrored ? multiply(scale(-1, 1), m) : m;
}

/** Every (row, column) drawn of an insert, capped at MAX_INSERT_CELLS. */
export function insertCells(insert: Insert): [number, number][] {
  const cells: [number, number][] = [];
  for (let r = 0; r < insert.rows; r++) {
    for (let c = 0; c < insert.columns; c++) {
      if (cells.length >= MAX_INSERT_CELLS) return cells;
      cells.push([r, c]);
    }
  }
  return cells;
}

/** The text block's corners: lines × characters around the alignment point, turned by its rotation. */
function textBox(box: Box, t: Text): void {
  const longest = Math.max(0, ...t.lines.map((l) => l.length));
  const width = longest * t.height * CHAR_WIDTH * t.widthFactor;
  const height = t.height + (t.lines.length - 1) * t.height * t.lineSpacing;
  const left = t.hAlign === 'start' ? 0 : t.hAlign === 'middle' ? -width / 2 : -width;
  const top =
    t.vAlign === 'top' ? 0 : t.vAlign === 'middle' ? height / 2 : t.vAlign === 'bottom' ? height : t.height;
  const m = multiply(translate(t.position.x, t.position.y), rotate(t.rotation));
  for (const x of [left, left + width])
    for (const y of [top, top - height]) addPoint(box, apply(m, { x, y }));
}

function polylineBox(box: Box, shape: Extract<CadShape, { kind: 'polyline' }>): void {
  const vs = shape.vertices;
  for (let i = 0; i < vs.length; i++) {
    const from = vs[i]!;
    addPoint(box, from);
    const to = i + 1 < vs.length ? vs[i + 1] : shape.closed ? vs[0] : undefined;
    if (!to || from.bulge === 0) continue;
    const arc = bulgeArc(from, to, from.bulge);
    const a = Math.atan2(from.y - arc.center.y, from.x - arc.center.x);
    const b = Math.atan2(to.y - arc.center.y, to.x - arc.center.x);
    const [start, end] = from.bulge > 0 ? [a, b] : [b, a];
    for (const p of arcPoints(arc.center, arc.radius, start, end)) addPoint(box, p);
  }
}

function shapeBox(box: Box, e: CadShape): void {
  switch (e.kind) {
    case 'line':
      addPoint(box, e.start);
      addPoint(box, e.end);
      return;
    case 'polyline':
      polylineBox(box, e);
      return;
    case 'circle':
      for (const p of arcPoints(e.center, e.radius, 0, TAU)) addPoint(box, p);
      return;
    case 'arc':
      for (const p of arcPoints(e.center, e.radius, e.startAngle, e.endAngle)) addPoint(box, p);
      return;
    case 'ellipse':
      for (let i = 0; i <= 32; i++) {
        const t = e.startParam + (((e.endParam - e.startParam + TAU) % TAU || TAU) * i) / 32;
        addPoint(box, ellipsePoint(e.center, e.majorAxis, e.ratio, t));
      }
      return;
    case 'spline':
      for (const p of sampleBSpline(e.degree, e.controlPoints, e.knots, e.weights) ?? [
        ...e.fitPoints,
        ...e.controlPoints,
      ]) {
        addPoint(box, p);
      }
      return;
    case 'text':
      textBox(box, e);
      return;
    case 'solid':
      for (const p of e.points) addPoint(box, p);
      return;
    case 'point':
      addPoint(box, e.position);
      return;
    case 'hatch':
      for (const loop of e.loops) for (const p of loop) addPoint(box, p);
      return;
    case 'wire':
      for (const path of e.paths) for (const p of path) addPoint(box, p);
      return;
    case 'wipeout':
      for (const p of e.points) addPoint(box, p);
      return;
    case 'leader':
      for (const line of e.lines) for (const p of line) addPoint(box, p);
      if (e.text) textBox(box, e.text);
      return;
    case 'xline':
      // Infinite: it has no extents of its own, only its base point counts.
      addPoint(box, e.base);
      return;
    case 'insert':
      return;
  }
}

/**
 * Layers that are off or frozen are hidden, as AutoCAD does, unless that hides most of model space:
 * then every layer is drawn, because a preview that is nearly blank tells the user nothing.
 */
export function withPreviewLayers(drawing: CadDrawing): { drawing: CadDrawing; allLayersShown: boolean } {
  const hidden = drawing.entities.filter((e) => drawing.layers.get(e.layer)?.visible === false).length;
  if (hidden * 2 <= drawing.entities.length) return { drawing, allLayersShown: false };
  const layers = new Map([...drawing.layers].map(([name, layer]) => [name, { ...layer, visible: true }]));
  return { drawing: { ...drawing, layers }, allLayersShown: true };
}

/** Decides what is drawn: entities on visible layers (entities of layer 0 in a block follow their insert). */
export function isDrawn(drawing: CadDrawing, e: CadEntity, inBlock: boolean): boolean {
  if (inBlock && e.layer === '0') return true;
  return drawing.layers.get(e.layer)?.visible ?? true;
}

/** Extents of a drawing: model space with its inserts expanded (each block measured once). */
export class DrawingBounds {
  private readonly blockBoxes = new Map<string, Box>();
  private readonly measuring = new Set<string>();

  constructor(private readonly drawing: CadDrawing) {}

  extents(): Box {
    return this.entitiesBox(this.drawing.entities, false);
  }

  blockBox(block: CadBlock): Box {
    const known = this.blockBoxes.get(block.name);
    if (known) return known;
    if (this.measuring.has(block.name)) return emptyBox();
    this.measuring.add(block.name);
    const box = this.entitiesBox(block.entities, true);
    this.measuring.delete(block.name);
    this.blockBoxes.set(block.name, box);
    return box;
  }

  /** The box of one entity (an insert with its block's contents); empty when it draws nothing. */
  entityBox(e: CadEntity, inBlock = false, box: Box = emptyBox()): Box {
    if (!isDrawn(this.drawing, e, inBlock)) return box;
    if (e.kind !== 'insert') {
      shapeBox(box, e);
      return box;
    }
    const block = this.drawing.blocks.get(e.block);
    if (!block) return box;
    const inner = this.blockBox(block);
    for (const [row, column] of insertCells(e)) addBox(box, inner, insertMatrix(e, block.base, row, column));
    return box;
  }

  private entitiesBox(entities: CadEntity[], inBlock: boolean): Box {
    const box = emptyBox();
    for (const e of entities) this.entityBox(e, inBlock, box);
    return box;
  }
}
