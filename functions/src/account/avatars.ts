import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { AVATAR_MAX_BYTES } from '@loopline/shared';
import { avatar } from '../entities/avatar.ts';
import { filesBucket, s3 } from '../lib/aws/s3.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';

/** The picture formats avatars may have, recognised by their first bytes (not the declared type). */
export function imageType(data: Buffer): 'image/png' | 'image/jpeg' | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

export interface AvatarRecord {
  avatarId: string;
  tenantId: string;
  userId: string;
  s3Key: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** Checks and stores a picture (JPG/PNG under 500 KB) and answers its id; the caller links it. */
export async function storeAvatar(caller: Caller, data: Buffer, now = new Date()): Promise<AvatarRecord> {
  if (data.length === 0) throw new BadRequestError('avatar.required');
  if (data.length >= AVATAR_MAX_BYTES) throw new BadRequestError('avatar.tooLarge');
  const contentType = imageType(data);
  if (!contentType) throw new BadRequestError('avatar.badType');
  const avatarId = randomUUID();
  const record: AvatarRecord = {
    avatarId,
    tenantId: caller.tenantId,
    userId: caller.userId,
    s3Key: `avatars/${caller.tenantId}/${caller.userId}/${avatarId}`,
    contentType,
    size: data.length,
    createdAt: now.toISOString(),
  };
  await s3.send(
    new PutObjectCommand({ Bucket: filesBucket(), Key: record.s3Key, Body: data, ContentType: contentType }),
  );
  await avatar.put(record).go();
  return record;
}

/** An avatar of the caller's tenant (team members see each other's pictures). */
export async function readAvatar(
  caller: Caller,
  avatarId: string,
): Promise<{ data: Buffer; contentType: string }> {
  const { data: record } = await avatar.get({ avatarId }).go();
  if (!record || record.tenantId !== caller.tenantId) throw new NotFoundError('avatar.notFound');
  const object = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: record.s3Key }));
  const bytes = await object.Body?.transformToByteArray();
  if (!bytes) throw new NotFoundError('avatar.notFound');
  return { data: Buffer.from(bytes), contentType: record.contentType };
}
