import DxfParser, { type IDxf, type IEntity, type IPoint } from 'dxf-parser';
import type { Budget } from '../limits.ts';
import { asConvertError } from '../limits.ts';
import { checkText } from '../mesh/meshChecks.ts';
import { ConvertError, type ConvertInput, type ConvertOutput } from '../types.ts';
import { aciToRgb } from './aci.ts';
import { buildCadModel } from './cadModel.ts';
import {
  type CadBlock,
  type CadDrawing,
  type CadEntity,
  type CadLayer,
  type CadShape,
  drawingUnit,
  type Vec3,
} from './cadTypes.ts';

/** dxf-parser (MIT) gives loosely typed entities; the fields read here are the ones it documents. */
type DxfEntity = IEntity & Record<string, unknown>;
type DxfVertex = IPoint & {
  bulge?: number;
  faceA?: number;
  faceB?: number;
  faceC?: number;
  faceD?: number;
  threeDPolylineMesh?: boolean;
};

export async function convertDxf(input: ConvertInput, budget: Budget): Promise<ConvertOutput> {
  const dxf = parseDxf(input.bytes);
  budget.check();
  return buildCadModel(toDrawing(dxf), input.fileName, budget);
}

/** ASCII DXF only (binary DXF is rare and dxf-parser cannot read it); a DXF ends with `0 EOF`. */
function parseDxf(bytes: Uint8Array): IDxf {
  if (Buffer.from(bytes.subarray(0, 22)).toString('latin1').startsWith('AutoCAD Binary DXF')) {
    throw new ConvertError('model.parseFailed', 'binary DXF is not supported');
  }
  checkText(bytes, 'DXF');
  const text = new TextDecoder().decode(bytes);
  if (!/\bSECTION\b/.test(text.slice(0, 4096))) throw new ConvertError('model.corrupt', 'no DXF SECTION');
  if (!/\n\s*EOF\s*$/.test(text.slice(-256))) throw new ConvertError('model.truncated', 'DXF without EOF');
  try {
    const dxf = new DxfParser().parseSync(text);
    if (!dxf) throw new Error('dxf-parser returned nothing');
    return dxf;
  } catch (error) {
    throw asConvertError(error, 'model.corrupt');
  }
}

function toDrawing(dxf: IDxf): CadDrawing {
  const unit = drawingUnit(dxf.header?.$INSUNITS);
  const blocks = new Map<string, CadBlock>();
  for (const block of Object.values(dxf.blocks ?? {})) {
    blocks.set(block.name, {
      name: block.name,
      base: vec(block.position),
      entities: (block.entities ?? []).map(toEntity),
    });
  }
  const layers = new Map<string, CadLayer>();
  for (const layer of Object.values(dxf.tables?.layer?.layers ?? {})) {
    const trueColor =
      layer.color !== undefined && layer.color !== aciToRgb(Math.abs(layer.colorIndex))
        ? layer.color
        : undefined;
    layers.set(layer.name, {
      colorIndex: layer.colorIndex ?? 7,
      trueColor,
      visible: layer.visible !== false && !layer.frozen,
    });
  }
  return {
    format: 'dxf',
    schema: String(dxf.header?.$ACADVER ?? ''),
    unitScale: unit.scale,
    unitSource: unit.source,
    // Paper-space entities belong to layout sheets, not to the model.
    entities: (dxf.entities ?? []).filter((entity) => !entity.inPaperSpace).map(toEntity),
    blocks,
    layers,
  };
}

function vec(point: unknown): Vec3 {
  const p = (point ?? {}) as Partial<IPoint>;
  return [Number(p.x ?? 0), Number(p.y ?? 0), Number(p.z ?? 0)];
}

function toEntity(raw: IEntity): CadEntity {
  const entity = raw as DxfEntity;
  const colorIndex = typeof entity.colorIndex === 'number' ? entity.colorIndex : undefined;
  const color = typeof entity.color === 'number' ? entity.color : undefined;
  // dxf-parser fills `color` from the palette too; only a different value is a real true colour.
  const trueColor =
    color !== undefined &&
    (colorIndex === undefined || aciToRgb(colorIndex) !== color) &&
    colorIndex !== 256 &&
    colorIndex !== 0
      ? color
      : undefined;
  return {
    handle: entity.handle === undefined ? undefined : String(entity.handle),
    type: entity.type,
    layer: entity.layer ?? '0',
    colorIndex,
    trueColor,
    extrusion: extrusionOf(entity),
    shape: shapeOf(entity),
  };
}

