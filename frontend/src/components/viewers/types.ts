/** Shapes of the 2D markup layer, in page coordinates (see geometry/transform.ts). */

export interface Point {
  x: number;
  y: number;
}

/** The markup tools that draw a shape; `select` picks, moves and deletes shapes. */
export const ANNO_TYPES = ['rect', 'ellipse', 'arrow', 'line', 'pen', 'text', 'cloud'] as const;
export type AnnoType = (typeof ANNO_TYPES)[number];
export type MarkupTool = AnnoType | 'select';

/**
 * One markup element. `points` are in page coordinates: for rect, ellipse, cloud, line and arrow the
 * two corners / ends; for pen every sampled point; for text the top-left anchor.
 * `width` is the chosen stroke width 1–10 (drawn as `width × markupUnit(page)`, so it reads the same on a
 * small PDF page and on a 7,000-pixel scan); text size follows it too.
 */
export interface MarkupShape {
  id: string;
  annoType: AnnoType;
  page: number;
  points: Point[];
  stroke: string;
  width: number;
  text?: string;
}

/**
 * What a viewer needs to show markup. The caller keeps the shapes (per file and page) and saves them on
 * `onChange`; `page` says which page changed (1 for images and SVG).
 */
export interface MarkupProps {
  shapes: MarkupShape[];
  onChange: (shapes: MarkupShape[], page: number) => void;
  readOnly?: boolean;
}

/** Clockwise view rotation in degrees. */
export type Rotation = 0 | 90 | 180 | 270;
