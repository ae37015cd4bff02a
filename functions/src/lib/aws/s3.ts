import { S3Client } from '@aws-sdk/client-s3';

/**
 * The module's one S3 client. Checksums only when required: with the default, streamed uploads are
 * stored corrupted by the local emulator and presigned URLs carry an empty-body checksum real S3 rejects.
 */
export const s3 = new S3Client({
  forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export function filesBucket(): string {
  const name = process.env.FILES_BUCKET;
  if (!name) throw new Error('FILES_BUCKET is not set');
  return name;
}
