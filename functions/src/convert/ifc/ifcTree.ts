import type { ElementNode, PropertySets, PropertyValue } from '@loopline/shared';
import {
  IFCBUILDINGSTOREY,
  IFCPROJECT,
  IFCRELAGGREGATES,
  IFCRELASSOCIATESMATERIAL,
  IFCRELCONTAINEDINSPATIALSTRUCTURE,
  IFCRELDEFINESBYPROPERTIES,
  IFCRELDEFINESBYTYPE,
  type IfcAPI,
} from 'web-ifc';
import type { Budget } from '../limits.ts';
import { elementNode, type IdRegistry } from '../tree.ts';
import type { IfcPropertyReader } from './ifcProps.ts';
import { getLine, type IfcLine, plainValue, ref, refs, text, toSi } from './ifcValues.ts';

/** The relationships the tree and the properties need, read once per model (never per element). */
export interface IfcRelations {
  /** Spatial and element decomposition (IfcRelAggregates): whole → parts. */
  parts: Map<number, number[]>;
  /** Spatial containment (IfcRelContainedInSpatialStructure): storey/space → elements. */
  contained: Map<number, number[]>;
  /** Object → IfcPropertySet / IfcElementQuantity ids (IfcRelDefinesByProperties). */
  definitions: Map<number, number[]>;
  /** Object → its type object (IfcRelDefinesByType). */
  typeOf: Map<number, number>;
  /** Object → its material definition (IfcRelAssociatesMaterial). */
  materialOf: Map<number, number>;
}

function push(map: Map<number, number[]>, key: number, values: number[]): void {
  const list = map.get(key);
  if (list) list.push(...values);
  else map.set(key, [...values]);
}

function eachLine(api: IfcAPI, modelID: number, type: number, visit: (line: IfcLine) => void): void {
  const ids = api.GetLineIDsWithType(modelID, type);
  for (let i = 0; i < ids.size(); i += 1) {
    const line = getLine(api, modelID, ids.get(i));
    if (line) visit(line);
  }
}

export function indexRelations(api: IfcAPI, modelID: number): IfcRelations {
  const rels: IfcRelations = {
    parts: new Map(),
    contained: new Map(),
    definitions: new Map(),
    typeOf: new Map(),
    materialOf: new Map(),
  };
  eachLine(api, modelID, IFCRELAGGREGATES, (rel) => {
    const whole = ref(rel.RelatingObject);
    if (whole !== undefined) push(rels.parts, whole, refs(rel.RelatedObjects));
  });
  eachLine(api, modelID, IFCRELCONTAINEDINSPATIALSTRUCTURE, (rel) => {
    const structure = ref(rel.RelatingStructure);
    if (structure !== undefined) push(rels.contained, structure, refs(rel.RelatedElements));
  });
  eachLine(api, modelID, IFCRELDEFINESBYPROPERTIES, (rel) => {
    for (const definition of refs(rel.RelatingPropertyDefinition)) {
      for (const object of refs(rel.RelatedObjects)) push(rels.definitions, object, [definition]);
    }
  });
  eachLine(api, modelID, IFCRELDEFINESBYTYPE, (rel) => {
    const type = ref(rel.RelatingType);
    if (type !== undefined) for (const object of refs(rel.RelatedObjects)) rels.typeOf.set(object, type);
  });
  eachLine(api, modelID, IFCRELASSOCIATESMATERIAL, (rel) => {
    const material = ref(rel.RelatingMaterial);
    if (material !== undefined)
      for (const object of refs(rel.RelatedObjects)) rels.materialOf.set(object, material);
  });
  return rels;
}

export interface IfcTreeContext {
  api: IfcAPI;
  modelID: number;
  rels: IfcRelations;
  props: IfcPropertyReader;
  /** Element id of a product (its GlobalId when usable). */
  idOf: (expressID: number) => string;
  withGeometry: Set<number>;
  budget: Budget;
}

