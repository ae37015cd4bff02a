import { DETAIL_TYPES, type DetailTypeName } from '@loopline/shared/contracts/recognition';

/** Box colours per detail type (the same hues as the recognition layer SVG). */
export const TYPE_COLOURS: Record<DetailTypeName, string> = {
  instrument: '#1f77b4',
  valve: '#d62728',
  equipment: '#2ca02c',
  line: '#9467bd',
  offPage: '#ff7f0e',
  flowArrow: '#7f7f7f',
};

export const TYPES = DETAIL_TYPES;

/** Visible layers: every type shown at first. */
export type Layers = Record<DetailTypeName, boolean>;
export const allLayers = (): Layers => Object.fromEntries(TYPES.map((t) => [t, true])) as Layers;

/** What the pointer does on the page: pan and select, or draw a new box. */
export type Tool = 'select' | 'draw';
