import type { DrawingBounds } from './cadBounds.ts';
import { addBox, type Box, emptyBox, isEmptyBox } from './cadGeometry.ts';
import type { CadDrawing } from './cadModel.ts';

/**
 * What the preview frames: the drawing's extents as its header states them, clipped to robust
 * bounds of what is drawn. A stray mark far from the drawing (a point left at the origin, a text
 * scaled by mistake, a block inserted a million units away) would otherwise shrink the drawing to
 * a speck in a corner; those entities are still written to the SVG, only outside the first view.
 */

/** Share of entities that may lie outside the core box on each side. */
const TRIM = 0.05;
/** Entities reaching this far (times the core's size) beyond the core still count as the drawing. */
const TOLERANCE = 0.25;
/** Below this many entities every one counts: too few to call any of them stray. */
const MIN_ENTITIES_TO_TRIM = 10;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(q * (sorted.length - 1))))]!;

const width = (b: Box) => b.maxX - b.minX;
const height = (b: Box) => b.maxY - b.minY;

function grow(b: Box, by: number): Box {
  return { minX: b.minX - by, minY: b.minY - by, maxX: b.maxX + by, maxY: b.maxY + by };
}

const within = (inner: Box, outer: Box) =>
  inner.minX >= outer.minX &&
  inner.maxX <= outer.maxX &&
  inner.minY >= outer.minY &&
  inner.maxY <= outer.maxY;

/**
 * Robust bounds of a set of entity boxes: the core spans the 5th–95th percentile of the boxes'
 * edges; the result is the union of every box that stays within a quarter of the core's size
 * around it.
 */
export function robustBounds(boxes: Box[]): Box {
  const all = emptyBox();
  for (const b of boxes) addBox(all, b);
  if (boxes.length < MIN_ENTITIES_TO_TRIM) return all;
  const sorted = (pick: (b: Box) => number) => boxes.map(pick).sort((a, b) => a - b);
  const core: Box = {
    minX: quantile(
      sorted((b) => b.minX),
      TRIM,
    ),
    minY: quantile(
      sorted((b) => b.minY),
      TRIM,
    ),
    maxX: quantile(
      sorted((b) => b.maxX),
      1 - TRIM,
    ),
    maxY: quantile(
      sorted((b) => b.maxY),
      1 - TRIM,
    ),
  };
  if (isEmptyBox(core)) return all;
  const reach = grow(core, TOLERANCE * Math.max(width(core), height(core)));
  const robust = emptyBox();
  for (const b of boxes) if (within(b, reach)) addBox(robust, b);
  return isEmptyBox(robust) ? all : robust;
}

/**
 * The box the preview frames: the header extents joined with the robust bounds of the entities
 * when the header stays within those bounds grown by the tolerance (it is then shown whole, empty
 * margins of the sheet included). A header reaching further was inflated by the outliers, so the
 * robust bounds alone are framed.
 */
export function viewExtents(drawing: CadDrawing, bounds: DrawingBounds): Box {
  const boxes = drawing.entities.map((e) => bounds.entityBox(e)).filter((b) => !isEmptyBox(b));
  const robust = robustBounds(boxes);
  const header = drawing.headerExtents;
  if (!header || isEmptyBox(robust)) return robust;
  const reach = grow(robust, TOLERANCE * Math.max(width(robust), height(robust)));
  if (!within(header, reach)) return robust;
  const joined = emptyBox();
  addBox(joined, robust);
  addBox(joined, header);
  return joined;
}
