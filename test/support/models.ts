import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import type { Entry } from '../../functions/src/file/model.ts';
import { call } from './client.ts';
import { testDb } from './db.ts';
import type { Person } from './projects.ts';
import { upload } from './upload.ts';

export { SAMPLES, sample } from './samples.ts';

export const api = <T = unknown>(
  who: Person | null,
  path: string,
  body?: unknown,
  lang: 'en' | 'zh' = 'en',
) => call<T>(path, { token: who?.tokens.access_token, body, lang });
export const info = (op: string) => `/api/cloud/file/info/${op}`;

export async function storedEntry(projectId: string, id: string): Promise<Entry | undefined> {
  const { client, table } = testDb();
  const out = await client.send(
    new GetCommand({
      TableName: table,
      Key: { pk: `PROJECT#${projectId}`, sk: `ENTRY#${id}` },
      ConsistentRead: true,
    }),
  );
  return out.Item as Entry | undefined;
}

export async function parseCount(userId: string): Promise<number> {
  const { client, table } = testDb();
  const out = await client.send(
    new GetCommand({ TableName: table, Key: { pk: `USER#${userId}`, sk: 'QUOTA' }, ConsistentRead: true }),
  );
  return out.Item?.parseCount as number;
}

export async function setParseCount(userId: string, count: number) {
  const { client, table } = testDb();
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: { pk: `USER#${userId}`, sk: 'QUOTA' },
      UpdateExpression: 'SET parseCount = :c',
      ExpressionAttributeValues: { ':c': count },
    }),
  );
}

/** Waits until the stored entry satisfies `done` (the pipelines run in the local cloud). */
export async function until(
  projectId: string,
  id: string,
  done: (e: Entry) => boolean,
  timeoutMs = 120_000,
): Promise<Entry> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const e = await storedEntry(projectId, id);
    if (e && done(e)) return e;
    if (Date.now() > end) throw new Error(`entry ${id} did not settle: ${JSON.stringify(e)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function s3Client() {
  const env = inject('cloudEnv');
  return new S3Client({
    endpoint: env.AWS_ENDPOINT_URL_S3,
    region: env.AWS_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
}

/** The keys of a model's derivatives (every run) in the files bucket. */
export async function derivativeKeys(projectId: string, entryId: string): Promise<string[]> {
  const env = inject('cloudEnv');
  const out = await s3Client().send(
    new ListObjectsV2Command({ Bucket: env.FILES_BUCKET, Prefix: `models/${projectId}/${entryId}/` }),
  );
  return (out.Contents ?? []).map((o) => o.Key!);
}

/** The JSON chunk of a GLB. */
export function glbJson(glb: Uint8Array): { nodes?: { name?: string; extras?: { elementId?: string } }[] } {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  expectMagic(glb);
  const length = view.getUint32(12, true);
  return JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + length)));
}

function expectMagic(glb: Uint8Array) {
  if (new TextDecoder().decode(glb.subarray(0, 4)) !== 'glTF') throw new Error('not a GLB');
}

export const elementNames = (glb: Uint8Array) =>
  new Set((glbJson(glb).nodes ?? []).filter((n) => n.extras?.elementId).map((n) => n.name));

export async function fetchBytes(url: string): Promise<Uint8Array> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/** Puts a user back on the free tier (tests that start from no benefits). */
export async function freeTier(userId: string) {
  const { client, table } = testDb();
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: { pk: `USER#${userId}`, sk: 'QUOTA' },
      UpdateExpression: 'SET tier = :t, memberDate = :d',
      ExpressionAttributeValues: { ':t': 'nonMember', ':d': '' },
    }),
  );
}

/** Whether a parse has ended, either way. */
export const parseEnded = (e: { isModel: string }) => e.isModel === '3' || e.isModel === '-1';

/** Upload and parse helpers bound to a test's project and its default uploader (set in beforeAll). */
export function modelHelpers(at: () => { projectId: string; owner: Person }) {
  const put = async (name: string, bytes: Uint8Array, who = at().owner) =>
    (await upload(who, { projectId: at().projectId }, name, bytes)).entryId;

  const parseToEnd = async (id: string, who = at().owner) => {
    const { projectId } = at();
    const res = await api<{ id: string; isModel: string }>(who, info('modelConvert'), {
      projectId,
      fileInfoId: id,
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toEqual({ id, isModel: '2', stateVersion: expect.any(Number) });
    return until(projectId, id, parseEnded);
  };
  return { put, parseToEnd };
}
