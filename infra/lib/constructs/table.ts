import type { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { TableDef } from '../../../functions/src/lib/db/schema.ts';

/**
 * A DynamoDB table built from the layout the functions and the local cloud share (schema.ts), so the
 * deployed keys, indexes and TTL cannot drift from what the code queries. Every key is a string.
 */
export function tableFromDef(
  scope: Construct,
  id: string,
  def: TableDef,
  removalPolicy: RemovalPolicy,
): Table {
  const table = new Table(scope, id, {
    partitionKey: { name: def.partitionKey, type: AttributeType.STRING },
    sortKey: def.sortKey ? { name: def.sortKey, type: AttributeType.STRING } : undefined,
    billingMode: BillingMode.PAY_PER_REQUEST,
    encryption: TableEncryption.AWS_MANAGED,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    timeToLiveAttribute: def.ttlAttribute,
    removalPolicy,
  });
  for (const index of def.indexes) {
    table.addGlobalSecondaryIndex({
      indexName: index.name,
      partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
      sortKey: { name: index.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
  }
  return table;
}

/** ARNs of the table and of each of its indexes, named one by one (no `/index/*` wildcard). */
export function tableAndIndexArns(table: Table, def: TableDef): string[] {
  return [table.tableArn, ...def.indexes.map((index) => `${table.tableArn}/index/${index.name}`)];
}
