import { distance, type Vec3 } from './math.ts';

/** Two-click distance measurement: the first click sets A, the second B, a third starts over. */
export interface Measurement {
  a: Vec3 | null;
  b: Vec3 | null;
}

export const EMPTY_MEASUREMENT: Measurement = { a: null, b: null };

export function addMeasurePoint(current: Measurement, point: Vec3): Measurement {
  if (current.a === null || current.b !== null) return { a: point, b: null };
  return { a: current.a, b: point };
}

export interface MeasureResult {
  /** Straight distance in metres. */
  distance: number;
  /** Absolute differences along X, Y (up) and Z in metres. */
  dx: number;
  dy: number;
  dz: number;
}

export function measureResult(m: Measurement): MeasureResult | null {
  if (!m.a || !m.b) return null;
  return {
    distance: distance(m.a, m.b),
    dx: Math.abs(m.b[0] - m.a[0]),
    dy: Math.abs(m.b[1] - m.a[1]),
    dz: Math.abs(m.b[2] - m.a[2]),
  };
}

/** Metres with millimetre precision ("12.345"); large values keep fewer decimals. */
export function formatMetres(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  const digits = abs >= 10_000 ? 1 : abs >= 1_000 ? 2 : 3;
  return value.toFixed(digits);
}
