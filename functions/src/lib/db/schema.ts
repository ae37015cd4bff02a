/**
 * Table layouts, read by the CDK data stack and by the local cloud so both create the same tables.
 * The main table is a single table with generic key attributes; entities live in keys.ts.
 */
export interface IndexDef {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export interface TableDef {
  partitionKey: string;
  sortKey?: string;
  indexes: IndexDef[];
  ttlAttribute: string;
}

export const MAIN_TABLE: TableDef = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
  ttlAttribute: 'expiresAt',
};

export const CONNECTIONS_TABLE: TableDef = {
  partitionKey: 'connectionId',
  indexes: [{ name: 'byUser', partitionKey: 'userId', sortKey: 'connectedAt' }],
  ttlAttribute: 'expiresAt',
};
