import { describe, expect, it } from 'vitest';
import { addMeasurePoint, EMPTY_MEASUREMENT, formatMetres, measureResult } from './measure.ts';

describe('distance measurement', () => {
  it('takes two clicks, and a third starts over', () => {
    let m = addMeasurePoint(EMPTY_MEASUREMENT, [0, 0, 0]);
    expect(measureResult(m)).toBeNull();
    m = addMeasurePoint(m, [3, 4, 0]);
    expect(m).toEqual({ a: [0, 0, 0], b: [3, 4, 0] });
    m = addMeasurePoint(m, [1, 1, 1]);
    expect(m).toEqual({ a: [1, 1, 1], b: null });
  });

  it('measures the straight distance and the per-axis differences in metres', () => {
    const result = measureResult({ a: [1, 2, 3], b: [4, -2, 3] })!;
    expect(result.distance).toBeCloseTo(5, 12);
    expect([result.dx, result.dy, result.dz]).toEqual([3, 4, 0]);
    expect(measureResult({ a: [0, 0, 0], b: [1, 1, 1] })!.distance).toBeCloseTo(Math.sqrt(3), 12);
  });

  it('shows millimetres, fewer decimals for long distances', () => {
    expect(formatMetres(5)).toBe('5.000');
    expect(formatMetres(0.0123)).toBe('0.012');
    expect(formatMetres(1234.5678)).toBe('1234.57');
    expect(formatMetres(12345.678)).toBe('12345.7');
    expect(formatMetres(Number.NaN)).toBe('—');
  });
});
