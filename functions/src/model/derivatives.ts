import { createHash } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { filesBucket, presigner, s3 } from '../lib/aws/s3.ts';

const URL_SECONDS = 3600;

export async function putDerivative(key: string, body: Uint8Array | string, contentType: string) {
  await s3.send(
    new PutObjectCommand({ Bucket: filesBucket(), Key: key, Body: body, ContentType: contentType }),
  );
}

/**
 * Writes an object and answers whether the store holds exactly these bytes: S3 checks the body
 * against its Content-MD5 (and refuses it otherwise), and a single PUT's ETag is the body's MD5 on
 * the files bucket (SSE-S3), so a matching ETag proves what a read-back would, without the read.
 */
export async function putProvenDerivative(key: string, body: Uint8Array, contentType: string) {
  const md5 = createHash('md5').update(body).digest();
  const out = await s3.send(
    new PutObjectCommand({
      Bucket: filesBucket(),
      Key: key,
      Body: body,
      ContentType: contentType,
      ContentMD5: md5.toString('base64'),
    }),
  );
  return out.ETag?.replaceAll('"', '').toLowerCase() === md5.toString('hex');
}

/** An object's bytes, or only its first `firstBytes`. */
export async function readDerivative(key: string, firstBytes?: number): Promise<Uint8Array> {
  const Range = firstBytes ? `bytes=0-${firstBytes - 1}` : undefined;
  const out = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: key, Range }));
  return out.Body!.transformToByteArray();
}

/**
 * An object's first `firstBytes` and its whole size, in one ranged GET (the size is the total of its
 * Content-Range, so no HEAD is needed); size -1 when the answer does not say.
 */
export async function derivativeHead(
  key: string,
  firstBytes: number,
): Promise<{ head: Uint8Array; size: number }> {
  const out = await s3.send(
    new GetObjectCommand({ Bucket: filesBucket(), Key: key, Range: `bytes=0-${firstBytes - 1}` }),
  );
  const total = /\/(\d+)$/.exec(out.ContentRange ?? '')?.[1];
  return { head: await out.Body!.transformToByteArray(), size: total ? Number(total) : -1 };
}

/** A presigned GET; with a file name the browser saves it under that name. */
export async function derivativeUrl(key: string, downloadName?: string): Promise<string> {
  const disposition = downloadName
    ? `attachment; filename="${downloadName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`
    : undefined;
  return getSignedUrl(
    presigner,
    new GetObjectCommand({ Bucket: filesBucket(), Key: key, ResponseContentDisposition: disposition }),
    { expiresIn: URL_SECONDS },
  );
}
