import type {
  Dwg3dFaceEntity,
  DwgArcEntity,
  DwgAttribEntity,
  DwgCircleEntity,
  DwgDatabase,
  DwgDimensionEntity,
  DwgEllipseEntity,
  DwgEntity,
  DwgInsertEntity,
  DwgLineEntity,
  DwgLWPolylineEntity,
  DwgMTextEntity,
  DwgPointEntity,
  DwgPolyline2dEntity,
  DwgPolyline3dEntity,
  DwgSolidEntity,
  DwgSplineEntity,
  DwgTextBase,
  DwgTextEntity,
} from '@mlightcad/libredwg-web';
import {
  aciToRgb,
  type CadDrawing,
  type CadEntity,
  type CadShape,
  colorRef,
  countSkipped,
  emptyDrawing,
  MTEXT_LINE_SPACING,
  mtextAlignment,
  type Point,
  textAlignment,
} from './cadModel.ts';
import { mtextLines, textLine } from './cadText.ts';

/** DWG's LWPOLYLINE flag for a closed polyline (DXF writes it as bit 1 of group 70). */
const LWPOLYLINE_CLOSED = 512;
/** VERTEX flag of a spline frame control point: not on the drawn curve. */
const SPLINE_CONTROL_POINT = 16;

const pt = (p: Partial<Point> | undefined): Point => ({ x: p?.x ?? 0, y: p?.y ?? 0 });
const isMirrored = (e: { extrusionDirection?: { z: number } }) => (e.extrusionDirection?.z ?? 1) < 0;
const mirrorX = (p: Point, mirrored: boolean): Point => (mirrored ? { x: -p.x, y: p.y } : p);
/** R11 drawings read with zero scales; zero means "not stored", i.e. 1. */
const orOne = (v: number | undefined) => (v ? v : 1);

function textShape(t: DwgTextBase & { text?: string }): CadShape {
  const { hAlign, vAlign, usesSecondPoint } = textAlignment(t.halign, t.valign);
  return {
    kind: 'text',
    position: pt(usesSecondPoint ? t.endPoint : t.startPoint),
    height: t.textHeight || 1,
    rotation: t.rotation ?? 0,
    lines: [textLine(t.text ?? '')],
    hAlign,
    vAlign,
    widthFactor: orOne(t.xScale),
    lineSpacing: 1,
  };
}

function mtextShape(e: DwgMTextEntity): CadShape {
  const d = e.direction;
  const rotation = d && (d.x !== 0 || d.y !== 0) ? Math.atan2(d.y, d.x) : (e.rotation ?? 0);
  return {
    kind: 'text',
    position: pt(e.insertionPoint),
    height: e.textHeight || 1,
    rotation,
    lines: mtextLines(e.text ?? ''),
    ...mtextAlignment(e.attachmentPoint),
    widthFactor: 1,
    lineSpacing: MTEXT_LINE_SPACING * orOne(e.lineSpacing),
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

function shapeOf(e: DwgEntity): CadShape | null | 'ignore' {
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
      return textShape(e as DwgTextEntity);
    case 'MTEXT':
      return mtextShape(e as DwgMTextEntity);
    case 'INSERT':
      return insertShape(
        (e as DwgInsertEntity).name,
        pt((e as DwgInsertEntity).insertionPoint),
        e as DwgInsertEntity,
      );
    case 'DIMENSION': {
      const name = (e as DwgDimensionEntity).name;
      return name ? insertShape(name, { x: 0, y: 0 }) : null;
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
    case 'ATTDEF':
    case 'ATTRIB':
      return 'ignore';
    default:
      return null;
  }
}

function common(e: DwgEntity) {
  return { layer: e.layer || '0', color: colorRef(e.colorIndex, e.color) };
}

/** An insert's visible attribute values, drawn as text where the insert put them. */
function attributes(e: DwgEntity): CadEntity[] {
  if (e.type !== 'INSERT') return [];
  return ((e as DwgInsertEntity).attribs ?? [])
    .filter((a: DwgAttribEntity) => (a.flags & 1) === 0 && a.isVisible !== false)
    .map((a: DwgAttribEntity) => ({ ...textShape(a.text), ...common(a) }) as CadEntity);
}

function convertEntities(entities: DwgEntity[] | undefined, skipped: Record<string, number>): CadEntity[] {
  const out: CadEntity[] = [];
  for (const e of entities ?? []) {
    if (e.isInPaperSpace || e.isVisible === false) continue;
    const shape = shapeOf(e);
    if (shape === 'ignore') continue;
    if (shape === null) countSkipped(skipped, e.type);
    else out.push({ ...shape, ...common(e) } as CadEntity, ...attributes(e));
  }
  return out;
}

/** A libredwg-web database as the preview's drawing model: model space, its blocks and layers. */
export function drawingFromDwg(db: DwgDatabase): CadDrawing {
  const drawing = emptyDrawing();
  for (const layer of db.tables.LAYER.entries) {
    const visible = !layer.off && !layer.frozen && layer.colorIndex >= 0;
    drawing.layers.set(layer.name, { name: layer.name, rgb: aciToRgb(layer.colorIndex), visible });
  }
  for (const block of db.tables.BLOCK_RECORD.entries) {
    if (!block.name || /^\*(model|paper)_space/i.test(block.name)) continue;
    drawing.blocks.set(block.name, {
      name: block.name,
      base: pt(block.basePoint),
      entities: convertEntities(block.entities, drawing.skipped),
    });
  }
  drawing.entities = convertEntities(db.entities, drawing.skipped);
  return drawing;
}
