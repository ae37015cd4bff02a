import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';

/** What reaching a tenant's bucket needs: the OSS config's settings with its secret opened. */
export interface OssTarget {
  code: string;
  endpoint: string;
  bucketName: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/**
 * Hosts an OSS config may never name: the instance-metadata addresses. The endpoint is typed by a
 * tenant's administrator and the server connects to it, so these are refused outright.
 */
const FORBIDDEN_HOSTS = /^(169\.254\.\d+\.\d+|\[?fd00:ec2::254\]?|metadata\.google\.internal)$/i;

/** An S3 client for one config: path-style (MinIO, the local emulator), one attempt, short timeouts. */
function clientFor(target: OssTarget): S3Client {
  let host: string;
  try {
    host = new URL(target.endpoint).hostname;
  } catch {
    throw new BadRequestError('attach.ossUnreachable', { code: target.code });
  }
  if (FORBIDDEN_HOSTS.test(host)) throw new BadRequestError('attach.ossUnreachable', { code: target.code });
  return new S3Client({
    endpoint: target.endpoint,
    region: target.region || 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: target.accessKey, secretAccessKey: target.secretKey },
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Runs one call against the config's bucket, turning what went wrong into a 400 that names the
 * config: a bucket that does not exist, keys it refuses, or an endpoint that does not answer.
 */
async function onBucket<T>(target: OssTarget, call: (client: S3Client) => Promise<T>): Promise<T> {
  const client = clientFor(target);
  try {
    return await call(client);
  } catch (error) {
    const params = { code: target.code, bucket: target.bucketName };
    if (error instanceof NoSuchKey) throw new NotFoundError('attach.objectMissing');
    if (error instanceof S3ServiceException) {
      const status = error.$metadata.httpStatusCode;
      if (status === 404) throw new BadRequestError('attach.bucketMissing', params);
      if (status === 401 || status === 403) throw new BadRequestError('attach.ossDenied', params);
    }
    // No answer at all (refused, unknown host, timed out) or one that is not S3's.
    throw new BadRequestError('attach.ossUnreachable', params);
  } finally {
    client.destroy();
  }
}

export function putObject(target: OssTarget, key: string, body: Buffer, contentType: string) {
  return onBucket(target, (c) =>
    c.send(
      new PutObjectCommand({ Bucket: target.bucketName, Key: key, Body: body, ContentType: contentType }),
    ),
  );
}

export function readObject(target: OssTarget, key: string): Promise<Buffer> {
  return onBucket(target, async (c) => {
    const answer = await c.send(new GetObjectCommand({ Bucket: target.bucketName, Key: key }));
    return Buffer.from((await answer.Body?.transformToByteArray()) ?? new Uint8Array());
  });
}

export function deleteObject(target: OssTarget, key: string) {
  return onBucket(target, (c) => c.send(new DeleteObjectCommand({ Bucket: target.bucketName, Key: key })));
}
