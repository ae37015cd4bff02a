import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONNECTIONS_TABLE, MAIN_TABLE, type TableDef } from '../../functions/src/lib/db/schema.ts';
import { testApp } from './support/app.ts';

let template: Template;
beforeAll(() => {
  template = Template.fromStack(testApp().data);
});

function tableProps(def: TableDef) {
  const keys = [{ AttributeName: def.partitionKey, KeyType: 'HASH' }];
  if (def.sortKey) keys.push({ AttributeName: def.sortKey, KeyType: 'RANGE' });
  return {
    KeySchema: keys,
    BillingMode: 'PAY_PER_REQUEST',
    PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    SSESpecification: { SSEEnabled: true },
    TimeToLiveSpecification: { AttributeName: def.ttlAttribute, Enabled: true },
    GlobalSecondaryIndexes: def.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

describe('data stack', () => {
  it('has exactly the two tables of schema.ts', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 2);
  });

  it.each([
    ['main', MAIN_TABLE],
    ['connections', CONNECTIONS_TABLE],
  ])('builds the %s table with its keys, indexes, TTL, PITR and encryption', (_name, def) => {
    template.hasResourceProperties('AWS::DynamoDB::Table', tableProps(def));
  });

  it('keeps the main table when the stack is deleted', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ KeySchema: tableProps(MAIN_TABLE).KeySchema }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it('blocks public access, encrypts and aborts stale multipart uploads on every bucket', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(2);
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
        { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
      ]);
      expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
        expect.objectContaining({
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 },
          Status: 'Enabled',
        }),
      );
    }
  });

  it('lets browsers PUT parts and read their ETag on the files bucket, with access logs', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({ AllowedMethods: Match.arrayWith(['GET', 'PUT']), ExposedHeaders: ['ETag'] }),
        ],
      },
      LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: 'files/' },
    });
  });

  it('refuses plain-HTTP access to both buckets', () => {
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(2);
    for (const policy of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('grants item access on the table and each named index, never Scan or a wildcard', () => {
    const policy = Object.values(template.findResources('AWS::IAM::ManagedPolicy')).find((p) =>
      String(p.Properties.Description).startsWith('Item read/write on the Loopline table'),
    );
    const [statement] = policy!.Properties.PolicyDocument.Statement;
    expect(statement.Action).not.toContain('dynamodb:Scan');
    expect(statement.Action).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem']));
    const text = JSON.stringify(statement.Resource);
    for (const index of MAIN_TABLE.indexes) expect(text).toContain(`/index/${index.name}`);
    expect(text).not.toContain('*');
  });
});
