import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './ports.ts';
import { type S3Local, startS3 } from './s3.ts';

describe('the S3 emulator replacing an object', () => {
  let dir: string;
  let s3: S3Local;
  let client: S3Client;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'loopline-s3atomic-'));
    s3 = await startS3(await freePort(), dir, ['files']);
    client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    client.destroy();
    await s3.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a read beside a write see the old object or the new one, never part of one', async () => {
    const body = (round: number) => JSON.stringify({ round, pad: 'x'.repeat(200_000) });
    await client.send(new PutObjectCommand({ Bucket: 'files', Key: 'rows.json', Body: body(0) }));
    const seen: number[] = [];
    for (let round = 1; round <= 20; round++) {
      const reads = [1, 2, 3].map(async () => {
        const res = await client.send(new GetObjectCommand({ Bucket: 'files', Key: 'rows.json' }));
        seen.push((JSON.parse(await res.Body!.transformToString()) as { round: number }).round);
      });
      await Promise.all([
        client.send(new PutObjectCommand({ Bucket: 'files', Key: 'rows.json', Body: body(round) })),
        ...reads,
      ]);
    }
    expect(seen).toHaveLength(60);
    const last = await client.send(new GetObjectCommand({ Bucket: 'files', Key: 'rows.json' }));
    expect(JSON.parse(await last.Body!.transformToString())).toMatchObject({ round: 20 });
    // The content written beside the object never shows in a listing.
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'files' }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(['rows.json']);
  });
});
