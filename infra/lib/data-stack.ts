import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { AccountRootPrincipal, Effect, ManagedPolicy, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { type Bucket, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { CONNECTIONS_TABLE, MAIN_TABLE } from '../../functions/src/lib/db/schema.ts';
import { SecureBucket } from './constructs/secure-bucket.ts';
import { tableAndIndexArns, tableFromDef } from './constructs/table.ts';
import { acknowledge, wildcardResource } from './nag.ts';

export interface DataStackProps extends StackProps {
  /** Origins allowed to PUT parts / GET objects with presigned URLs; `*` when not given. */
  corsOrigins?: string[];
}

/** Read/write item actions; no Scan (every list is served by an index query) and no table admin. */
const ITEM_ACTIONS = [
  'dynamodb:BatchGetItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DeleteItem',
  'dynamodb:DescribeTable',
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:Query',
  'dynamodb:UpdateItem',
];

/**
 * Tables and buckets, plus one managed policy per store. Consumers in other stacks attach the
 * policy instead of being granted here: the grant stays beside the resource (and its cdk-nag
 * acknowledgement can name the resource), and no stack has to reference a consumer's role.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly connectionsTable: Table;
  readonly filesBucket: Bucket;
  readonly directUploadRole: Role;
  readonly logsBucket: Bucket;
  readonly tableAccess: ManagedPolicy;
  readonly connectionsAccess: ManagedPolicy;
  readonly filesAccess: ManagedPolicy;
  /** Wraps the data keys that seal settings secrets: payment providers, SMS and storage resources (functions/src/lib/sealing). */
  readonly settingsKey: Key;
  readonly settingsKeyAccess: ManagedPolicy;

  constructor(scope: Construct, id: string, props: DataStackProps = {}) {
    super(scope, id, props);

    this.table = tableFromDef(this, 'Table', MAIN_TABLE, RemovalPolicy.RETAIN);
    // Connections are ephemeral (TTL two hours past the last heartbeat): nothing to keep.
    this.connectionsTable = tableFromDef(this, 'Connections', CONNECTIONS_TABLE, RemovalPolicy.DESTROY);

    this.logsBucket = new SecureBucket(this, 'AccessLogs', {
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(365) }],
    });
    acknowledge(
      this.logsBucket,
      'AwsSolutions-S1',
      'This is the server access log bucket itself; logging it into another bucket would only move the question.',
    );

    this.filesBucket = new SecureBucket(this, 'Files', {
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'files/',
      // Zip downloads are built for one presigned GET (an hour); a day later they go.
      lifecycleRules: [{ id: 'expire-zip-downloads', prefix: 'zips/', expiration: Duration.days(1) }],
      cors: [
        {
          // Browsers PUT multipart parts straight to presigned URLs and must read each part's ETag;
          // Amplify Storage (the sts upload type) DELETEs to abort a cancelled multipart upload.
          allowedMethods: [
            HttpMethods.GET,
            HttpMethods.HEAD,
            HttpMethods.PUT,
            HttpMethods.POST,
            HttpMethods.DELETE,
          ],
          allowedOrigins: props.corsOrigins ?? ['*'],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3600,
        },
      ],
    });

    // Temporary credentials for direct browser uploads (functions/src/upload/sts.ts): the API's oss
    // function assumes it for each caller with a session policy narrowing it to that caller's prefix.
    this.directUploadRole = new Role(this, 'DirectUploadRole', {
      assumedBy: new AccountRootPrincipal(),
      description: 'Direct browser uploads under uploads/<user>/direct/ (narrowed per caller at AssumeRole)',
      maxSessionDuration: Duration.hours(1),
    });
    const uploads = this.filesBucket.arnForObjects('uploads/*');
    this.directUploadRole.addToPolicy(
      new PolicyStatement({
        // GetObject: Amplify Storage checks the object's size by HEAD after completing a multipart upload.
        actions: ['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
        resources: [uploads],
      }),
    );
    this.filesBucket.encryptionKey?.grantEncrypt(this.directUploadRole);
    acknowledge(
      this.directUploadRole,
      wildcardResource(this.directUploadRole, uploads),
      "Each caller's credentials are narrowed to their own uploads/<userId>/direct/ prefix by the session policy at AssumeRole; the role cannot name every user.",
    );

    this.tableAccess = new ManagedPolicy(this, 'TableAccess', {
      description: 'Item read/write on the Loopline table and its indexes',
      statements: [
        new PolicyStatement({ actions: ITEM_ACTIONS, resources: tableAndIndexArns(this.table, MAIN_TABLE) }),
      ],
    });
    this.connectionsAccess = new ManagedPolicy(this, 'ConnectionsAccess', {
      description: 'Item read/write on the socket connections table and its indexes',
      statements: [
        new PolicyStatement({
          actions: ITEM_ACTIONS,
          resources: tableAndIndexArns(this.connectionsTable, CONNECTIONS_TABLE),
        }),
      ],
    });
    const objects = this.filesBucket.arnForObjects('*');
    this.filesAccess = new ManagedPolicy(this, 'FilesAccess', {
      description: 'Object read/write and multipart uploads in the files bucket',
      statements: [
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: [
            's3:GetObject',
            's3:PutObject',
            's3:DeleteObject',
            's3:AbortMultipartUpload',
            's3:ListMultipartUploadParts',
          ],
          resources: [objects],
        }),
        new PolicyStatement({
          actions: ['s3:ListBucket', 's3:ListBucketMultipartUploads'],
          resources: [this.filesBucket.bucketArn],
        }),
      ],
    });
    acknowledge(
      this.filesAccess,
      wildcardResource(this, objects),
      'Object keys are created at run time (one per upload and derivative); tenant and project isolation is enforced by the functions on every key.',
    );

    // Sealed settings (payment providers, SMS and storage resources) use data keys that only this key
    // unwraps; the functions holding them may make and unwrap those, nothing else (no Encrypt, no key admin).
    this.settingsKey = new Key(this, 'SettingsKey', {
      description:
        'Wraps the data keys of sealed settings (payment merchant keys, SMS and storage access keys)',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.settingsKeyAccess = new ManagedPolicy(this, 'SettingsKeyAccess', {
      description: 'GenerateDataKey and Decrypt with the sealed-settings key',
      statements: [
        new PolicyStatement({
          actions: ['kms:GenerateDataKey', 'kms:Decrypt'],
          resources: [this.settingsKey.keyArn],
        }),
      ],
    });
  }
}
