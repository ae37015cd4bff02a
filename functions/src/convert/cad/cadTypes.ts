/**
 * A reader-neutral drawing: the DXF (dxf-parser) and DWG (libredwg-web) adapters both map their
 * entities to these shapes, and one tessellator turns them into lines, triangles and points.
 * Coordinates are drawing units; `ocs` shapes are in the entity's object coordinate system.
 */
export type Vec3 = [number, number, number];

export interface BulgeVertex {
  x: number;
  y: number;
  bulge: number;
}

export type CadShape =
  | { kind: 'line'; start: Vec3; end: Vec3 }
  /** LWPOLYLINE and 2D POLYLINE: OCS vertices with arc bulges. */
  | { kind: 'polyline'; vertices: BulgeVertex[]; closed: boolean; elevation: number }
  | { kind: 'polyline3d'; points: Vec3[]; closed: boolean }
  /** Polyface mesh: faces index `vertices` from 1; a negative index hides the edge after it. */
  | { kind: 'polyface'; vertices: Vec3[]; faces: number[][] }
  /** M×N polygon mesh (row-major vertices). */
  | { kind: 'polygonMesh'; m: number; n: number; closedM: boolean; closedN: boolean; vertices: Vec3[] }
  /** 3DFACE (world coordinates). */
  | { kind: 'face'; corners: Vec3[] }
  /** 2D SOLID / TRACE (OCS), corners in the DXF order 1, 2, 3, 4 (drawn 1-2-4-3). */
  | { kind: 'solid'; corners: Vec3[] }
  | { kind: 'circle'; center: Vec3; radius: number }
  /** Angles in radians, counter-clockwise in the OCS. */
  | { kind: 'arc'; center: Vec3; radius: number; start: number; end: number }
  /** World coordinates; `major` is relative to the centre; parameters in radians. */
  | { kind: 'ellipse'; center: Vec3; major: Vec3; ratio: number; start: number; end: number }
  | { kind: 'spline'; degree: number; knots: number[]; control: Vec3[]; weights?: number[]; fit: Vec3[] }
  | { kind: 'point'; position: Vec3 }
  /** INSERT (and MINSERT arrays): rotation in radians, position in the OCS. */
  | {
      kind: 'insert';
      block: string;
      position: Vec3;
      scale: Vec3;
      rotation: number;
      columns: number;
      rows: number;
      columnSpacing: number;
      rowSpacing: number;
    }
  /** A DIMENSION draws its anonymous block as is (the block is already in world coordinates). */
  | { kind: 'blockRef'; block: string }
  /** Known but not drawable here (text, hatch fill, ACIS solids, images…); counted in the tree. */
  | { kind: 'skipped' };

export interface CadEntity {
  handle?: string;
  /** The source's entity type name (LINE, LWPOLYLINE, INSERT, 3DSOLID…). */
  type: string;
  layer: string;
  /** AutoCAD colour index: 0 = BYBLOCK, 256 = BYLAYER, 1..255 palette. */
  colorIndex?: number;
  /** True colour 0xRRGGBB, when the entity has one. */
  trueColor?: number;
  /** Extrusion direction (OCS normal); +Z when absent. */
  extrusion?: Vec3;
  shape: CadShape;
}

export interface CadBlock {
  name: string;
  base: Vec3;
  entities: CadEntity[];
}

export interface CadLayer {
  colorIndex: number;
  trueColor?: number;
  visible: boolean;
}

export interface CadDrawing {
  format: 'dxf' | 'dwg';
  /** e.g. AC1032 */
  schema: string;
  /** Drawing unit → metres. */
  unitScale: number;
  /** How the unit was decided, for the tree (e.g. 'mm ($INSUNITS)'). */
  unitSource: string;
  entities: CadEntity[];
  blocks: Map<string, CadBlock>;
  layers: Map<string, CadLayer>;
}

/**
 * $INSUNITS codes to metres. Without a unit (code 0 or a drawing older than AutoCAD 2000) millimetres
 * are assumed, the metric default; $MEASUREMENT is not trusted because exporters leave it at
 * "imperial" for metric drawings (the Onshape sample does).
 */
const INSUNITS: Record<number, [number, string]> = {
  1: [0.0254, 'in'],
  2: [0.3048, 'ft'],
  3: [1609.344, 'mi'],
  4: [0.001, 'mm'],
  5: [0.01, 'cm'],
  6: [1, 'm'],
  7: [1000, 'km'],
  8: [2.54e-8, 'µin'],
  9: [2.54e-5, 'mil'],
  10: [0.9144, 'yd'],
  11: [1e-10, 'Å'],
  12: [1e-9, 'nm'],
  13: [1e-6, 'µm'],
  14: [0.1, 'dm'],
  15: [10, 'dam'],
  16: [100, 'hm'],
};

export function drawingUnit(insunits: unknown): { scale: number; source: string } {
  const known = INSUNITS[Number(insunits)];
  if (known) return { scale: known[0], source: `${known[1]} ($INSUNITS)` };
  return { scale: 0.001, source: 'mm (assumed)' };
}
