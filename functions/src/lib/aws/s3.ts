import { S3Client } from '@aws-sdk/client-s3';

const clientOptions = {
  forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
} as const;

/**
 * The module's one S3 client. Checksums only when required: with the default, streamed uploads are
 * stored corrupted by the local emulator and presigned URLs carry an empty-body checksum real S3 rejects.
 */
export const s3 = new S3Client(clientOptions);

/**
 * Signs the URLs browsers fetch (uploads, downloads, previews). Under the local cloud the browser
 * may reach the S3 emulator at another address than this process does (a forwarded port, another
 * host): LOOPLINE_S3_PUBLIC_URL names it, and the emulator accepts the signature for any host.
 * Deployed, it is the same client: real S3 URLs are public as they are.
 */
export const presigner =
  process.env.LOOPLINE_LOCAL === 'true' && process.env.LOOPLINE_S3_PUBLIC_URL
    ? new S3Client({ ...clientOptions, endpoint: process.env.LOOPLINE_S3_PUBLIC_URL })
    : s3;

export function filesBucket(): string {
  const name = process.env.FILES_BUCKET;
  if (!name) throw new Error('FILES_BUCKET is not set');
  return name;
}
