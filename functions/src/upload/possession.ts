import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { PROOF_RANGE } from '@loopline/shared';
import { conditionFailed } from '../entities/errors.ts';
import { possessionChallenge } from '../entities/possessionChallenge.ts';
import { possessionProof } from '../entities/possessionProof.ts';
import { filesBucket, s3 } from '../lib/aws/s3.ts';
import { BadRequestError } from '../lib/errors.ts';
import { getObject, type StoredObject } from '../objects/index.ts';

const CHALLENGE_SECONDS = 300;
const PROOF_SECONDS = 3600;

/**
 * Proof of possession for instant upload: knowing a file's MD5 must not be enough to obtain it.
 * The server picks a random byte range and a nonce; the client answers MD5(nonce ‖ bytes of the
 * range) from its own copy. The range is unknown in advance, so the answer cannot be precomputed
 * from the hash alone.
 */
export interface Challenge {
  challengeId: string;
  start: number;
  /** Exclusive. */
  end: number;
  nonce: string;
}

export function proofOf(nonce: string, bytes: Uint8Array): string {
  return createHash('md5').update(nonce).update(bytes).digest('hex');
}

export async function issueChallenge(userId: string, object: StoredObject): Promise<Challenge> {
  const length = Math.min(PROOF_RANGE, object.size);
  const start = object.size > length ? randomInt(0, object.size - length + 1) : 0;
  const challenge: Challenge = {
    challengeId: randomBytes(16).toString('hex'),
    start,
    end: start + length,
    nonce: randomBytes(16).toString('hex'),
  };
  await possessionChallenge
    .put({
      ...challenge,
      userId,
      objectId: object.objectId,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
    })
    .go({ response: 'none' });
  return challenge;
}

/**
 * Checks an answer (single use) against the stored bytes; a right answer lets the caller reference
 * the object for an hour. Returns the object id proven, or throws.
 */
export async function acceptProof(userId: string, challengeId: string, answer: string): Promise<string> {
  let item: { objectId: string; start: number; end: number; nonce: string } | null;
  try {
    const now = Math.floor(Date.now() / 1000);
    const out = await possessionChallenge
      .delete({ challengeId })
      .where((a, op) => `${op.eq(a.userId, userId)} AND ${op.gt(a.expiresAt, now)}`)
      .go({ response: 'all_old' });
    item = out.data;
  } catch (error) {
    if (conditionFailed(error)) throw new BadRequestError('upload.challengeExpired');
    throw error;
  }
  if (!item) throw new BadRequestError('upload.challengeExpired');
  const objectId = item.objectId;
  const stored = await getObject(objectId);
  if (!stored) throw new BadRequestError('upload.proofInvalid');
  const range = await s3.send(
    new GetObjectCommand({
      Bucket: filesBucket(),
      Key: stored.s3Key,
      Range: `bytes=${item.start}-${Number(item.end) - 1}`,
    }),
  );
  const bytes = await range.Body?.transformToByteArray();
  const expected = Buffer.from(proofOf(item.nonce, bytes ?? new Uint8Array()), 'hex');
  const given = Buffer.from(/^[0-9a-f]{32}$/i.test(answer) ? answer.toLowerCase() : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new BadRequestError('upload.proofInvalid');
  await possessionProof
    .put({ userId, objectId, expiresAt: Math.floor(Date.now() / 1000) + PROOF_SECONDS })
    .go({ response: 'none' });
  return objectId;
}

export async function hasProof(userId: string, objectId: string): Promise<boolean> {
  const out = await possessionProof.get({ userId, objectId }).go({ consistent: true });
  return Number(out.data?.expiresAt ?? 0) > Date.now() / 1000;
}
