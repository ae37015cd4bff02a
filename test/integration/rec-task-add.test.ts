import type { PidFileRecord, SubmitAnswer } from '@loopline/shared/contracts/recognition';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { generateSheet } from '../pid/sheet/generate.ts';
import { sheetToPdf } from '../pid/sheet/pdf.ts';
import { call, signIn } from '../support/client.ts';
import { mkdir } from '../support/files.ts';
import { createProject, type Person, person } from '../support/projects.ts';
import { upload } from '../support/upload.ts';

/** POST /api/recTask/add (spec 3 §7 "add recognition task"): an administrator's recTask/submit. */

let admin: Person;
let user: Person;
let projectId: string;
let userProjectId: string;
let folderId: string;
let drawingId: string;
let looseId: string;

const add = (who: Person | null, body: unknown) =>
  call<SubmitAnswer>('/api/recTask/add', { token: who?.tokens.access_token, body });

async function settled(fileId: string): Promise<PidFileRecord> {
  const end = Date.now() + 120_000;
  for (;;) {
    const res = await call<PidFileRecord[]>('/api/cloud/file/schedule/identifyProgress', {
      token: admin.tokens.access_token,
      body: { projectId, fileIds: [fileId] },
    });
    const [record] = res.body.data;
    if (record && (record.state === 90 || record.state === 99)) return record;
    if (Date.now() > end) throw new Error(`recognition of ${fileId} did not settle`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  const tokens = await signIn('admin', inject('adminPassword'));
  admin = { account: 'admin', tokens, userId: tokens.user_id };
  user = await person();
  projectId = (await createProject(admin)).projectId;
  userProjectId = (await createProject(user)).projectId;
  const pdf = await sheetToPdf(generateSheet({ seed: 5, size: 'A3', density: 'sparse' }));
  folderId = (await mkdir(admin, projectId, 'Drawings')).id;
  const sub = await mkdir(admin, projectId, 'Unit 1', folderId);
  drawingId = (await upload(admin, { projectId, dirId: sub.id }, 'PID-101.pdf', pdf)).entryId;
  await upload(admin, { projectId, dirId: folderId }, 'notes.txt', new TextEncoder().encode('not a drawing'));
  looseId = (await upload(admin, { projectId }, 'PID-102.pdf', pdf)).entryId;
});

describe('POST /api/recTask/add', () => {
  it('starts a run for every drawing below the folders and for the files given', async () => {
    const res = await add(admin, { projectId, dirIds: [folderId], fileIds: [looseId] });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('Recognition started.');
    expect(res.body.data.started.sort()).toEqual([drawingId, looseId].sort());
    for (const id of [drawingId, looseId]) expect([90, 99]).toContain((await settled(id)).state);
  });

  it('answers a drawing already waiting or running as running, as submit does', async () => {
    const first = await add(admin, { projectId, fileIds: [looseId] });
    const again = await add(admin, { projectId, fileIds: [looseId] });
    expect(first.body.data.started).toEqual([looseId]);
    expect(again.body.data.running).toEqual([looseId]);
    await settled(looseId);
  });

  it('is for administrators, inside projects they belong to, with a selection', async () => {
    expect((await add(null, { projectId, fileIds: [looseId] })).status).toBe(401);
    expect((await add(user, { projectId: userProjectId, fileIds: [looseId] })).status).toBe(403);
    // An administrator gets no project access beyond membership: another user's project is not found.
    expect((await add(admin, { projectId: userProjectId, dirIds: [userProjectId] })).status).toBe(404);
    const empty = await add(admin, { projectId });
    expect(empty.status).toBe(400);
  });
});
