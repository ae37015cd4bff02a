import type {
  I3DfaceEntity,
  IArcEntity,
  ICircleEntity,
  IDimensionEntity,
  IDxf,
  IEllipseEntity,
  IEntity,
  IInsertEntity,
  ILineEntity,
  ILwpolylineEntity,
  IMtextEntity,
  IPoint,
  IPointEntity,
  IPolylineEntity,
  ISolidEntity,
  ISplineEntity,
  ITextEntity,
} from 'dxf-parser';
import ACI from 'dxf-parser/dist/AutoCadColorIndex.js';
import {
  aciToRgb,
  BLACK,
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
import { mtextLines, textLine } from './cadText.ts';
import { ACIS_TYPES, type DxfAcisEntity } from './dxfAcis.ts';
import type { DxfShapeEntity } from './dxfAnnotations.ts';
import type { DxfAttrib } from './dxfHandlers.ts';
import type { DxfHatch } from './dxfHatch.ts';

const DEG = Math.PI / 180;
const pt = (p: Partial<IPoint> | undefined): Point => ({ x: p?.x ?? 0, y: p?.y ?? 0 });
/** OCS with extrusion (0, 0, -1) is the WCS mirrored in x. */
const mirrorX = (p: Point, mirrored: boolean): Point => (mirrored ? { x: -p.x, y: p.y } : p);

/** dxf-parser fills `color` from the colour index too; it is a true colour only when it differs from that lookup. */
function entityColor(e: { colorIndex?: number; color?: number }) {
  const indexed = e.colorIndex === undefined ? undefined : ACI[Math.abs(e.colorIndex)];
  const trueColor = e.color !== undefined && e.color !== indexed ? e.color : undefined;
  return colorRef(e.colorIndex, trueColor);
}

function arcShape(e: IArcEntity): CadShape {
  const mirrored = (e.extrusionDirectionZ ?? 1) < 0;
  const start = e.startAngle ?? 0;
  const end = e.endAngle ?? 2 * Math.PI;
  return {
    kind: 'arc',
    center: mirrorX(pt(e.center), mirrored),
    radius: e.radius ?? 0,
    startAngle: mirrored ? Math.PI - end : start,
    endAngle: mirrored ? Math.PI - start : end,
  };
}

function lwpolylineShape(e: ILwpolylineEntity): CadShape {
  const mirrored = (e.extrusionDirectionZ ?? 1) < 0;
  return {
    kind: 'polyline',
    closed: Boolean(e.shape),
    vertices: (e.vertices ?? []).map((v) => ({
      ...mirrorX(pt(v), mirrored),
      bulge: (v.bulge ?? 0) * (mirrored ? -1 : 1),
    })),
  };
}

/** A polyface mesh's visible face edges (face indices are 1-based; negative hides an edge). */
function polyfaceShape(e: IPolylineEntity): CadShape | null {
  const vertices = e.vertices ?? [];
  const locations = vertices.filter((v) => v.threeDPolylineMesh);
  const paths: Point[][] = [];
  for (const face of vertices.filter((v) => !v.threeDPolylineMesh && v.faceA !== undefined)) {
    const corners = [face.faceA, face.faceB, face.faceC, face.faceD].filter(
      (i) => i !== undefined && i !== 0,
    );
    corners.forEach((from, i) => {
      const to = corners[(i + 1) % corners.length]!;
      const [a, b] = [locations[Math.abs(from!) - 1], locations[Math.abs(to) - 1]];
      if (from! > 0 && a && b) paths.push([pt(a), pt(b)]);
    });
  }
  return paths.length > 0 ? { kind: 'wire', paths } : null;
}

function polylineShape(e: IPolylineEntity): CadShape | null {
  if (e.isPolyfaceMesh) return polyfaceShape(e);
  if (e.is3dPolygonMesh) return null;
  const mirrored = !e.is3dPolyline && (e.extrusionDirection?.z ?? 1) < 0;
  const vertices = (e.vertices ?? []).filter((v) => !v.splineControlPoint);
  return {
    kind: 'polyline',
    closed: Boolean(e.shape),
    vertices: vertices.map((v) => ({
      ...mirrorX(pt(v), mirrored),
      bulge: (v.bulge ?? 0) * (mirrored ? -1 : 1),
    })),
  };
}

function textShape(e: ITextEntity | DxfAttrib): CadShape {
  const { hAlign, vAlign, usesSecondPoint } = textAlignment(e.halign, e.valign);
  return {
    kind: 'text',
    position: pt(usesSecondPoint && e.endPoint ? e.endPoint : e.startPoint),
    height: e.textHeight ?? 1,
    rotation: (e.rotation ?? 0) * DEG,
    lines: [textLine(e.text ?? '')],
    hAlign,
    vAlign,
    widthFactor: e.xScale || 1,
    lineSpacing: 1,
  };
}

function mtextShape(e: IMtextEntity): CadShape {
  const direction = e.directionVector;
  const rotation = direction ? Math.atan2(direction.y, direction.x) : (e.rotation ?? 0) * DEG;
  return {
    kind: 'text',
    position: pt(e.position),
    height: e.height ?? 1,
    rotation,
    lines: mtextLines(e.text ?? ''),
    ...mtextAlignment(e.attachmentPoint),
    widthFactor: 1,
    lineSpacing: MTEXT_LINE_SPACING,
  };
}

function insertShape(e: IInsertEntity): CadShape {
  return {
    kind: 'insert',
    block: e.name ?? '',
    position: pt(e.position),
    scale: { x: e.xScale ?? 1, y: e.yScale ?? 1 },
    rotation: (e.rotation ?? 0) * DEG,
    columns: Math.max(1, e.columnCount ?? 1),
    rows: Math.max(1, e.rowCount ?? 1),
    columnSpacing: e.columnSpacing ?? 0,
    rowSpacing: e.rowSpacing ?? 0,
    mirrored: (e.extrusionDirection?.z ?? 1) < 0,
  };
}

/**
 * A dimension is drawn by its anonymous block, whose geometry is in world coordinates as of its last
 * update; a dimension moved since (R12 stores such moves) is placed at its insertion point (group 12).
 */
function dimensionShape(e: IDimensionEntity): CadShape | null {
  if (!e.block) return null;
  return {
    kind: 'insert',
    block: e.block,
    position: pt(e.insertionPoint),
    scale: { x: 1, y: 1 },
    rotation: 0,
    columns: 1,
    rows: 1,
    columnSpacing: 0,
    rowSpacing: 0,
    mirrored: false,
  };
}

function splineShape(e: ISplineEntity): CadShape {
  return {
    kind: 'spline',
    degree: e.degreeOfSplineCurve ?? 3,
    controlPoints: (e.controlPoints ?? []).map(pt),
    knots: e.knotValues ?? [],
    fitPoints: (e.fitPoints ?? []).map(pt),
    closed: Boolean(e.closed),
  };
}

/** The preview shape of one dxf-parser entity; null for what is not drawn (counted by the caller). */
function shapeOf(e: IEntity): CadShape | null | 'ignore' {
  if ('previewShape' in e) return (e as unknown as DxfShapeEntity).previewShape;
  switch (e.type) {
    case 'LINE': {
      const [start, end] = (e as ILineEntity).vertices ?? [];
      return { kind: 'line', start: pt(start), end: pt(end) };
    }
    case 'LWPOLYLINE':
      return lwpolylineShape(e as ILwpolylineEntity);
    case 'POLYLINE':
      return polylineShape(e as IPolylineEntity);
    case 'CIRCLE':
      return {
        kind: 'circle',
        center: pt((e as ICircleEntity).center),
        radius: (e as ICircleEntity).radius ?? 0,
      };
    case 'ARC':
      return arcShape(e as IArcEntity);
    case 'ELLIPSE': {
      const el = e as IEllipseEntity;
      const [startParam, endParam] = [el.startAngle ?? 0, el.endAngle ?? 2 * Math.PI];
      return {
        kind: 'ellipse',
        center: pt(el.center),
        majorAxis: pt(el.majorAxisEndPoint),
        ratio: el.axisRatio ?? 1,
        startParam,
        endParam,
      };
    }
    case 'SPLINE':
      return splineShape(e as ISplineEntity);
    case 'TEXT':
      return textShape(e as ITextEntity);
    case 'ATTRIB':
      return (e as unknown as DxfAttrib).invisible ? 'ignore' : textShape(e as unknown as DxfAttrib);
    case 'MTEXT':
      return mtextShape(e as IMtextEntity);
    case 'INSERT':
      return insertShape(e as IInsertEntity);
    case 'DIMENSION':
      return dimensionShape(e as IDimensionEntity);
    case 'SOLID': {
      const [a, b, c, d] = (e as ISolidEntity).points ?? [];
      return { kind: 'solid', points: [a, b, d ?? c, c].filter((p) => p !== undefined).map(pt) };
    }
    case '3DFACE':
      return {
        kind: 'polyline',
        closed: true,
        // dxf-parser reads one corner too many (an empty one): only corners with coordinates count.
        vertices: ((e as I3DfaceEntity).vertices ?? [])
          .filter((v) => v.x !== undefined && v.y !== undefined)
          .map((v) => ({ ...pt(v), bulge: 0 })),
      };
    case 'POINT':
      return { kind: 'point', position: pt((e as IPointEntity).position) };
    case 'HATCH': {
      const h = e as unknown as DxfHatch;
      return h.loops.length > 0
        ? { kind: 'hatch', loops: h.loops, solid: h.solid, patternLines: h.patternLines }
        : null;
    }
    default:
      return null;
  }
}

/** Reads the top-view wireframe of an ACIS entity (dxfAcis.ts). */
export type DxfAcisSource = (e: DxfAcisEntity) => Point[][] | null;

/**
 * Entities that depend on where they are: an ATTDEF shows its tag in model space (inside a block
 * it only defines the ATTRIB that inserts show); ACIS entities need the file's ACDSDATA.
 */
function contextualShape(e: IEntity, inBlock: boolean, acis: DxfAcisSource): CadShape | null | 'ignore' {
  if (e.type === 'ATTDEF') {
    const a = e as unknown as ITextEntity & { tag?: string; invisible?: boolean };
    if (inBlock || a.invisible || !a.tag) return 'ignore';
    return textShape({ ...a, text: a.tag, halign: 0, valign: 0 });
  }
  const paths = acis(e as unknown as DxfAcisEntity);
  return paths && paths.length > 0 ? { kind: 'wire', paths } : null;
}

function convertEntities(
  entities: IEntity[] | undefined,
  skipped: Record<string, number>,
  inBlock: boolean,
  acis: DxfAcisSource,
): CadEntity[] {
  const out: CadEntity[] = [];
  for (const e of entities ?? []) {
    if (e.inPaperSpace || e.visible === false) continue;
    const shape =
      e.type === 'ATTDEF' || (ACIS_TYPES as readonly string[]).includes(e.type)
        ? contextualShape(e, inBlock, acis)
        : shapeOf(e);
    if (shape === 'ignore') continue;
    if (shape === null) countSkipped(skipped, e.type);
    else {
      const lineweight = lineweightOf((e as { lineweight?: number }).lineweight, false);
      out.push({
        ...shape,
        layer: e.layer ?? '0',
        color: entityColor(e),
        ...(lineweight === undefined ? {} : { lineweight }),
        ...(e.type === 'ATTRIB' ? { attribute: true } : {}),
      } as CadEntity);
    }
  }
  return out;
}

/** A dxf-parser result as the preview's drawing model: model space, its blocks and layers. */
export function drawingFromDxf(dxf: IDxf, acis: DxfAcisSource = () => null): CadDrawing {
  const drawing = emptyDrawing();
  for (const [name, layer] of Object.entries(dxf.tables?.layer?.layers ?? {})) {
    const rgb = layer.colorIndex === undefined ? (layer.color ?? BLACK) : aciToRgb(layer.colorIndex);
    drawing.layers.set(name, { name, rgb, visible: layer.visible !== false && !layer.frozen });
  }
  for (const block of Object.values(dxf.blocks ?? {})) {
    if (!block.name) continue;
    const entities = convertEntities(block.entities, drawing.skipped, true, acis);
    drawing.blocks.set(block.name, { name: block.name, base: pt(block.position), entities });
  }
  drawing.entities = convertEntities(dxf.entities, drawing.skipped, false, acis);
  const header = dxf.header as Record<string, { x?: number; y?: number } | undefined> | undefined;
  const extents = saneExtents(header?.$EXTMIN, header?.$EXTMAX);
  if (extents) drawing.headerExtents = extents;
  return drawing;
}