/** The stable id of a product: its GlobalId, else `ifc-<expressID>`. */
export function productIds(
  api: IfcAPI,
  modelID: number,
  registry: IdRegistry,
): (expressID: number) => string {
  const ids = new Map<number, string>();
  return (expressID) => {
    let id = ids.get(expressID);
    if (id === undefined) {
      const guid = text(getLine(api, modelID, expressID)?.GlobalId);
      id = registry.take(guid, `ifc-${expressID}`);
      ids.set(expressID, id);
    }
    return id;
  };
}

/**
 * project → site → building → storey → elements (and element parts), following the IFC
 * decomposition and containment. Products with geometry that no relationship reaches are kept
 * directly under the project so nothing in the GLB is missing from the tree.
 */
export function buildIfcTree(ctx: IfcTreeContext): ElementNode {
  const visited = new Set<number>();
  const visit = (expressID: number): ElementNode | undefined => {
    if (visited.has(expressID)) return undefined;
    visited.add(expressID);
    ctx.budget.check();
    const line = getLine(ctx.api, ctx.modelID, expressID);
    if (!line) return undefined;
    const node = productNode(ctx, line);
    const children = [...(ctx.rels.parts.get(expressID) ?? []), ...(ctx.rels.contained.get(expressID) ?? [])];
    for (const child of children) {
      const childNode = visit(child);
      if (childNode) node.children.push(childNode);
    }
    return node;
  };
  const projects = ctx.api.GetLineIDsWithType(ctx.modelID, IFCPROJECT);
  const root = visit(projects.get(0));
  if (!root) throw new Error('IfcProject could not be read');
  for (const expressID of ctx.withGeometry) {
    if (!visited.has(expressID)) {
      const orphan = visit(expressID);
      if (orphan) root.children.push(orphan);
    }
  }
  return root;
}

function productNode(ctx: IfcTreeContext, line: IfcLine): ElementNode {
  const type = ctx.api.GetNameFromTypeCode(line.type);
  const name = text(line.Name) ?? text(line.LongName) ?? type;
  return elementNode(
    ctx.idOf(line.expressID),
    name,
    type,
    ctx.withGeometry.has(line.expressID),
    productProps(ctx, line, type),
  );
}

function productProps(ctx: IfcTreeContext, line: IfcLine, type: string): PropertySets {
  const attributes: Record<string, PropertyValue> = { IfcType: type };
  for (const key of ['GlobalId', 'Name', 'Description', 'ObjectType', 'Tag', 'LongName', 'PredefinedType']) {
    const value = text(line[key]);
    if (value !== undefined && value !== '') attributes[key] = value;
  }
  if (line.type === IFCBUILDINGSTOREY) {
    const elevation = toSi(plainValue(line.Elevation), 'IFCLENGTHMEASURE', ctx.props.lengthScale);
    if (typeof elevation === 'number') attributes.Elevation = elevation;
  }
  const sets: PropertySets = { Attributes: attributes };
  for (const definition of ctx.rels.definitions.get(line.expressID) ?? []) {
    const set = ctx.props.propertySet(definition);
    if (set) sets[set[0]] = { ...sets[set[0]], ...set[1] };
  }
  const typeObject = ctx.rels.typeOf.get(line.expressID);
  if (typeObject !== undefined) addTypeProps(ctx, typeObject, sets, attributes);
  const material = ctx.rels.materialOf.get(line.expressID) ?? materialOfType(ctx, typeObject);
  if (material !== undefined) {
    const summary = ctx.props.material(material);
    if (Object.keys(summary).length > 0) sets.Material = summary;
  }
  return sets;
}

/** Type property sets apply unless the instance has its own set of the same name. */
function addTypeProps(
  ctx: IfcTreeContext,
  typeObject: number,
  sets: PropertySets,
  attributes: Record<string, PropertyValue>,
): void {
  const typeLine = getLine(ctx.api, ctx.modelID, typeObject);
  if (!typeLine) return;
  const typeName = text(typeLine.Name);
  if (typeName) attributes.TypeName = typeName;
  for (const definition of refs(typeLine.HasPropertySets)) {
    const set = ctx.props.propertySet(definition);
    if (set && !sets[set[0]]) sets[set[0]] = set[1];
  }
}

function materialOfType(ctx: IfcTreeContext, typeObject: number | undefined): number | undefined {
  return typeObject === undefined ? undefined : ctx.rels.materialOf.get(typeObject);
}
