import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Entity, type EntityItem } from 'electrodb';
import { dynamo } from '../lib/aws/dynamo.ts';
import { ENTITY_TAG, ENTITY_VERSION, entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';
import { keyRequest } from './keyReader.ts';

const bySizeIndex = gsi('gsi1');
const byTimeIndex = gsi('gsi2');
const byNameIndex = gsi('gsi3');
const byPublishIndex = gsi('gsi4');

/**
 * A file or folder of a project's file manager (spec 1 §3); the root folder is not stored (its id is
 * the project id). Entries live in their project's partition; each order of a folder's listing has
 * its index, partitioned by the folder (`DIR#project#folder`) (size, time, name, publish status), whose sort keys start with isFile so folders come
 * first. Values that are a number or null (`isWlkModel`, `state`) or a number or an id
 * (`attributeId`), and the model outputs, are `any`: ElectroDB's number type refuses null.
 */
export const entry = new Entity(
  {
    model: { entity: 'entry', version: '1', service: SERVICE },
    attributes: {
      projectId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      parentId: { type: 'string', required: true },
      ancestorIds: { type: 'list', items: { type: 'string' }, required: true },
      isFile: { type: 'number', required: true },
      fileName: { type: 'string', required: true },
      /** The name's sort key (and what name search matches): lower-cased. */
      nameLower: {
        type: 'string',
        hidden: true,
        readOnly: true,
        watch: ['fileName'],
        set: (_, { fileName }) => String(fileName).toLowerCase(),
      },
      fileSuffix: { type: 'string', default: '' },
      fileSize: { type: 'number', required: true },
      /** The size's sort key: zero-padded so the index sorts by number. */
      sizeKey: {
        type: 'string',
        hidden: true,
        readOnly: true,
        watch: ['fileSize'],
        set: (_, { fileSize }) => String(Math.max(0, Math.floor(Number(fileSize)))).padStart(16, '0'),
      },
      time: { type: 'string', required: true },
      userName: { type: 'string', default: '' },
      ownerId: { type: 'string', required: true },
      isModel: { type: 'string', default: '' },
      isWlkModel: { type: 'any' },
      state: { type: 'any' },
      preview: { type: 'number', default: 0 },
      numSuccess: { type: 'number', default: 0 },
      numPage: { type: 'number', default: 0 },
      /** Raised with every recognition write of state/numSuccess/numPage: a mirror never goes back. */
      stateVersion: { type: 'number' },
      /** Raised with every parse/upgrade write of isModel, parseProgress, parseMessage, isWlkModel (model/stateVersion.ts). */
      modelStateVersion: { type: 'number' },
      publishStatus: { type: ['0', '1'] as const, required: true },
      attributeId: { type: 'any' },
      imagePath: { type: 'string', default: '' },
      fileId: { type: 'string', default: '' },
      /** A model saved as a zip (uploadModelZipSave): the archive's path of the model to parse. */
      modelArchiveEntry: { type: 'string' },
      md5: { type: 'string' },
      previewMessage: { type: 'string' },
      thumbnailKey: { type: 'string' },
      parseMessage: { type: 'string' },
      parseMessageKey: { type: 'string' },
      parseProgress: { type: 'number' },
      parseStage: { type: 'string' },
      parseRunId: { type: 'string' },
      upgradeRunId: { type: 'string' },
      derivative: { type: 'any' },
      upgraded: { type: 'any' },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['projectId'], template: 'PROJECT#${projectId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'ENTRY#${id}', casing: 'none' },
      },
      bySize: {
        index: bySizeIndex.index,
        pk: {
          field: bySizeIndex.pk,
          composite: ['projectId', 'parentId'],
          template: 'DIR#${projectId}#${parentId}',
          casing: 'none',
        },
        sk: {
          field: bySizeIndex.sk,
          composite: ['isFile', 'sizeKey', 'id'],
          template: '${isFile}#${sizeKey}#${id}',
          casing: 'none',
        },
      },
      byTime: {
        index: byTimeIndex.index,
        pk: {
          field: byTimeIndex.pk,
          composite: ['projectId', 'parentId'],
          template: 'DIR#${projectId}#${parentId}',
          casing: 'none',
        },
        sk: {
          field: byTimeIndex.sk,
          composite: ['isFile', 'time', 'id'],
          template: '${isFile}#${time}#${id}',
          casing: 'none',
        },
      },
      byName: {
        index: byNameIndex.index,
        pk: {
          field: byNameIndex.pk,
          composite: ['projectId', 'parentId'],
          template: 'DIR#${projectId}#${parentId}',
          casing: 'none',
        },
        sk: {
          field: byNameIndex.sk,
          composite: ['isFile', 'nameLower', 'id'],
          template: '${isFile}#${nameLower}#${id}',
          casing: 'none',
        },
      },
      byPublish: {
        index: byPublishIndex.index,
        pk: {
          field: byPublishIndex.pk,
          composite: ['projectId', 'parentId'],
          template: 'DIR#${projectId}#${parentId}',
          casing: 'none',
        },
        sk: {
          field: byPublishIndex.sk,
          composite: ['isFile', 'publishStatus', 'nameLower', 'id'],
          template: '${isFile}#${publishStatus}#${nameLower}#${id}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);

type EntryOrder = 'size' | 'time' | 'name' | 'publish';
type EntryRecord = EntityItem<typeof entry>;

const ORDER_INDEX = { size: bySizeIndex, time: byTimeIndex, name: byNameIndex, publish: byPublishIndex };

/** The key attributes of an order's index items: what a listing cursor holds. */
export function entryCursorFields(order: EntryOrder): string[] {
  const index = ORDER_INDEX[order];
  return [PRIMARY.pk, PRIMARY.sk, index.pk, index.sk];
}

/** The partition of a folder's children in every order index (for checking a cursor). */
export function folderChildrenPartition(
  order: EntryOrder,
  projectId: string,
  folderId: string,
): [string, string] {
  return [ORDER_INDEX[order].pk, `DIR#${projectId}#${folderId}`];
}

/** The attributes a record carries: every declared one but the hidden sort keys. */
const recordAttributes = new Set(
  Object.entries(entry.schema.attributes)
    .filter(([, a]) => !(a as { hidden?: boolean }).hidden)
    .map(([name]) => name),
);

/** What only the pipelines read of an entry (run ids, stored outputs): a listing row never shows them. */
const PIPELINE_ATTRIBUTES = new Set(['parseRunId', 'upgradeRunId', 'derivative', 'upgraded']);

/**
 * The attributes a listing page reads of each child: the record's (but the pipelines' own) and what
 * tells the entity's items apart (tag, version, table keys); the order's index keys are added per
 * query for the cursor. Not the other three orders' index keys or the hidden sort values: a third of
 * an item's bytes, which DynamoDB would send and the SDK parse on every page (issue 14).
 */
const listingNames = [ENTITY_TAG, ENTITY_VERSION, PRIMARY.pk, PRIMARY.sk].concat(
  [...recordAttributes].filter((name) => !PIPELINE_ATTRIBUTES.has(name)),
);

type IndexSchema = { pk: { template: string }; sk: { template: string } };
const ORDER_TEMPLATES = {
  size: entry.schema.indexes.bySize as unknown as IndexSchema,
  time: entry.schema.indexes.byTime as unknown as IndexSchema,
  name: entry.schema.indexes.byName as unknown as IndexSchema,
  publish: entry.schema.indexes.byPublish as unknown as IndexSchema,
};

/**
 * The Query of a folder's folders (isFile 0) or files (1) in an order: the order index's partition
 * from its key template and the sort keys beginning with isFile (the templates start `${isFile}#`),
 * as ElectroDB's `entry.query.byX({ projectId, parentId, isFile })` builds it (entry.test.ts compares
 * them), projected to the listing's attributes. Built here rather than by ElectroDB, which spends
 * ≈ 75–140 µs on the parameters, before the page's request can leave.
 * `thenFiles` (folders, ascending): the folders' range and then the files' in one query, sort keys
 * from "0#" to "1$" ("$" follows "#", so every "1#…" key is below it): folders come first in an
 * ascending order anyway, so a page that runs out of folders goes on into the files without a
 * second, sequential query. Descending, the files would come first, so it is refused.
 */
export function childrenQuery(q: {
  projectId: string;
  folderId: string;
  order: EntryOrder;
  isFile: 0 | 1;
  asc: boolean;
  thenFiles?: boolean;
}) {
  const index = ORDER_INDEX[q.order];
  const templates = ORDER_TEMPLATES[q.order];
  if (!templates.sk.template.startsWith('${isFile}#')) throw new Error(`entry: ${index.index} sort key`);
  if (q.thenFiles && (q.isFile !== 0 || !q.asc)) throw new Error('entry: thenFiles reads folders ascending');
  const { names, projection } = listingProjection(q.order);
  const partition = templates.pk.template
    .replace('${projectId}', q.projectId)
    .replace('${parentId}', q.folderId);
  return {
    TableName: entry.getTableName(),
    IndexName: index.index,
    KeyConditionExpression: q.thenFiles
      ? '#pk = :pk and #sk1 between :sk1 and :sk2'
      : '#pk = :pk and begins_with(#sk1, :sk1)',
    ProjectionExpression: projection,
    ExpressionAttributeNames: { '#pk': index.pk, '#sk1': index.sk, ...names },
    ExpressionAttributeValues: q.thenFiles
      ? { ':pk': partition, ':sk1': '0#', ':sk2': '1$' }
      : { ':pk': partition, ':sk1': `${q.isFile}#` },
    ...(q.asc ? {} : { ScanIndexForward: false }),
  };
}

/** Each order's projection (the listing's attributes and its index keys), built once. */
const projections = new Map<EntryOrder, { names: Record<string, string>; projection: string }>();
function listingProjection(order: EntryOrder) {
  let found = projections.get(order);
  if (!found) {
    const index = ORDER_INDEX[order];
    const names = listingNames.concat(index.pk, index.sk);
    found = {
      names: Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
      projection: names.map((_, i) => `#a${i}`).join(', '),
    };
    projections.set(order, found);
  }
  return found;
}

/**
 * One read of a folder's folders (isFile 0) or files (1) in an order, from a start key. Raw
 * because the listing's cursor is the key of the last entry it answers (it reads one more than a
 * page to know whether there is more), and ElectroDB's records carry no keys: the items come back
 * raw with the listing's attributes (childrenQuery), and `parseEntries` makes records of the
 * answered ones.
 */
export async function childrenRange(q: {
  projectId: string;
  folderId: string;
  order: EntryOrder;
  isFile: 0 | 1;
  asc: boolean;
  thenFiles?: boolean;
  limit: number;
  start?: Record<string, unknown>;
}) {
  const out = await dynamo.send(
    new QueryCommand({ ...childrenQuery(q), Limit: q.limit, ExclusiveStartKey: q.start }),
  );
  return { items: (out.Items ?? []) as Record<string, unknown>[], last: out.LastEvaluatedKey };
}

/**
 * Raw entry items as records, in order: what `entry.parse` answers (the entity's own items with
 * their declared attributes but the hidden ones, of what was read: `childrenRange` leaves out the
 * pipelines' attributes; no entry attribute has a field name of its own or a getter), without ElectroDB's per-attribute formatting, which was the
 * largest part of a listing's own CPU (issue 14). entry.test.ts checks both agree.
 */
export function parseEntries(items: Record<string, unknown>[]): EntryRecord[] {
  const { entity, version } = entry.schema.model;
  const records: EntryRecord[] = [];
  for (const item of items) {
    // ElectroDB's rule: the entity's tag and version, or its table keys.
    const owned =
      (item[ENTITY_TAG] === entity && item[ENTITY_VERSION] === version) ||
      (String(item[PRIMARY.pk]).startsWith('PROJECT#') && String(item[PRIMARY.sk]).startsWith('ENTRY#'));
    if (!owned) continue;
    // In the item's own order, as ElectroDB copies them (an answer's JSON is the same text).
    const record: Record<string, unknown> = {};
    for (const name in item) if (recordAttributes.has(name)) record[name] = item[name];
    records.push(record as EntryRecord);
  }
  return records;
}

/** An entry's read for a batch (keyReader.ts: built without ElectroDB, it is on every folder listing). */
export const entryRequest = keyRequest(entry);
