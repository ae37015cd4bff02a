import type { DetailTypeName } from '@loopline/shared/contracts/recognition';

/**
 * Box colours per detail type (the same hues as the recognition layer SVG), in the order of DETAIL_TYPES.
 * A module of its own with no runtime imports: the early paint (earlyPaint.ts) draws with it before the
 * app has loaded.
 */
export const TYPE_COLOURS: Record<DetailTypeName, string> = {
  instrument: '#1f77b4',
  valve: '#d62728',
  equipment: '#2ca02c',
  line: '#9467bd',
  offPage: '#ff7f0e',
  flowArrow: '#7f7f7f',
};
