import { MARKUP_LIMITS, type shapeSchema } from '@loopline/shared/contracts/markup';
import type { z } from 'zod';
import { markupPage, markupPageKey } from '../entities/markupPage.ts';
import { BadRequestError } from '../lib/errors.ts';

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
