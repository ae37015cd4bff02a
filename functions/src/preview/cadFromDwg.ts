import type {
  Dwg3dFaceEntity,
  DwgArcEntity,
  DwgAttdefEntity,
  DwgAttribEntity,
  DwgCircleEntity,
  DwgDatabase,
  DwgDimensionEntity,
  DwgEllipseEntity,
  DwgEntity,
  DwgHatchEntity,
  DwgInsertEntity,
  DwgLineEntity,
  DwgLWPolylineEntity,
  DwgMTextEntity,
  DwgPointEntity,
  DwgPolyline2dEntity,
  DwgPolyline3dEntity,
  DwgSolidEntity,
  DwgSplineEntity,
  DwgStyleTableEntry,
  DwgTextBase,
  DwgTextEntity,
} from '@mlightcad/libredwg-web';
import { type AnnotationContext, annotationFromDwg } from './cadFromDwgAnnotations.ts';
import { hatchFromDwg } from './cadFromDwgHatch.ts';
import {
  aciToRgb,
  type CadDrawing,
  type CadEntity,
  type CadShape,
  colorRef,
  countSkipped,
  emptyDrawing,
  lineweightOf,
  MTEXT_LINE_SPACING,
  mtextAlignment,
  type Point,
  saneExtents,
  textAlignment,
} from './cadModel.ts';
import { fontFamily, mtextLines, textLine } from './cadText.ts';
import type { BlockLinks } from './dwgR11Blocks.ts';

/** Reads the ACIS data (SAB bytes or SAT text) a 3DSOLID, REGION or BODY points to. */
export type AcisSource = (entity: DwgEntity) => Point[][] | null;

/** What the entity converters need besides the entity: text styles and the ACIS reader. */
interface DwgContext extends AnnotationContext {
  styles: Map<string, DwgStyleTableEntry>;
  acis: AcisSource;
  /** Block (and a dimension's insertion point) of an INSERT or DIMENSION libredwg-web leaves unnamed (pre-R13). */
  linked: (e: DwgEntity) => { block?: string; origin?: Point };
  /** Converting a block's entities rather than model space. */
  inBlock: boolean;
}

/** DWG before R2007 (AC1021) stores 8-bit strings. */
const isPre2007 = (version: string | undefined) => !!version && version < 'AC1021';

/**
 * Reverses libredwg-web reading an 8-bit string as UTF-16: each code unit holds two characters,
 * low byte first. Only a string made entirely of such units is turned back.
 */
function utf16AsBytes(text: string): string {
  if (![...text].every((c) => c.charCodeAt(0) > 0xff)) return text;
  let out = '';
  for (const c of text) {
    const code = c.charCodeAt(0);
    out += String.fromCharCode(code & 0xff);
    if (code >> 8) out += String.fromCharCode(code >> 8);
  }
  return out;
}

/** DWG's LWPOLYLINE flag for a closed polyline (DXF writes it as bit 1 of group 70). */
const LWPOLYLINE_CLOSED = 512;
/** VERTEX flag of a spline frame control point: not on the drawn curve. */
const SPLINE_CONTROL_POINT = 16;

const pt = (p: Partial<Point> | undefined): Point => ({ x: p?.x ?? 0, y: p?.y ?? 0 });
const isMirrored = (e: { extrusionDirection?: { z: number } }) => (e.extrusionDirection?.z ?? 1) < 0;
const mirrorX = (p: Point, mirrored: boolean): Point => (mirrored ? { x: -p.x, y: p.y } : p);
/** R11 drawings read with zero scales; zero means "not stored", i.e. 1. */
const orOne = (v: number | undefined) => (v ? v : 1);

/** The font and slant of a text style, for the text shape. */
function styleOf(ctx: DwgContext, name: string | undefined) {
  const style = ctx.styles.get((name || 'STANDARD').toUpperCase());
  const font = fontFamily(style?.font || style?.extendedFont);
  return {
    style,
    extra: { ...(font ? { font } : {}), ...(style?.obliqueAngle ? { oblique: style.obliqueAngle } : {}) },
  };
}

