import type {
  DwgArcEdge,
  DwgBoundaryPath,
  DwgBoundaryPathEdge,
  DwgEdgeBoundaryPath,
  DwgEllipseEdge,
  DwgHatchEntity,
  DwgLineEdge,
  DwgPolylineBoundaryPath,
  DwgSplineEdge,
} from '@mlightcad/libredwg-web';
import { type BoundaryEdge, edgeLoop, polylineLoop } from './cadHatch.ts';
import type { CadShape, Point } from './cadModel.ts';

/** A libredwg-web HATCH as the preview's hatch shape (DWG stores its angles in radians). */

const pt = (p: Partial<Point> | undefined): Point => ({ x: p?.x ?? 0, y: p?.y ?? 0 });

function boundaryEdge(e: DwgBoundaryPathEdge): BoundaryEdge | null {
  switch (e.type) {
    case 1:
      return { type: 'line', start: pt((e as DwgLineEdge).start), end: pt((e as DwgLineEdge).end) };
    case 2: {
      const a = e as DwgArcEdge;
      return {
        type: 'arc',
        center: pt(a.center),
        radius: a.radius,
        startAngle: a.startAngle,
        endAngle: a.endAngle,
        ccw: a.isCCW !== false,
      };
    }
    case 3: {
      const el = e as DwgEllipseEdge;
      const major = pt(el.end);
      const length = Math.hypot(major.x, major.y) || 1;
      return {
        type: 'ellipse',
        center: pt(el.center),
        majorAxis: major,
        ratio: el.lengthOfMinorAxis / length,
        startAngle: el.startAngle,
        endAngle: el.endAngle,
        ccw: el.isCCW !== false,
      };
    }
    case 4: {
      const s = e as DwgSplineEdge;
      const weights = s.controlPoints.map((c) => c.weight ?? 1);
      return {
        type: 'spline',
        degree: s.degree || 3,
        controlPoints: s.controlPoints.map(pt),
        knots: s.knots ?? [],
        ...(weights.some((w) => w !== 1) ? { weights } : {}),
        fitPoints: (s.fitDatum ?? []).map(pt),
      };
    }
    default:
      return null;
  }
}

function loopOf(path: DwgBoundaryPath): Point[] {
  if ('vertices' in path && path.vertices)
    return polylineLoop(
      (path as DwgPolylineBoundaryPath).vertices.map((v) => ({ ...pt(v), bulge: v.bulge ?? 0 })),
    );
  const edges = ((path as DwgEdgeBoundaryPath<DwgBoundaryPathEdge>).edges ?? []).map(boundaryEdge);
  return edgeLoop(edges.filter((e): e is BoundaryEdge => e !== null));
}

export function hatchFromDwg(e: DwgHatchEntity): CadShape | null {
  const loops = (e.boundaryPaths ?? []).map(loopOf).filter((l) => l.length >= 3);
  if (loops.length === 0) return null;
  return {
    kind: 'hatch',
    loops,
    solid: e.solidFill === 1,
    patternLines: (e.definitionLines ?? []).map((l) => ({
      angle: l.angle,
      base: pt(l.base),
      offset: pt(l.offset),
      dashes: l.dashLengths ?? [],
    })),
  };
}
