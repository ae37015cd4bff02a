import type { EntityConfiguration } from 'electrodb';
import { dynamo } from '../lib/aws/dynamo.ts';
import { MAIN_TABLE } from '../lib/db/schema.ts';

/** The attribute holding an item's entity name: the table's single entity tag (not ElectroDB's `__edb_e__`). */
export const ENTITY_TAG = 'type';

/** The attribute holding an item's model version (ElectroDB's version identifier). */
export const ENTITY_VERSION = 'typeVersion';

/**
 * Every entity of the main table is built with this configuration.
 * - The table name is read when the module loads: Lambda and the local cloud set TABLE_NAME before any
 *   function code is imported, and code that never touches DynamoDB (unit tests) never needs it.
 * - ElectroDB's model version goes to `typeVersion`.
 */
export const entityConfig: EntityConfiguration = {
  client: dynamo,
  table: process.env.TABLE_NAME,
  identifiers: { entity: ENTITY_TAG, version: ENTITY_VERSION },
};

/** The service name ElectroDB records in every model (it is not part of our key templates). */
export const SERVICE = 'loopline';

type IndexName = (typeof MAIN_TABLE.indexes)[number]['name'];

/**
 * The field names of a global secondary index, read from the table layout that the CDK stack and the
 * local cloud create the table from, so an entity can only name an index that exists.
 */
export function gsi(name: IndexName) {
  const index = MAIN_TABLE.indexes.find((i) => i.name === name);
  if (!index) throw new Error(`unknown index ${name}`);
  return { index: index.name, pk: index.partitionKey, sk: index.sortKey };
}

/** Key fields of the table itself. */
export const PRIMARY = { pk: MAIN_TABLE.partitionKey, sk: MAIN_TABLE.sortKey ?? 'sk' };