function textShape(t: DwgTextBase & { text?: string; styleName?: string }, ctx: DwgContext): CadShape {
  const { hAlign, vAlign, usesSecondPoint } = textAlignment(t.halign, t.valign);
  const { style, extra } = styleOf(ctx, t.styleName);
  return {
    kind: 'text',
    position: pt(usesSecondPoint ? t.endPoint : t.startPoint),
    height: t.textHeight || style?.fixedTextHeight || 1,
    rotation: t.rotation ?? 0,
    lines: [textLine(t.text ?? '')],
    hAlign,
    vAlign,
    widthFactor: orOne(t.xScale || style?.widthFactor),
    lineSpacing: 1,
    ...extra,
  };
}

function mtextShape(e: DwgMTextEntity, ctx: DwgContext): CadShape {
  const d = e.direction;
  const rotation = d && (d.x !== 0 || d.y !== 0) ? Math.atan2(d.y, d.x) : (e.rotation ?? 0);
  const { style, extra } = styleOf(ctx, e.styleName);
  return {
    kind: 'text',
    position: pt(e.insertionPoint),
    height: e.textHeight || style?.fixedTextHeight || 1,
    rotation,
    lines: mtextLines(e.text ?? ''),
    ...mtextAlignment(e.attachmentPoint),
    widthFactor: 1,
    lineSpacing: MTEXT_LINE_SPACING * orOne(e.lineSpacing),
    ...extra,
  };
}

function insertShape(block: string, position: Point, e?: DwgInsertEntity): CadShape {
  return {
    kind: 'insert',
    block,
    position,
    scale: { x: orOne(e?.xScale), y: orOne(e?.yScale) },
    rotation: e?.rotation ?? 0,
    columns: Math.max(1, e?.columnCount ?? 1),
    rows: Math.max(1, e?.rowCount ?? 1),
    columnSpacing: e?.columnSpacing ?? 0,
    rowSpacing: e?.rowSpacing ?? 0,
    mirrored: e ? isMirrored(e) : false,
  };
}

function arcShape(e: DwgArcEntity): CadShape {
  const m = isMirrored(e);
  return {
    kind: 'arc',
    center: mirrorX(pt(e.center), m),
    radius: e.radius,
    startAngle: m ? Math.PI - e.endAngle : e.startAngle,
    endAngle: m ? Math.PI - e.startAngle : e.endAngle,
  };
}

function ellipseShape(e: DwgEllipseEntity): CadShape {
  const m = isMirrored(e);
  return {
    kind: 'ellipse',
    center: pt(e.center),
    majorAxis: pt(e.majorAxisEndPoint),
    ratio: e.axisRatio || 1,
    // Seen from below the parameter runs clockwise: the same curve is -end … -start counter-clockwise.
    startParam: m ? -e.endAngle : e.startAngle,
    endParam: m ? -e.startAngle : e.endAngle,
  };
}

function polylineShape(e: DwgLWPolylineEntity | DwgPolyline2dEntity | DwgPolyline3dEntity): CadShape {
  const m = e.type !== 'POLYLINE3D' && isMirrored(e);
  const closed = e.type === 'LWPOLYLINE' ? (e.flag & LWPOLYLINE_CLOSED) !== 0 : (e.flag & 1) !== 0;
  const vertices = (e.vertices as (Point & { bulge?: number; flag?: number })[])
    .filter((v) => ((v.flag ?? 0) & SPLINE_CONTROL_POINT) === 0)
    .map((v) => ({ ...mirrorX(pt(v), m), bulge: (v.bulge ?? 0) * (m ? -1 : 1) }));
  return { kind: 'polyline', closed, vertices };
}

