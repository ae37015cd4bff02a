import type { PropertyValue } from '@loopline/shared';
import {
  IFCCOMPLEXPROPERTY,
  IFCCONVERSIONBASEDUNIT,
  IFCELEMENTQUANTITY,
  IFCMATERIAL,
  IFCMATERIALCONSTITUENTSET,
  IFCMATERIALLAYERSET,
  IFCMATERIALLAYERSETUSAGE,
  IFCMATERIALLIST,
  IFCMATERIALPROFILESET,
  IFCMATERIALPROFILESETUSAGE,
  IFCPROJECT,
  IFCPROPERTYBOUNDEDVALUE,
  IFCPROPERTYENUMERATEDVALUE,
  IFCPROPERTYLISTVALUE,
  IFCPROPERTYSET,
  IFCPROPERTYSINGLEVALUE,
  IFCSIUNIT,
  type IfcAPI,
} from 'web-ifc';
import { getLine, type IfcLine, measureName, plainValue, ref, refs, text, toSi } from './ifcValues.ts';

type PropertyMap = Record<string, PropertyValue>;

/** Reads property sets, quantity sets and materials of one model; psets shared by many elements are read once. */
export class IfcPropertyReader {
  private readonly sets = new Map<number, [string, PropertyMap] | null>();
  private readonly materials = new Map<number, PropertyMap>();

  constructor(
    private readonly api: IfcAPI,
    private readonly modelID: number,
    readonly lengthScale: number,
  ) {}

  private line(expressID: number): IfcLine | undefined {
    return getLine(this.api, this.modelID, expressID);
  }

  /** An IfcPropertySet or IfcElementQuantity as [name, properties]; other definitions give null. */
  propertySet(expressID: number): [string, PropertyMap] | null {
    const cached = this.sets.get(expressID);
    if (cached !== undefined) return cached;
    const set = this.line(expressID);
    let result: [string, PropertyMap] | null = null;
    if (set?.type === IFCPROPERTYSET || set?.type === IFCELEMENTQUANTITY) {
      const members = refs(set.type === IFCPROPERTYSET ? set.HasProperties : set.Quantities);
      const props: PropertyMap = {};
      for (const member of members) this.readMember(member, props);
      result = [text(set.Name) ?? `#${expressID}`, props];
    }
    this.sets.set(expressID, result);
    return result;
  }

  private readMember(expressID: number, into: PropertyMap, prefix = ''): void {
    const prop = this.line(expressID);
    if (!prop) return;
    const name = `${prefix}${text(prop.Name) ?? `#${expressID}`}`;
    const hasUnit = ref(prop.Unit) !== undefined;
    const si = (value: unknown) => {
      const plain = plainValue(value);
      return hasUnit ? plain : toSi(plain, measureName(value), this.lengthScale);
    };
    switch (prop.type) {
      case IFCPROPERTYSINGLEVALUE:
        into[name] = si(prop.NominalValue);
        return;
      case IFCPROPERTYENUMERATEDVALUE:
        into[name] = listText(prop.EnumerationValues);
        return;
      case IFCPROPERTYLISTVALUE:
        into[name] = listText(prop.ListValues);
        return;
      case IFCPROPERTYBOUNDEDVALUE:
        into[name] = `${plainValue(prop.LowerBoundValue) ?? ''}..${plainValue(prop.UpperBoundValue) ?? ''}`;
        return;
      case IFCCOMPLEXPROPERTY:
        for (const part of refs(prop.HasProperties)) this.readMember(part, into, `${name}.`);
        return;
      default:
        into[name] = quantityValue(prop, si);
    }
  }

  /** A readable summary of what an element is made of (layers with thickness in metres). */
  material(expressID: number): PropertyMap {
    const cached = this.materials.get(expressID);
    if (cached) return cached;
    const props: PropertyMap = {};
    this.describeMaterial(expressID, props, 0);
    this.materials.set(expressID, props);
    return props;
  }

