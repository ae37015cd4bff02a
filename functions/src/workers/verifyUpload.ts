import { createHash } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { filesBucket, s3 } from '../lib/aws/s3.ts';
import { getObject, markVerified } from '../objects/index.ts';

/**
 * Verifies a merged upload: streams the stored object through MD5 and records whether it matches
 * the MD5 the uploader claimed. Only matching content is offered for instant upload, so a client
 * cannot plant other bytes under a popular file's hash.
 */
export async function handler(input: { objectId: string }) {
  const object = await getObject(input.objectId);
  if (!object) return { objectId: input.objectId, verified: false, reason: 'gone' };
  const out = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: object.s3Key }));
  const hash = createHash('md5');
  for await (const chunk of out.Body as AsyncIterable<Uint8Array>) hash.update(chunk);
  const actual = hash.digest('hex');
  const verified = await markVerified(object, actual);
  return { objectId: object.objectId, verified };
}