function shapeOf(e: DwgEntity, ctx: DwgContext): CadShape | null | 'ignore' {
  const annotation = annotationFromDwg(e, ctx);
  if (annotation !== undefined) return annotation;
  switch (e.type) {
    case 'LINE':
      return {
        kind: 'line',
        start: pt((e as DwgLineEntity).startPoint),
        end: pt((e as DwgLineEntity).endPoint),
      };
    case 'LWPOLYLINE':
    case 'POLYLINE2D':
    case 'POLYLINE3D':
      return polylineShape(e as DwgLWPolylineEntity);
    case 'CIRCLE': {
      const c = e as DwgCircleEntity;
      return { kind: 'circle', center: mirrorX(pt(c.center), isMirrored(c)), radius: c.radius };
    }
    case 'ARC':
      return arcShape(e as DwgArcEntity);
    case 'ELLIPSE':
      return ellipseShape(e as DwgEllipseEntity);
    case 'SPLINE': {
      const s = e as DwgSplineEntity;
      const weights = s.weights?.length ? s.weights : undefined;
      return {
        kind: 'spline',
        degree: s.degree || 3,
        controlPoints: (s.controlPoints ?? []).map(pt),
        knots: s.knots ?? [],
        ...(weights ? { weights } : {}),
        fitPoints: (s.fitPoints ?? []).map(pt),
        closed: (s.flag & 1) !== 0,
      };
    }
    case 'TEXT':
      return textShape(e as DwgTextEntity, ctx);
    case 'MTEXT':
      return mtextShape(e as DwgMTextEntity, ctx);
    case 'HATCH':
      return hatchFromDwg(e as DwgHatchEntity);
    case '3DSOLID':
    case 'REGION':
    case 'BODY': {
      const paths = ctx.acis(e);
      return paths && paths.length > 0 ? { kind: 'wire', paths } : null;
    }
    case 'INSERT': {
      const name = (e as DwgInsertEntity).name || ctx.linked(e).block;
      return insertShape(name ?? '', pt((e as DwgInsertEntity).insertionPoint), e as DwgInsertEntity);
    }
    case 'DIMENSION': {
      // The block holds world coordinates as of its last update; a dimension moved since (R12
      // stores such moves) is placed at its insertion point (group 12), as ezdxf does.
      const d = e as DwgDimensionEntity;
      const link = ctx.linked(e);
      const name = d.name || link.block;
      const origin = link.origin ?? ('insertionPoint' in d ? d.insertionPoint : undefined);
      return name ? insertShape(name, pt(origin)) : null;
    }
    case 'SOLID': {
      const s = e as DwgSolidEntity;
      return { kind: 'solid', points: [s.corner1, s.corner2, s.corner4 ?? s.corner3, s.corner3].map(pt) };
    }
    case '3DFACE': {
      const f = e as Dwg3dFaceEntity;
      const corners = [f.corner1, f.corner2, f.corner3, f.corner4].filter(Boolean).map(pt);
      return { kind: 'polyline', closed: true, vertices: corners.map((p) => ({ ...p, bulge: 0 })) };
    }
    case 'POINT':
      return { kind: 'point', position: pt((e as DwgPointEntity).position) };
    case 'ATTDEF': {
      // In model space an attribute definition shows its tag; in a block only its inserts' values show.
      const a = e as DwgAttdefEntity;
      if (ctx.inBlock || (a.flags & 1) !== 0 || !a.tag) return 'ignore';
      return textShape({ ...a.text, text: a.tag }, ctx);
    }
    case 'ATTRIB':
      return 'ignore';
    default:
      return null;
  }
}

function common(e: DwgEntity) {
  const lineweight = lineweightOf(e.lineweight, true);
  return {
    layer: e.layer || '0',
    color: colorRef(e.colorIndex, e.color),
    ...(lineweight === undefined ? {} : { lineweight }),
  };
}

