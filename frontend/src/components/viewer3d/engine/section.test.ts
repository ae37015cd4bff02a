import { describe, expect, it } from 'vitest';
import {
  keptBySection,
  SECTION_STEPS,
  sectionPlane,
  sectionPositionOf,
  sectionRange,
  sectionValueAt,
} from './section.ts';

describe('section plane', () => {
  it('keeps what lies below the cut value along the axis', () => {
    const section = { axis: 'y' as const, value: 3, flipped: false };
    expect(sectionPlane(section)).toEqual({ normal: [0, -1, 0], constant: 3 });
    expect(keptBySection(section, [10, 2.9, -4])).toBe(true);
    expect(keptBySection(section, [0, 3.1, 0])).toBe(false);
  });

  it('keeps the other side when flipped', () => {
    const section = { axis: 'x' as const, value: -1, flipped: true };
    expect(keptBySection(section, [0, 0, 0])).toBe(true);
    expect(keptBySection(section, [-2, 0, 0])).toBe(false);
    expect(keptBySection(null, [-2, 0, 0])).toBe(true);
  });

  it('slides over the model extent along the axis', () => {
    const range = sectionRange({ min: [0, 0, -5], max: [1, 1, 5] }, 'z');
    expect(range.min).toBeLessThan(-5);
    expect(range.max).toBeGreaterThan(5);
  });

  it('maps whole slider steps to cut values and back', () => {
    const range = { min: -5, max: 5 };
    expect(sectionValueAt(range, 0)).toBe(-5);
    expect(sectionValueAt(range, SECTION_STEPS)).toBe(5);
    expect(sectionPositionOf(range, 0)).toBe(SECTION_STEPS / 2);
    expect(sectionPositionOf(range, 99)).toBe(SECTION_STEPS);
    expect(sectionPositionOf(range, sectionValueAt(range, 123))).toBe(123);
  });
});