  private describeMaterial(expressID: number, into: PropertyMap, depth: number): void {
    const line = this.line(expressID);
    if (!line || depth > 3) return;
    const name = (id: number | undefined) => (id === undefined ? undefined : text(this.line(id)?.Name));
    switch (line.type) {
      case IFCMATERIAL:
        into.Name = text(line.Name) ?? null;
        return;
      case IFCMATERIALLAYERSETUSAGE:
      case IFCMATERIALPROFILESETUSAGE:
        this.describeMaterial(ref(line.ForLayerSet ?? line.ForProfileSet) ?? -1, into, depth + 1);
        return;
      case IFCMATERIALLAYERSET: {
        if (text(line.LayerSetName)) into.Name = text(line.LayerSetName)!;
        refs(line.MaterialLayers).forEach((layerId, index) => {
          const layer = this.line(layerId);
          const thickness = toSi(plainValue(layer?.LayerThickness), 'IFCLENGTHMEASURE', this.lengthScale);
          const material = name(ref(layer?.Material)) ?? '';
          into[`Layer ${index + 1}`] =
            typeof thickness === 'number' ? `${material} ${round(thickness)} m` : material;
        });
        return;
      }
      case IFCMATERIALLIST:
        refs(line.Materials).forEach((id, index) => {
          into[`Material ${index + 1}`] = name(id) ?? null;
        });
        return;
      case IFCMATERIALPROFILESET:
      case IFCMATERIALCONSTITUENTSET: {
        if (text(line.Name)) into.Name = text(line.Name)!;
        const members = refs(line.MaterialProfiles ?? line.MaterialConstituents);
        members.forEach((id, index) => {
          into[`Part ${index + 1}`] = name(ref(this.line(id)?.Material)) ?? text(this.line(id)?.Name) ?? null;
        });
        return;
      }
      default:
        if (text(line.Name)) into.Name = text(line.Name)!;
    }
  }
}

function quantityValue(prop: IfcLine, si: (value: unknown) => PropertyValue): PropertyValue {
  for (const key of ['LengthValue', 'AreaValue', 'VolumeValue', 'CountValue', 'WeightValue', 'TimeValue']) {
    if (prop[key] !== undefined && prop[key] !== null) return si(prop[key]);
  }
  return null;
}

function listText(values: unknown): string {
  return (Array.isArray(values) ? values : [values])
    .map((value) => String(plainValue(value) ?? ''))
    .join(', ');
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

const SI_PREFIX: Record<string, number> = {
  KILO: 1e3,
  HECTO: 1e2,
  DECA: 1e1,
  DECI: 1e-1,
  CENTI: 1e-2,
  MILLI: 1e-3,
  MICRO: 1e-6,
};

/**
 * Metres per project length unit (IfcProject → IfcUnitAssignment → LENGTHUNIT), for properties;
 * web-ifc already scales the geometry. Conversion-based units (FOOT, INCH) follow their factor.
 */
export function lengthUnitScale(api: IfcAPI, modelID: number): number {
  const projects = api.GetLineIDsWithType(modelID, IFCPROJECT);
  const project = projects.size() > 0 ? getLine(api, modelID, projects.get(0)) : undefined;
  const assignment = project ? getLine(api, modelID, ref(project.UnitsInContext) ?? -1) : undefined;
  for (const unitId of refs(assignment?.Units)) {
    const unit = getLine(api, modelID, unitId);
    if (text(unit?.UnitType) !== 'LENGTHUNIT' || !unit) continue;
    if (unit.type === IFCSIUNIT) return SI_PREFIX[text(unit.Prefix) ?? ''] ?? 1;
    if (unit.type === IFCCONVERSIONBASEDUNIT) {
      const factor = getLine(api, modelID, ref(unit.ConversionFactor) ?? -1);
      const value = plainValue(factor?.ValueComponent);
      const base = getLine(api, modelID, ref(factor?.UnitComponent) ?? -1);
      const baseScale = SI_PREFIX[text(base?.Prefix) ?? ''] ?? 1;
      if (typeof value === 'number' && value > 0) return value * baseScale;
    }
  }
  return 1;
}
