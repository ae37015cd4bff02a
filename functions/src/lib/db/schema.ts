/**
 * Table layouts, read by the CDK data stack and by the local cloud so both create the same tables.
 * The main table is a single table with generic key attributes; its entities (ElectroDB models, one per
 * file in functions/src/entities/) name their index fields through entities/config.ts, which reads them here.
 */
export interface IndexDef {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export interface TableDef {
  partitionKey: string;
  sortKey?: string;
  indexes: readonly IndexDef[];
  ttlAttribute: string;
}

export const MAIN_TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
  ttlAttribute: 'expiresAt',
} as const satisfies TableDef;

export const CONNECTIONS_TABLE = {
  partitionKey: 'connectionId',
  indexes: [{ name: 'byUser', partitionKey: 'userId', sortKey: 'connectedAt' }],
  ttlAttribute: 'expiresAt',
} as const satisfies TableDef;
