import type { PropertyValue } from '@loopline/shared';
import type { IfcAPI } from 'web-ifc';

/** A line as web-ifc's GetLine returns it (not flattened): attributes are typed values or refs. */
export type IfcLine = Record<string, unknown> & { expressID: number; type: number };

interface TypedValue {
  type?: number;
  value?: unknown;
  name?: string;
  _representationValue?: unknown;
}

/** web-ifc's tag for a reference to another line. */
const REF = 5;

function asTyped(value: unknown): TypedValue | undefined {
  return value !== null && typeof value === 'object' ? (value as TypedValue) : undefined;
}

export function getLine(api: IfcAPI, modelID: number, expressID: number): IfcLine | undefined {
  try {
    return api.GetLine(modelID, expressID) as IfcLine;
  } catch {
    return undefined;
  }
}

export function ref(value: unknown): number | undefined {
  const typed = asTyped(value);
  return typed?.type === REF && typeof typed.value === 'number' ? typed.value : undefined;
}

export function refs(value: unknown): number[] {
  if (!Array.isArray(value)) {
    const one = ref(value);
    return one === undefined ? [] : [one];
  }
  return value.map(ref).filter((id): id is number => id !== undefined);
}

export function text(value: unknown): string | undefined {
  const typed = asTyped(value);
  if (!typed) return undefined;
  const raw = typed.value ?? typed._representationValue;
  return raw === undefined || raw === null ? undefined : String(raw);
}

/** The IFC measure type of a typed value, e.g. IFCLENGTHMEASURE (upper case). */
export function measureName(value: unknown): string | undefined {
  return asTyped(value)?.name?.toUpperCase();
}

/** Converts a typed IFC value to a JSON value: numbers stay numbers, booleans/logicals become booleans. */
export function plainValue(value: unknown): PropertyValue {
  const typed = asTyped(value);
  if (!typed) return value === undefined ? null : (value as PropertyValue);
  const raw = typed._representationValue ?? typed.value;
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return raw === undefined || raw === null ? null : String(raw);
  const kind = typed.name?.toUpperCase();
  if (kind === 'IFCBOOLEAN' || kind === 'IFCLOGICAL') {
    const flag = raw.replace(/\./g, '').toUpperCase();
    if (flag === 'T' || flag === 'TRUE') return true;
    if (flag === 'F' || flag === 'FALSE') return false;
    return null;
  }
  return raw;
}

const LENGTH_MEASURES = new Set([
  'IFCLENGTHMEASURE',
  'IFCPOSITIVELENGTHMEASURE',
  'IFCNONNEGATIVELENGTHMEASURE',
]);

/**
 * Length-based measures are stored in the project's length unit; the tree reports metres (and m²,
 * m³) like the geometry. Other measures are left as the file states them.
 */
export function toSi(value: PropertyValue, measure: string | undefined, lengthScale: number): PropertyValue {
  if (typeof value !== 'number' || lengthScale === 1 || !measure) return value;
  if (LENGTH_MEASURES.has(measure)) return value * lengthScale;
  if (measure === 'IFCAREAMEASURE') return value * lengthScale ** 2;
  if (measure === 'IFCVOLUMEMEASURE') return value * lengthScale ** 3;
  return value;
}
