import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { imageSize } from 'image-size';
import { filesBucket, s3 } from '../lib/aws/s3.ts';
import { ValidationError } from '../lib/errors.ts';

const MAX_COVER_BYTES = 10 * 1024 * 1024;
const TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/png': 'png' };

/** The cover arrives as a data: URL of the cropped 640×360 picture (spec 2 §5: jpeg/png ≤ 10 MB). */
export function decodeCover(dataUrl: string): { bytes: Buffer; contentType: string } {
  const match = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match || !TYPES[match[1]!]) throw new ValidationError('avatar', 'project.coverType');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > MAX_COVER_BYTES) throw new ValidationError('avatar', 'project.coverSize');
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    throw new ValidationError('avatar', 'project.coverType');
  }
  if (size.type !== 'jpg' && size.type !== 'png') throw new ValidationError('avatar', 'project.coverType');
  if (size.width !== 640 || size.height !== 360)
    throw new ValidationError('avatar', 'project.coverDimensions');
  return { bytes, contentType: size.type === 'png' ? 'image/png' : 'image/jpeg' };
}

const coverKey = (projectId: string) => `projects/${projectId}/cover`;

export async function storeCover(
  projectId: string,
  cover: { bytes: Buffer; contentType: string },
): Promise<string> {
  const key = coverKey(projectId);
  await s3.send(
    new PutObjectCommand({
      Bucket: filesBucket(),
      Key: key,
      Body: cover.bytes,
      ContentType: cover.contentType,
    }),
  );
  return key;
}

export async function deleteCover(projectId: string) {
  await s3.send(new DeleteObjectCommand({ Bucket: filesBucket(), Key: coverKey(projectId) }));
}

export async function readCover(key: string): Promise<{ bytes: Buffer; contentType: string }> {
  const out = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: key }));
  return {
    bytes: Buffer.from(await out.Body!.transformToByteArray()),
    contentType: out.ContentType ?? 'image/jpeg',
  };
}
