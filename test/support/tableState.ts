import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { DeleteCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { testDb } from './db.ts';
import { s3Client } from './models.ts';

/** A stable text for an item (attribute order is not guaranteed between scans). */
function stable(value: unknown): string {
  if (value instanceof Set) return `Set(${stable([...value].sort())})`;
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A cheap mark of the stored state: the table's live item count and size (DynamoDB Local answers
 * them exactly, at once) and the bucket's keys. Any added or removed item or object changes it, and
 * so does nearly every update; an update that keeps an item's size is left to a full comparison.
 */
export async function storedMark(): Promise<string> {
  const { client, table } = testDb();
  const out = await client.send(new DescribeTableCommand({ TableName: table }));
  return `${out.Table?.ItemCount} ${out.Table?.TableSizeBytes} ${[...(await bucketKeys())].sort().join(',')}`;
}

async function bucketKeys(): Promise<Set<string>> {
  const objects = new Set<string>();
  let token: string | undefined;
  do {
    const out = await s3Client().send(
      new ListObjectsV2Command({ Bucket: inject('cloudEnv').FILES_BUCKET, ContinuationToken: token }),
    );
    for (const o of out.Contents ?? []) objects.add(o.Key!);
    token = out.NextContinuationToken;
  } while (token);
  return objects;
}

export interface StoredState {
  items: Map<string, { text: string; item: Record<string, unknown> }>;
  objects: Set<string>;
}

/** Every item of the main table (parallel segments) and every key of the files bucket. */
export async function storedState(): Promise<StoredState> {
  const { client, table } = testDb();
  const items = new Map<string, { text: string; item: Record<string, unknown> }>();
  const segments = 4;
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let start: Record<string, unknown> | undefined;
      do {
        const out = await client.send(
          new ScanCommand({
            TableName: table,
            Segment: segment,
            TotalSegments: segments,
            ExclusiveStartKey: start,
            ConsistentRead: true,
          }),
        );
        for (const item of out.Items ?? []) items.set(`${item.pk} ${item.sk}`, { text: stable(item), item });
        start = out.LastEvaluatedKey;
      } while (start);
    }),
  );
  return { items, objects: await bucketKeys() };
}

export interface StateChange {
  kind: 'added' | 'removed' | 'changed';
  key: string;
  item: Record<string, unknown>;
  /** For a changed item, the attributes whose value changed. */
  attributes?: string[];
}

/** What changed between two states: items added, removed or changed, and objects added or removed. */
export function changesBetween(before: StoredState, after: StoredState) {
  const items: StateChange[] = [];
  for (const [key, now] of after.items) {
    const was = before.items.get(key);
    if (!was) items.push({ kind: 'added', key, item: now.item });
    else if (was.text !== now.text) {
      const names = new Set([...Object.keys(was.item), ...Object.keys(now.item)]);
      const attributes = [...names].filter((n) => stable(was.item[n]) !== stable(now.item[n]));
      items.push({ kind: 'changed', key, item: now.item, attributes });
    }
  }
  for (const [key, was] of before.items)
    if (!after.items.has(key)) items.push({ kind: 'removed', key, item: was.item });
  const objects = [
    ...[...after.objects].filter((k) => !before.objects.has(k)).map((k) => `added ${k}`),
    ...[...before.objects].filter((k) => !after.objects.has(k)).map((k) => `removed ${k}`),
  ];
  return { items, objects };
}

/**
 * Puts the table and the bucket back as `before` found them: items added since are deleted, items
 * changed or removed are written back, objects added are deleted. For a campaign whose valid-looking
 * probes were accepted (settings, words, help entries), so the files after it start from the state
 * it found. Writes go through testDb, which makes the functions forget their cached items.
 */
export async function restoreState(before: StoredState): Promise<number> {
  const { client, table } = testDb();
  const changes = changesBetween(before, await storedState());
  for (const change of changes.items) {
    if (change.kind === 'added')
      await client.send(
        new DeleteCommand({ TableName: table, Key: { pk: change.item.pk, sk: change.item.sk } }),
      );
    else await client.send(new PutCommand({ TableName: table, Item: before.items.get(change.key)!.item }));
  }
  const bucket = inject('cloudEnv').FILES_BUCKET;
  for (const object of changes.objects)
    if (object.startsWith('added '))
      await s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: object.slice('added '.length) }));
  return changes.items.length + changes.objects.length;
}
