import type {
  Dwg3dFaceEntity,
  DwgArcEntity,
  DwgCircleEntity,
  DwgDimensionEntity,
  DwgEllipseEntity,
  DwgEntity,
  DwgInsertEntity,
  DwgLineEntity,
  DwgLWPolylineEntity,
  DwgPointEntity,
  DwgPolyline2dEntity,
  DwgPolyline3dEntity,
  DwgSolidEntity,
  DwgSplineEntity,
} from '@mlightcad/libredwg-web';
import type { CadShape, Vec3 } from './cadTypes.ts';

/** libredwg-web entity → reader-neutral shape. Angles are radians in DWG (unlike DXF's INSERT degrees). */

interface Point {
  x: number;
  y: number;
  z?: number;
}

function vec(point: Point | undefined, z = 0): Vec3 {
  return point ? [point.x, point.y, point.z ?? z] : [0, 0, z];
}

/** DWG's LWPOLYLINE keeps "closed" in bit 512 of its flag (DXF uses bit 1). */
const LWPOLYLINE_CLOSED = 512;
const POLYLINE_CLOSED = 1;

export function dwgShape(entity: DwgEntity): CadShape {
  switch (entity.type) {
    case 'LINE': {
      const line = entity as DwgLineEntity;
      return { kind: 'line', start: vec(line.startPoint), end: vec(line.endPoint) };
    }
    case 'LWPOLYLINE': {
      const polyline = entity as DwgLWPolylineEntity;
      return {
        kind: 'polyline',
        vertices: polyline.vertices.map((v) => ({ x: v.x, y: v.y, bulge: v.bulge ?? 0 })),
        closed: (polyline.flag & LWPOLYLINE_CLOSED) !== 0,
        elevation: polyline.elevation ?? 0,
      };
    }
    case 'POLYLINE2D': {
      const polyline = entity as DwgPolyline2dEntity;
      return {
        kind: 'polyline',
        vertices: polyline.vertices.map((v) => ({ x: v.x, y: v.y, bulge: v.bulge ?? 0 })),
        closed: (polyline.flag & POLYLINE_CLOSED) !== 0,
        elevation: polyline.elevation ?? 0,
      };
    }
    case 'POLYLINE3D': {
      const polyline = entity as DwgPolyline3dEntity;
      return {
        kind: 'polyline3d',
        points: polyline.vertices.map((v) => vec(v)),
        closed: (polyline.flag & POLYLINE_CLOSED) !== 0,
      };
    }
    case '3DFACE': {
      const face = entity as Dwg3dFaceEntity;
      return {
        kind: 'face',
        corners: [face.corner1, face.corner2, face.corner3, face.corner4].filter(Boolean).map((p) => vec(p)),
      };
    }
    case 'SOLID': {
      const solid = entity as DwgSolidEntity & { elevation?: number };
      const corners = [solid.corner1, solid.corner2, solid.corner3, solid.corner4].filter(Boolean);
      return { kind: 'solid', corners: corners.map((p) => vec(p, solid.elevation ?? 0)) };
    }
    case 'CIRCLE': {
      const circle = entity as DwgCircleEntity;
      return { kind: 'circle', center: vec(circle.center), radius: circle.radius };
    }
    case 'ARC': {
      const arc = entity as DwgArcEntity;
      return {
        kind: 'arc',
        center: vec(arc.center),
        radius: arc.radius,
        start: arc.startAngle,
        end: arc.endAngle,
      };
    }
    case 'ELLIPSE': {
      const ellipse = entity as DwgEllipseEntity;
      const { center, majorAxisEndPoint, axisRatio, startAngle, endAngle } = ellipse;
      return {
        kind: 'ellipse',
        center: vec(center),
        major: vec(majorAxisEndPoint),
        ratio: axisRatio,
        start: startAngle,
        end: endAngle,
      };
    }
    case 'SPLINE': {
      const spline = entity as DwgSplineEntity;
      return {
        kind: 'spline',
        degree: spline.degree,
        knots: spline.knots ?? [],
        control: (spline.controlPoints ?? []).map((p) => vec(p)),
        weights: spline.weights,
        fit: (spline.fitPoints ?? []).map((p) => vec(p)),
      };
    }
    case 'POINT':
      return { kind: 'point', position: vec((entity as DwgPointEntity).position) };
    case 'INSERT':
      return insertShape(entity as DwgInsertEntity);
    case 'DIMENSION': {
      const name = (entity as DwgDimensionEntity).name;
      return name ? { kind: 'blockRef', block: name } : { kind: 'skipped' };
    }
    default:
      return { kind: 'skipped' };
  }
}

function insertShape(insert: DwgInsertEntity): CadShape {
  return {
    kind: 'insert',
    block: insert.name,
    position: vec(insert.insertionPoint),
    scale: [insert.xScale ?? 1, insert.yScale ?? 1, insert.zScale ?? 1],
    rotation: insert.rotation ?? 0,
    columns: insert.columnCount || 1,
    rows: insert.rowCount || 1,
    columnSpacing: insert.columnSpacing ?? 0,
    rowSpacing: insert.rowSpacing ?? 0,
  };
}