function extrusionOf(entity: DxfEntity): Vec3 | undefined {
  if (entity.extrusionDirection) return vec(entity.extrusionDirection);
  if (typeof entity.extrusionDirectionZ === 'number') {
    return [
      Number(entity.extrusionDirectionX ?? 0),
      Number(entity.extrusionDirectionY ?? 0),
      entity.extrusionDirectionZ,
    ];
  }
  return undefined;
}

const DEG = Math.PI / 180;

function shapeOf(entity: DxfEntity): CadShape {
  const vertices = (entity.vertices ?? []) as DxfVertex[];
  switch (entity.type) {
    case 'LINE':
      return vertices.length >= 2
        ? { kind: 'line', start: vec(vertices[0]), end: vec(vertices[1]) }
        : { kind: 'skipped' };
    case 'LWPOLYLINE':
      return {
        kind: 'polyline',
        vertices: vertices.map((v) => ({ x: v.x, y: v.y, bulge: v.bulge ?? 0 })),
        closed: Boolean(entity.shape),
        elevation: Number(entity.elevation ?? 0),
      };
    case 'POLYLINE':
      return polylineShape(entity, vertices);
    case '3DFACE':
      return { kind: 'face', corners: vertices.filter((v) => v.x !== undefined).map(vec) };
    case 'SOLID':
    case 'TRACE':
      return { kind: 'solid', corners: ((entity.points ?? []) as IPoint[]).map(vec) };
    case 'CIRCLE':
      return { kind: 'circle', center: vec(entity.center), radius: Number(entity.radius) };
    case 'ARC':
      return {
        kind: 'arc',
        center: vec(entity.center),
        radius: Number(entity.radius),
        start: Number(entity.startAngle),
        end: Number(entity.endAngle),
      };
    case 'ELLIPSE':
      return {
        kind: 'ellipse',
        center: vec(entity.center),
        major: vec(entity.majorAxisEndPoint),
        ratio: Number(entity.axisRatio ?? 1),
        start: Number(entity.startAngle ?? 0),
        end: Number(entity.endAngle ?? Math.PI * 2),
      };
    case 'SPLINE':
      return {
        kind: 'spline',
        degree: Number(entity.degreeOfSplineCurve ?? 3),
        knots: ((entity.knotValues ?? []) as number[]).map(Number),
        control: ((entity.controlPoints ?? []) as IPoint[]).map(vec),
        weights: Array.isArray(entity.weights) ? (entity.weights as number[]) : undefined,
        fit: ((entity.fitPoints ?? []) as IPoint[]).map(vec),
      };
    case 'POINT':
      return { kind: 'point', position: vec(entity.position) };
    case 'INSERT':
      return {
        kind: 'insert',
        block: String(entity.name),
        position: vec(entity.position),
        scale: [Number(entity.xScale ?? 1), Number(entity.yScale ?? 1), Number(entity.zScale ?? 1)],
        rotation: Number(entity.rotation ?? 0) * DEG,
        columns: Number(entity.columnCount ?? 1),
        rows: Number(entity.rowCount ?? 1),
        columnSpacing: Number(entity.columnSpacing ?? 0),
        rowSpacing: Number(entity.rowSpacing ?? 0),
      };
    case 'DIMENSION':
      return typeof entity.block === 'string'
        ? { kind: 'blockRef', block: entity.block }
        : { kind: 'skipped' };
    default:
      return { kind: 'skipped' };
  }
}

/**
 * POLYLINE covers 2D polylines (OCS, bulges), 3D polylines and polyface meshes. dxf-parser does not
 * keep the M×N size of polygon meshes, so those cannot be rebuilt and are counted as not drawn.
 */
function polylineShape(entity: DxfEntity, vertices: DxfVertex[]): CadShape {
  if (entity.isPolyfaceMesh) {
    const points = vertices.filter((v) => v.faceA === undefined || v.threeDPolylineMesh);
    const faces = vertices
      .filter((v) => v.faceA !== undefined && !v.threeDPolylineMesh)
      .map((v) =>
        [v.faceA, v.faceB, v.faceC, v.faceD].filter((i): i is number => typeof i === 'number' && i !== 0),
      );
    return { kind: 'polyface', vertices: points.map(vec), faces };
  }
  if (entity.is3dPolygonMesh) return { kind: 'skipped' };
  if (entity.is3dPolyline)
    return { kind: 'polyline3d', points: vertices.map(vec), closed: Boolean(entity.shape) };
  return {
    kind: 'polyline',
    vertices: vertices.map((v) => ({ x: v.x, y: v.y, bulge: v.bulge ?? 0 })),
    closed: Boolean(entity.shape),
    elevation: Number(vertices[0]?.z ?? 0),
  };
}