/** An insert's visible attribute values, drawn as text where the insert put them. */
function attributes(e: DwgEntity, ctx: DwgContext): CadEntity[] {
  if (e.type !== 'INSERT') return [];
  return ((e as DwgInsertEntity).attribs ?? [])
    .filter((a: DwgAttribEntity) => (a.flags & 1) === 0 && a.isVisible !== false)
    .map((a: DwgAttribEntity) => ({ ...textShape(a.text, ctx), ...common(a), attribute: true }) as CadEntity);
}

function convertEntities(
  entities: DwgEntity[] | undefined,
  skipped: Record<string, number>,
  ctx: DwgContext,
): CadEntity[] {
  const out: CadEntity[] = [];
  for (const e of entities ?? []) {
    if (e.isInPaperSpace || e.isVisible === false) continue;
    const shape = shapeOf(e, ctx);
    if (shape === 'ignore') continue;
    if (shape === null) countSkipped(skipped, e.type);
    else out.push({ ...shape, ...common(e) } as CadEntity, ...attributes(e, ctx));
  }
  return out;
}

/**
 * The key each block record is drawn under: its name, or name@handle for a later record of the same
 * name (R12 names every dimension block "*D"). Inserts that name their block find the first.
 */
function blockKeys(records: { handle: string; name: string }[]): Map<string, string> {
  const taken = new Set<string>();
  const keys = new Map<string, string>();
  for (const { handle, name } of records) {
    const key = taken.has(name) ? `${name}@${handle}` : name;
    taken.add(name);
    keys.set(handle, key);
  }
  return keys;
}

/**
 * A libredwg-web database as the preview's drawing model: model space, its blocks and layers.
 * `acis` reads the wireframe of ACIS entities (it needs the reader's memory, which the database
 * only points into); `blockLinks` names the block of INSERTs and DIMENSIONs the database leaves
 * unnamed (pre-R13 drawings, see dwgR11Blocks.ts).
 */
export function drawingFromDwg(
  db: DwgDatabase,
  acis: AcisSource = () => null,
  /** The file's version magic ('AC1015' …); the header's $ACADVER when not given. */
  version?: string,
  blockLinks: BlockLinks = new Map(),
): CadDrawing {
  const drawing = emptyDrawing();
  const styles = new Map((db.tables.STYLE?.entries ?? []).map((s) => [s.name.toUpperCase(), s] as const));
  const blockNames = blockKeys(db.tables.BLOCK_RECORD.entries);
  const linked = (e: DwgEntity) => {
    const link = blockLinks.get(e.handle);
    if (!link) return {};
    const block = blockNames.get(link.block);
    return { ...(block ? { block } : {}), ...(link.origin ? { origin: link.origin } : {}) };
  };
  const pre2007 = isPre2007(version ?? (db.header as { ACADVER?: string } | undefined)?.ACADVER);
  const ctx: DwgContext = {
    styles,
    acis,
    blockNames,
    linked,
    fixText: pre2007 ? utf16AsBytes : (t) => t,
    inBlock: false,
  };
  for (const layer of db.tables.LAYER.entries) {
    const visible = !layer.off && !layer.frozen && layer.colorIndex >= 0;
    const lineweight = lineweightOf(layer.lineweight, true);
    drawing.layers.set(layer.name, {
      name: layer.name,
      rgb: aciToRgb(layer.colorIndex),
      visible,
      ...(lineweight === undefined ? {} : { lineweight }),
    });
  }
  const header = db.header as { EXTMIN?: Point; EXTMAX?: Point } | undefined;
  const extents = saneExtents(header?.EXTMIN, header?.EXTMAX);
  if (extents) drawing.headerExtents = extents;
  for (const block of db.tables.BLOCK_RECORD.entries) {
    if (!block.name || /^\*(model|paper)_space/i.test(block.name)) continue;
    const key = blockNames.get(block.handle) ?? block.name;
    drawing.blocks.set(key, {
      name: key,
      base: pt(block.basePoint),
      entities: convertEntities(block.entities, drawing.skipped, { ...ctx, inBlock: true }),
    });
  }
  drawing.entities = convertEntities(db.entities, drawing.skipped, ctx);
  return drawing;
}
