/**
 * The contract between the model converters (functions/src/convert), the parse pipeline and the
 * 3D viewer (frontend/src/components/viewer3d). A parsed model is two S3 objects:
 *  - a GLB: Y-up, metres, one glTF node per element whose `name` is the element id and whose
 *    `extras.elementId` is the same id (upgrade keeps these nodes; picking relies on them);
 *  - an element tree JSON (`ElementTree` below) with the spatial/assembly hierarchy and properties.
 */
export type PropertyValue = string | number | boolean | null;

/** Property sets of an element: set name → property name → value. */
export type PropertySets = Record<string, Record<string, PropertyValue>>;

export interface ElementNode {
  /** Unique in the model; equals the GLB node name for elements that have geometry. */
  id: string;
  name: string;
  /** The source's type name (IfcWall, IfcBuildingStorey, STEP product, mesh, layer…). */
  type: string;
  /** Whether a GLB node with this id exists (containers such as storeys may have none). */
  hasGeometry: boolean;
  props?: PropertySets;
  children: ElementNode[];
}

export interface ElementTree {
  version: 1;
  /** Source format, e.g. 'ifc', 'step', 'obj'. */
  format: string;
  /** e.g. 'IFC2X3', 'IFC4', 'AP214'; '' when unknown. */
  schema: string;
  upAxis: 'Y';
  unit: 'm';
  elementCount: number;
  root: ElementNode;
}

/** Model suffixes the converters accept (lower case, without the dot). */
export const PARSABLE_SUFFIXES = [
  'ifc',
  'step',
  'stp',
  'iges',
  'igs',
  'brep',
  'obj',
  'stl',
  'ply',
  'fbx',
  'gltf',
  'glb',
  'dxf',
  'dwg',
] as const;
export type ParsableSuffix = (typeof PARSABLE_SUFFIXES)[number];
