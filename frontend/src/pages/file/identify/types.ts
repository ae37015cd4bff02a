import { DETAIL_TYPES, type DetailTypeName } from '@loopline/shared/contracts/recognition';

export { TYPE_COLOURS } from './colours.ts';

export const TYPES = DETAIL_TYPES;

/** Visible layers: every type shown at first. */
export type Layers = Record<DetailTypeName, boolean>;
export const allLayers = (): Layers => Object.fromEntries(TYPES.map((t) => [t, true])) as Layers;

/** What the pointer does on the page: pan and select, or draw a new box. */
export type Tool = 'select' | 'draw';
