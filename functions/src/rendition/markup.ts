import { z } from 'zod';
import { markupPage, markupPageKey } from '../entities/markupPage.ts';
import { BadRequestError } from '../lib/errors.ts';

/** The markup tools' shapes (frontend/src/components/viewers/types.ts ANNO_TYPES). */
export const ANNO_TYPES = ['rect', 'ellipse', 'cloud', 'arrow', 'line', 'pen', 'text'] as const;

/** Bounds that keep one page's markup inside one DynamoDB item (400 KB) with room to spare. */
export const MARKUP_LIMITS = {
  shapesPerPage: 300,
  pointsPerShape: 2000,
  pointsPerPage: 8000,
  textLength: 1000,
  maxPage: 9999,
  /** The stored JSON of one page. */
  pageBytes: 300_000,
} as const;

const coordinate = z.number().finite().min(-1e7).max(1e7);

/** Two points for the outlined shapes, one anchor for text, any number (≥ 2) for the pen. */
const POINTS_NEEDED: Record<(typeof ANNO_TYPES)[number], [number, number]> = {
  rect: [2, 2],
  ellipse: [2, 2],
  cloud: [2, 2],
  arrow: [2, 2],
  line: [2, 2],
  pen: [2, MARKUP_LIMITS.pointsPerShape],
  text: [1, 1],
};

export const shapeSchema = z
  .object({
    id: z.string().trim().min(1).max(64),
    annoType: z.enum(ANNO_TYPES),
    page: z.coerce.number().int().min(1).max(MARKUP_LIMITS.maxPage).optional(),
    points: z
      .array(z.object({ x: coordinate, y: coordinate }).strict())
      .min(1)
      .max(MARKUP_LIMITS.pointsPerShape),
    stroke: z
      .string()
      .trim()
      .regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]{5,40}\))$/),
    width: z.number().int().min(1).max(10),
    text: z.string().max(MARKUP_LIMITS.textLength).optional(),
  })
  .strict()
  .superRefine((shape, ctx) => {
    const [min, max] = POINTS_NEEDED[shape.annoType];
    if (shape.points.length < min || shape.points.length > max)
      ctx.addIssue({ code: 'custom', path: ['points'], message: `${min}–${max} points` });
    if (shape.annoType === 'text' && !shape.text?.trim())
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'text required' });
  });

export const pageShapesSchema = z
  .array(shapeSchema)
  .max(MARKUP_LIMITS.shapesPerPage)
  .superRefine((shapes, ctx) => {
    const ids = new Set(shapes.map((s) => s.id));
    if (ids.size !== shapes.length) ctx.addIssue({ code: 'custom', message: 'duplicate shape id' });
    const points = shapes.reduce((n, s) => n + s.points.length, 0);
    if (points > MARKUP_LIMITS.pointsPerPage) ctx.addIssue({ code: 'custom', message: 'too many points' });
  });

export type Shape = z.output<typeof shapeSchema>;

/** Every page's shapes of a file, pages in order. */
export async function markupOf(projectId: string, fileId: string): Promise<(Shape & { page: number })[]> {
  const out = await markupPage.query.byPage({ projectId, fileId }).go({ pages: 'all' });
  return out.data.flatMap((item) =>
    (JSON.parse(item.shapes) as Shape[]).map((shape) => ({ ...shape, page: item.page })),
  );
}

/**
 * Replaces one page's shapes (an empty list removes the page). Shapes are stored as one JSON
 * string per page: a page is always read and written whole, and the size check is exact.
 */
export async function saveMarkupPage(projectId: string, fileId: string, page: number, shapes: Shape[]) {
  const key = { projectId, fileId, pageKey: markupPageKey(page) };
  if (!shapes.length) {
    await markupPage.delete(key).go({ response: 'none' });
    return;
  }
  const json = JSON.stringify(shapes.map(({ page: _page, ...shape }) => shape));
  if (Buffer.byteLength(json) > MARKUP_LIMITS.pageBytes) throw new BadRequestError('preview.markupTooLarge');
  await markupPage
    .put({ ...key, page, shapes: json, updateTime: new Date().toISOString() })
    .go({ response: 'none' });
}
