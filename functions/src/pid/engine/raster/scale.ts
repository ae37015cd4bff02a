import type { TextToken } from '../types.ts';

/**
 * Capital height (mm) below which a drawing's lettering is taken to be reduced: drawings letter tags at
 * 2.5 mm or more (ISO 3098, ISA practice), which reads as capitals of at least ~1.7 mm however the font
 * measures its size. Lettering smaller than this at the stated resolution means the sheet was scaled
 * down onto the image (an A1 drawing placed on an A4 page, a screenshot, a downsampled scan).
 */
const MIN_CAP_MM = 1.6;

/** Words needed before their heights say anything about the sheet's scale. */
const MIN_WORDS = 12;

/**
 * Pixels per millimetre of the drawing as lettered: the resolution's own figure, unless the words read
 * on the page are so small that the drawing must have been reduced, in which case the scale their
 * median capital height implies. Symbol sizes (bubble radii, valve lengths, stroke lengths) are judged
 * in drawing millimetres, so a reduced sheet needs the smaller figure for its bubbles to be bubbles.
 * Only ever smaller: a sheet lettered larger than usual is read at its stated resolution.
 */
export function letteringScale(words: TextToken[], nominalPxPerMm: number): number {
  const heights = words
    .filter((w) => /^[A-Z0-9][A-Z0-9-]+$/.test(w.text) && w.confidence >= 0.6)
    .map((w) => (w.angle === 90 ? w.box.w : w.box.h))
    .sort((a, b) => a - b);
  if (heights.length < MIN_WORDS) return nominalPxPerMm;
  const median = heights[Math.floor(heights.length / 2)] as number;
  return Math.min(nominalPxPerMm, median / MIN_CAP_MM);
}
