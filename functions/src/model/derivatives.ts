import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { filesBucket, presigner, s3 } from '../lib/aws/s3.ts';

const URL_SECONDS = 3600;

export async function putDerivative(key: string, body: Uint8Array | string, contentType: string) {
  await s3.send(
    new PutObjectCommand({ Bucket: filesBucket(), Key: key, Body: body, ContentType: contentType }),
  );
}

/** An object's bytes, or only its first `firstBytes`. */
export async function readDerivative(key: string, firstBytes?: number): Promise<Uint8Array> {
  const Range = firstBytes ? `bytes=0-${firstBytes - 1}` : undefined;
  const out = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: key, Range }));
  return out.Body!.transformToByteArray();
}

export async function derivativeSize(key: string): Promise<number> {
  const out = await s3.send(new HeadObjectCommand({ Bucket: filesBucket(), Key: key }));
  return out.ContentLength ?? -1;
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
