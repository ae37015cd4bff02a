import { type Box3Like, isEmptyBox, type Vec3 } from './math.ts';

/** A section cut along one axis: the model is kept on the side below the cut value (or above, flipped). */
export type SectionAxis = 'x' | 'y' | 'z';

export interface Section {
  axis: SectionAxis;
  /** Position of the cut along the axis, in the viewer's (recentred) coordinates. */
  value: number;
  flipped: boolean;
}

const AXIS_INDEX: Record<SectionAxis, 0 | 1 | 2> = { x: 0, y: 1, z: 2 };

/**
 * A plane `normal · p + constant = 0` in three.js's convention (points with a negative signed
 * distance are clipped): by default the part beyond `value` along the axis is removed.
 */
export function sectionPlane(section: Section): { normal: Vec3; constant: number } {
  const normal: Vec3 = [0, 0, 0];
  const sign = section.flipped ? 1 : -1;
  normal[AXIS_INDEX[section.axis]] = sign;
  return { normal, constant: -sign * section.value };
}

/** Whether a point survives the cut (picking ignores what the section removed). */
export function keptBySection(section: Section | null, point: Vec3): boolean {
  if (!section) return true;
  const { normal, constant } = sectionPlane(section);
  return normal[0] * point[0] + normal[1] * point[1] + normal[2] * point[2] + constant >= 0;
}

/** The range the cut slides over: the model's extent along the axis, a hair wider so the ends cut nothing. */
export function sectionRange(box: Box3Like, axis: SectionAxis): { min: number; max: number } {
  if (isEmptyBox(box)) return { min: -1, max: 1 };
  const k = AXIS_INDEX[axis];
  const span = Math.max(box.max[k] - box.min[k], 1e-6);
  const pad = span * 0.001;
  return { min: box.min[k] - pad, max: box.max[k] + pad };
}

/** The slider moves in whole steps (Cloudscape wants values on its step grid); this many over the range. */
export const SECTION_STEPS = 1000;

export function sectionValueAt(range: { min: number; max: number }, position: number): number {
  return range.min + ((range.max - range.min) * position) / SECTION_STEPS;
}

export function sectionPositionOf(range: { min: number; max: number }, value: number): number {
  const position = Math.round(((value - range.min) / (range.max - range.min || 1)) * SECTION_STEPS);
  return Math.min(SECTION_STEPS, Math.max(0, position));
}
