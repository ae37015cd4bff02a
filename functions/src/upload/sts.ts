import { randomUUID } from 'node:crypto';
import { HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { STS_REFRESH_MS, uploadSizeProblem } from '@loopline/shared';
import { filesBucket, s3 } from '../lib/aws/s3.ts';
import { startWorkflow } from '../lib/aws/sfn.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { registerObject } from '../objects/index.ts';

const sts = new STSClient({});

/** 'oss' (presigned multipart through our API) unless the deployment chooses direct uploads. */
export function uploadType() {
  return { type: process.env.LOOPLINE_UPLOAD_TYPE || 'oss' };
}

/** Where a user's direct (credential-based) uploads may go. */
export const directPrefix = (userId: string) => `uploads/${userId}/direct/`;

/**
 * Temporary credentials for the alternative upload type, allowed to PUT under the caller's own
 * prefix only (an inline session policy narrows the upload role). The local cloud has no STS: its
 * S3 emulator accepts its one key pair and does not check policies, so locally the answer carries
 * that pair and `scoped: false`.
 */
export async function temporaryCredentials(caller: Caller) {
  const bucketName = filesBucket();
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const prefix = directPrefix(caller.userId);
  const expiresInSeconds = STS_REFRESH_MS / 1000;
  if (process.env.LOOPLINE_LOCAL === 'true') {
    return {
      region,
      bucketName,
      prefix,
      endpoint: process.env.LOOPLINE_PUBLIC_S3_ENDPOINT ?? process.env.AWS_ENDPOINT_URL_S3 ?? '',
      accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? '',
      accessKeySecret: process.env.AWS_SECRET_ACCESS_KEY ?? '',
      securityToken: '',
      expiration: new Date(Date.now() + STS_REFRESH_MS).toISOString(),
      scoped: false,
    };
  }
  const roleArn = process.env.UPLOAD_ROLE_ARN;
  if (!roleArn) throw new BadRequestError('upload.failed');
  const policy = {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        // GetObject: Amplify Storage checks the object's size by HEAD after completing a multipart upload.
        Action: ['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
        Resource: `arn:aws:s3:::${bucketName}/${prefix}*`,
      },
    ],
  };
  const out = await sts.send(
    new AssumeRoleCommand({
      RoleArn: roleArn,
      RoleSessionName: `upload-${caller.userId}`.slice(0, 64),
      DurationSeconds: expiresInSeconds,
      Policy: JSON.stringify(policy),
    }),
  );
  return {
    region,
    bucketName,
    prefix,
    endpoint: '',
    accessKeyId: out.Credentials?.AccessKeyId ?? '',
    accessKeySecret: out.Credentials?.SecretAccessKey ?? '',
    securityToken: out.Credentials?.SessionToken ?? '',
    expiration: out.Credentials?.Expiration?.toISOString() ?? '',
    scoped: true,
  };
}

/**
 * Registers an object the caller uploaded directly under their prefix, so it can be saved like a
 * merged upload (its MD5 is verified afterwards like any other).
 */
export async function registerDirectUpload(
  caller: Caller,
  input: { key: string; md5: string; fileSize: number },
) {
  if (!input.key.startsWith(directPrefix(caller.userId)) || input.key.includes('..'))
    throw new BadRequestError('upload.notYours');
  const sizeProblem = uploadSizeProblem(input.fileSize);
  if (sizeProblem) throw new BadRequestError(sizeProblem);
  let stored: number;
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: filesBucket(), Key: input.key }));
    stored = Number(head.ContentLength ?? -1);
  } catch (error) {
    if (error instanceof NotFound) throw new NotFoundError('upload.copyNotFound');
    throw error;
  }
  if (stored !== input.fileSize) throw new BadRequestError('upload.sizeMismatch');
  const objectId = randomUUID();
  await registerObject({
    objectId,
    s3Key: input.key,
    size: stored,
    md5: input.md5,
    uploaderId: caller.userId,
  });
  await startWorkflow('verifyUpload', { objectId }, `verify-${objectId}`);
  return { id: objectId };
}
