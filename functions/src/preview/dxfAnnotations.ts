import {
  annotationText,
  type LeaderBranch,
  leaderShape,
  type MlineVertex,
  mlineShape,
  toleranceText,
  wipeoutShape,
  xlineShape,
} from './cadAnnotations.ts';
import type { CadShape, Point } from './cadModel.ts';

/**
 * dxf-parser handlers for the annotation and construction entities it does not read: XLINE, RAY,
 * WIPEOUT, MLINE, LEADER, MULTILEADER, TOLERANCE, and ACAD_TABLE / ARC_DIMENSION (drawn by their
 * anonymous block, like DIMENSION). Each reads its groups in order and builds the preview shape.
 */

interface Group {
  code: number;
  value: number | string | boolean;
}

interface Scanner {
  next(): Group;
  isEOF(): boolean;
}

export interface DxfShapeEntity {
  type: string;
  layer?: string;
  colorIndex?: number;
  color?: number;
  lineweight?: number;
  inPaperSpace?: boolean;
  visible?: boolean;
  /** The preview shape, or null when the entity has nothing to draw. */
  previewShape: CadShape | null;
}

/** Height of a feature control frame's text when its dimension style is not read (AutoCAD's metric DIMTXT). */
const TOLERANCE_TEXT_HEIGHT = 2.5;

/** The entity's groups in order, with a cursor. */
class Groups {
  index = 0;
  constructor(readonly list: Group[]) {}

  get done(): boolean {
    return this.index >= this.list.length;
  }

  peek(): Group | undefined {
    return this.list[this.index];
  }

  next(): Group {
    return this.list[this.index++]!;
  }

  num(code: number, fallback = 0): number {
    const g = this.list.find((x) => x.code === code);
    return g === undefined ? fallback : Number(g.value);
  }

  str(code: number): string | undefined {
    const g = this.list.find((x) => x.code === code);
    return g === undefined ? undefined : String(g.value);
  }

  /** The point whose x is group `code` (first occurrence). */
  point(code: number): Point {
    return { x: this.num(code), y: this.num(code + 10) };
  }

  /** Every point whose x is group `code`, in order. */
  points(code: number): Point[] {
    const out: Point[] = [];
    for (let i = 0; i < this.list.length; i++) {
      if (this.list[i]!.code !== code) continue;
      const y = this.list.slice(i + 1).find((g) => g.code === code + 10);
      out.push({ x: Number(this.list[i]!.value), y: Number(y?.value ?? 0) });
    }
    return out;
  }
}

function blockInsert(block: string | undefined, position: Point = { x: 0, y: 0 }): CadShape | null {
  if (!block) return null;
  return {
    kind: 'insert',
    block,
    position,
    scale: { x: 1, y: 1 },
    rotation: 0,
    columns: 1,
    rows: 1,
    columnSpacing: 0,
    rowSpacing: 0,
    mirrored: false,
  };
}

/** MLINE vertices: 11 position, 12 direction, 13 miter, then per line 74 n × 41 params, 75 n × 42 fills. */
function mline(g: Groups): CadShape | null {
  const vertices: MlineVertex[] = [];
  const lines = g.num(73);
  while (!g.done) {
    if (g.peek()!.code !== 11) {
      g.next();
      continue;
    }
    const position = { x: Number(g.next().value), y: 0 };
    const vertex: MlineVertex = { position, miter: { x: 0, y: 0 }, offsets: [] };
    while (!g.done && g.peek()!.code !== 11) {
      const group = g.next();
      const v = Number(group.value);
      if (group.code === 21) position.y = v;
      else if (group.code === 13) vertex.miter.x = v;
      else if (group.code === 23) vertex.miter.y = v;
      else if (group.code === 74) {
        const count = v;
        const params: number[] = [];
        for (let i = 0; i < count && g.peek()?.code === 41; i++) params.push(Number(g.next().value));
        vertex.offsets.push(params[0] ?? 0);
      }
    }
    vertex.offsets = vertex.offsets.slice(0, lines || vertex.offsets.length);
    vertices.push(vertex);
  }
  return mlineShape(vertices, (g.num(71) & 2) !== 0);
}

