import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { MARKUP_LIMITS, type shapeSchema } from '@loopline/shared/contracts/markup';
import type { z } from 'zod';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { batchDeleteAll, queryAll } from '../lib/db/batch.ts';
import { keys } from '../lib/db/keys.ts';
import { BadRequestError } from '../lib/errors.ts';

export type Shape = z.output<typeof shapeSchema>;

interface MarkupItem {
  page: number;
  shapes: string;
}

/** Every page's shapes of a file, pages in order. */
export async function markupOf(projectId: string, fileId: string): Promise<(Shape & { page: number })[]> {
  const { pk, skPrefix } = keys.markupPrefix(projectId, fileId);
  const items = await queryAll<MarkupItem>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
  });
  return items.flatMap((item) =>
    (JSON.parse(item.shapes) as Shape[]).map((shape) => ({ ...shape, page: item.page })),
  );
}

/**
 * Replaces one page's shapes (an empty list removes the page). Shapes are stored as one JSON
 * string per page: a page is always read and written whole, and the size check is exact.
 */
export async function saveMarkupPage(projectId: string, fileId: string, page: number, shapes: Shape[]) {
  const Key = keys.markupPage(projectId, fileId, page);
  if (!shapes.length) {
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key }));
    return;
  }
  const json = JSON.stringify(shapes.map(({ page: _page, ...shape }) => shape));
  if (Buffer.byteLength(json) > MARKUP_LIMITS.pageBytes) throw new BadRequestError('preview.markupTooLarge');
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...Key,
        type: 'markup',
        projectId,
        fileId,
        page,
        shapes: json,
        updateTime: new Date().toISOString(),
      },
    }),
  );
}

/** Removes every page of markup of the given files (their entries were deleted). */
export async function deleteMarkupOf(projectId: string, fileIds: string[]) {
  for (const fileId of fileIds) {
    const { pk, skPrefix } = keys.markupPrefix(projectId, fileId);
    const items = await queryAll<{ pk: string; sk: string }>({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
      ProjectionExpression: 'pk, sk',
    });
    await batchDeleteAll(items.map(({ pk: p, sk }) => ({ pk: p, sk })));
  }
}
