import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/**
 * A bucket with the settings every Loopline bucket shares: no public access, SSE-S3 encryption,
 * TLS-only access, and incomplete multipart uploads aborted after 7 days (a browser that gives up
 * on a resumable upload must not leave parts billed forever).
 *
 * SSE-S3 rather than a customer KMS key: a key policy would have to name the consumer roles of
 * other stacks and make the data stack depend on them (a cycle), and SSE-S3 needs no grants.
 */
export class SecureBucket extends Bucket {
  constructor(scope: Construct, id: string, props: BucketProps = {}) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      ...props,
      lifecycleRules: [
        { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
        ...(props.lifecycleRules ?? []),
      ],
    });
  }
}