/** MULTILEADER context data: text (304, 12, 41, 13), leaders (302 { 10, 11, 40, 304 LEADER_LINE { 10… } }). */
function multileader(g: Groups): CadShape | null {
  const branches: LeaderBranch[] = [];
  const text: { content?: string; at?: Point; height?: number; direction?: Point } = {};
  let leader: { landing?: Point; dogleg?: Point; doglegLength?: number } | null = null;
  let line: Point[] | null = null;
  const point = (x: Group) => ({
    x: Number(x.value),
    y: Number(g.peek()?.code === x.code + 10 ? g.next().value : 0),
  });
  while (!g.done) {
    const group = g.next();
    const value = String(group.value);
    if (group.code === 302 && value === 'LEADER{') leader = {};
    else if (group.code === 304 && value === 'LEADER_LINE{') line = [];
    else if (group.code === 305 && line) {
      branches.push({ vertices: line, ...(leader ?? {}) });
      line = null;
    } else if (group.code === 303) leader = null;
    else if (line && group.code === 10) line.push(point(group));
    else if (leader && group.code === 10) leader.landing = point(group);
    else if (leader && group.code === 11) leader.dogleg = point(group);
    else if (leader && group.code === 40) leader.doglegLength = Number(group.value);
    else if (!leader && group.code === 304) text.content = value;
    else if (!leader && group.code === 12) text.at = point(group);
    else if (!leader && group.code === 13) text.direction = point(group);
    else if (!leader && group.code === 41 && text.height === undefined) text.height = Number(group.value);
    else if (group.code === 301) break;
  }
  const rotation = text.direction ? Math.atan2(text.direction.y, text.direction.x) : 0;
  const shapeText =
    text.content && text.at
      ? annotationText(text.content, text.at, text.height ?? TOLERANCE_TEXT_HEIGHT, rotation)
      : null;
  return leaderShape(branches, shapeText);
}

function shapeOf(type: string, g: Groups): CadShape | null {
  switch (type) {
    case 'XLINE':
    case 'RAY':
      return xlineShape(g.point(10), g.point(11), type === 'RAY');
    case 'WIPEOUT':
      return wipeoutShape(g.point(10), g.point(11), g.point(12), g.num(23, 1), g.points(14), g.num(71) === 1);
    case 'MLINE':
      return mline(g);
    case 'LEADER':
      return leaderShape([{ vertices: g.points(10) }], null);
    case 'MULTILEADER':
    case 'MLEADER':
      return multileader(g);
    case 'TOLERANCE': {
      const direction = g.point(11);
      const text = annotationText(
        toleranceText(g.str(1) ?? ''),
        g.point(10),
        TOLERANCE_TEXT_HEIGHT,
        direction.x || direction.y ? Math.atan2(direction.y, direction.x) : 0,
        4,
      );
      return text ? leaderShape([], text) : null;
    }
    case 'ACAD_TABLE':
      return blockInsert(g.str(2), g.point(10));
    case 'ARC_DIMENSION':
      return blockInsert(g.str(2));
    default:
      return null;
  }
}

function applyCommon(e: DxfShapeEntity, group: Group): void {
  const v = group.value;
  if (group.code === 8) e.layer = String(v);
  else if (group.code === 62) e.colorIndex = Number(v);
  else if (group.code === 420) e.color = Number(v);
  else if (group.code === 370) e.lineweight = Number(v);
  else if (group.code === 67) e.inPaperSpace = Number(v) !== 0;
  else if (group.code === 60) e.visible = Number(v) === 0;
}

export const ANNOTATION_TYPES = [
  'XLINE',
  'RAY',
  'WIPEOUT',
  'MLINE',
  'LEADER',
  'MULTILEADER',
  'MLEADER',
  'TOLERANCE',
  'ACAD_TABLE',
  'ARC_DIMENSION',
] as const;

/** A handler class for one of ANNOTATION_TYPES. */
export function annotationHandler(name: string) {
  return class {
    readonly ForEntityName = name;
    parseEntity(scanner: Scanner, _current: Group): DxfShapeEntity {
      const list: Group[] = [];
      let group = scanner.next();
      while (!scanner.isEOF() && group.code !== 0) {
        list.push(group);
        group = scanner.next();
      }
      const entity: DxfShapeEntity = { type: name, previewShape: null };
      // Common groups come before the subclass markers; the first 100 group ends them.
      const common = list.findIndex((g) => g.code === 100 && g.value !== 'AcDbEntity');
      for (const g of common === -1 ? list : list.slice(0, common)) applyCommon(entity, g);
      try {
        entity.previewShape = shapeOf(name, new Groups(common === -1 ? list : list.slice(common)));
      } catch {
        entity.previewShape = null;
      }
      return entity;
    }
  };
}
