import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  type ElementTree,
  INSUFFICIENT_PARSE_REASON,
  parseStatusUpdate,
  type StatusUpdate,
} from '@loopline/shared';
import { StateMachine } from 'aws-local-stepfunctions';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../support/db.ts';
import { type EntryRow, fileCall, mkdir } from '../support/files.ts';
import {
  api,
  derivativeKeys,
  elementNames,
  fetchBytes,
  freeTier,
  glbJson,
  info,
  modelHelpers,
  parseCount,
  sample,
  setParseCount,
  storedEntry,
  until,
} from '../support/models.ts';
import { functionsModule } from '../support/notices.ts';
import {
  addMembers,
  createProject,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';
import { openSocket } from '../support/socket.ts';
import { upload } from '../support/upload.ts';

/** Issue 7 pipeline: parse runs of the real state machines; rules and access are in models-rules.test.ts. */

let owner: Person;
let reader: Person;
let projectId: string;
let readGroupId: string;

const { put, parseToEnd } = modelHelpers(() => ({ projectId, owner }));

beforeAll(async () => {
  [owner, reader] = await Promise.all([person(), person()]);
  const project = await createProject(owner);
  projectId = project.projectId;
  readGroupId = project.group('read').id;
  // Inviting needs a collaboration tier; the benefit tests start from the free tier again.
  await grantMembership(owner.userId, 'member');
  await joinTeam(owner, [reader]);
  await freeTier(owner.userId);
  await addMembers(owner, projectId, [{ userId: reader.userId, groupId: readGroupId }]);
});

describe('model parse pipeline (real state machine runs in the local cloud)', () => {
  let ifcId: string;

  it('parses an IFC sample 1 → 2 → 3 with progress 30/60/90/100 pushed to every connected member', async () => {
    ifcId = await put('house.ifc', sample('ifc/IfcOpenHouse_IFC4.ifc'));
    expect((await storedEntry(projectId, ifcId))?.isModel).toBe('1');
    const before = await parseCount(owner.userId);
    const [mine, theirs] = await Promise.all([
      openSocket(owner.tokens.access_token),
      openSocket(reader.tokens.access_token),
    ]);
    try {
      const entry = await parseToEnd(ifcId);
      expect(entry).toMatchObject({ isModel: '3', parseProgress: 100, parseStage: 'success' });
      expect(await parseCount(owner.userId)).toBe(before - 1);
      await until(
        projectId,
        ifcId,
        () => theirs.messages.filter((m) => m.type === 'STATUS_UPDATE').length >= 5,
        5000,
      );
      for (const socket of [mine, theirs]) {
        const updates = socket.messages
          .filter((m) => m.type === 'STATUS_UPDATE')
          .map((m) => parseStatusUpdate(m.content) as StatusUpdate)
          .filter((u) => u.id === ifcId && u.kind === 'parse');
        expect(updates.map((u) => u.progress)).toEqual([0, 30, 60, 90, 100]);
        expect(updates.map((u) => u.isModel)).toEqual(['2', '2', '2', '2', '3']);
        // Every write of the parse state raised the model state version: the start, each stage, the end.
        expect(updates.map((u) => u.stateVersion)).toEqual([16, 17, 18, 19, 31]);
      }
    } finally {
      mine.close();
      theirs.close();
    }
    const progress = await api<{ isModel: string; progress: number; stage: string }>(
      reader,
      `/api/cloud/file/schedule/parseProgress?projectId=${projectId}&fileId=${ifcId}`,
    );
    expect(progress.body.data).toMatchObject({
      id: ifcId,
      isModel: '3',
      progress: 100,
      stage: 'success',
      stateVersion: 31,
    });
    const listed = await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId });
    expect(listed.body.data.records.find((r) => r.id === ifcId)).toMatchObject({ modelStateVersion: 31 });

    const view = await api<{ glbUrl: string; treeUrl: string; upgraded: boolean; filePerms: string[] }>(
      reader,
      info('modelView'),
      { projectId, fileId: ifcId },
    );
    expect(view.status).toBe(200);
    expect(view.body.data.upgraded).toBe(false);
    const glb = await fetchBytes(view.body.data.glbUrl);
    expect(elementNames(glb).size).toBeGreaterThan(10);
    const tree = JSON.parse(
      new TextDecoder().decode(await fetchBytes(view.body.data.treeUrl)),
    ) as ElementTree;
    expect(tree).toMatchObject({ version: 1, format: 'ifc', schema: 'IFC4', upAxis: 'Y', unit: 'm' });
    expect(tree.elementCount).toBe(elementNames(glb).size);

    const records = await api<{ records: { fileId: string; modelStatus: string; modelName: string }[] }>(
      owner,
      '/api/cloud/convert/record/list?current=1&size=10',
    );
    expect(records.body.data.records.find((r) => r.fileId === ifcId)).toMatchObject({
      modelStatus: 'success',
      modelName: 'house.ifc',
    });
    const load = await fileCall<{ fileId: string; modelStatus: string }[]>(
      owner,
      '/upload/list/queryLoadList',
      {
        type: 'load',
        modelStatus: 'success',
      },
    );
    expect(load.body.data.some((r) => r.fileId === ifcId)).toBe(true);
  });

  it('parses a STEP sample into an assembly tree and GLB', async () => {
    const id = await put('part.stp', sample('step/as1-oc-214.stp'));
    const entry = await parseToEnd(id);
    expect(entry.isModel).toBe('3');
    const view = await api<{ treeUrl: string; glbUrl: string }>(owner, info('modelView'), {
      projectId,
      fileId: id,
    });
    const tree = JSON.parse(
      new TextDecoder().decode(await fetchBytes(view.body.data.treeUrl)),
    ) as ElementTree;
    expect(tree.format).toBe('step');
    expect(tree.elementCount).toBeGreaterThan(1);
    expect(glbJson(await fetchBytes(view.body.data.glbUrl)).nodes!.length).toBeGreaterThan(1);
  });

  it('fails a truncated IFC with a readable message, refunds the parse and leaves no derivative', async () => {
    const bytes = sample('ifc/IfcOpenHouse_IFC4.ifc');
    const id = await put('broken.ifc', bytes.subarray(0, Math.floor(bytes.length / 2)));
    const before = await parseCount(owner.userId);
    const entry = await parseToEnd(id);
    expect(entry.isModel).toBe('-1');
    expect(entry.modelStateVersion).toBe(31);
    expect(entry.parseMessageKey).toMatch(/^model\.(truncated|corrupt|parseFailed|empty)$/);
    expect(await parseCount(owner.userId)).toBe(before);
    expect(await derivativeKeys(projectId, id)).toEqual([]);
    const en = await api<{ parseMessage: string; isModel: string }>(
      owner,
      `/api/cloud/file/schedule/parseProgress?projectId=${projectId}&fileId=${id}`,
    );
    const zh = await api<{ parseMessage: string }>(
      owner,
      `/api/cloud/file/schedule/parseProgress?projectId=${projectId}&fileId=${id}`,
      undefined,
      'zh',
    );
    expect(en.body.data.parseMessage).toMatch(/model file/i);
    expect(zh.body.data.parseMessage).toMatch(/模型/);
    const list = await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId });
    expect(list.body.data.records.find((r) => r.id === id)?.parseMessage).toBe(en.body.data.parseMessage);
    const records = await api<{ records: { fileId: string; modelStatus: string; failMessage: string }[] }>(
      owner,
      '/api/cloud/convert/record/list',
    );
    expect(records.body.data.records.find((r) => r.fileId === id)).toMatchObject({
      modelStatus: 'fail',
      failMessage: en.body.data.parseMessage,
    });
    // Parsed again, the entry's next run starts above everything the first one wrote.
    const again = await parseToEnd(id);
    expect(again).toMatchObject({ isModel: '-1', modelStateVersion: 47 });
  });

  it('refuses a parse with no count left: 400 with the reason, nothing changed', async () => {
    const poor = await person();
    const own = (await createProject(poor)).projectId;
    const outcome = await upload(poor, { projectId: own }, 'poor.ifc', sample('ifc/IfcOpenHouse_IFC4.ifc'));
    await setParseCount(poor.userId, 0);
    const res = await api(poor, info('modelConvert'), { projectId: own, fileInfoId: outcome.entryId });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Insufficient parsing times');
    expect(res.body.data).toEqual({ reason: INSUFFICIENT_PARSE_REASON });
    expect((await storedEntry(own, outcome.entryId))?.isModel).toBe('1');
    expect(await parseCount(poor.userId)).toBe(0);
    const records = await api<{ total: number }>(poor, '/api/cloud/convert/record/list');
    expect(records.body.data.total).toBe(0);
  });

  it('retries a transient failure and then succeeds (the real parse ASL and worker, one injected fault)', async () => {
    const id = await put('retry.ifc', sample('ifc/IfcOpenHouse_IFC4.ifc'));
    const { handler } =
      await functionsModule<typeof import('../../functions/src/workers/parseModel.ts')>('workers/parseModel');
    const { TransientError } =
      await functionsModule<typeof import('../../functions/src/model/errors.ts')>('model/errors');
    const runId = `retry${Date.now()}`;
    const { client, table } = testDb();
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `PROJECT#${projectId}`, sk: `ENTRY#${id}` },
        UpdateExpression: 'SET isModel = :p, parseRunId = :r',
        ExpressionAttributeValues: { ':p': '2', ':r': runId },
      }),
    );
    const asl = readFileSync(
      join(import.meta.dirname, '..', '..', 'statemachines', 'parse.asl.json'),
      'utf8',
    );
    const machine = new StateMachine(
      JSON.parse(
        asl.replace(/\$\{ParseWorkerArn\}/g, 'arn:aws:lambda:us-east-1:000000000000:function:parse'),
      ),
    );
    const calls: string[] = [];
    let faults = 0;
    const task = async (input: unknown) => {
      const stage = (input as { stage: string }).stage;
      calls.push(stage);
      if (stage === 'createAndConvert' && faults++ === 0) throw new TransientError('S3 SlowDown (injected)');
      return handler(input as never);
    };
    const names = ['CreateAndConvert', 'VerifyAndFinish', 'MarkFailed'];
    const run = machine.run(
      {
        job: { projectId, entryId: id, runId, ownerId: owner.userId, userId: owner.userId, recordId: runId },
      },
      {
        overrides: {
          taskResourceLocalHandlers: Object.fromEntries(names.map((n) => [n, task])) as never,
          retryIntervalOverrides: { CreateAndConvert: 0 },
        },
      },
    );
    await run.result;
    expect(calls).toEqual(['createAndConvert', 'createAndConvert', 'verifyAndFinish']);
    const entry = await storedEntry(projectId, id);
    expect(entry).toMatchObject({ isModel: '3', parseProgress: 100 });
    expect((await derivativeKeys(projectId, id)).sort()).toEqual(
      [`models/${projectId}/${id}/${runId}/model.glb`, `models/${projectId}/${id}/${runId}/tree.json`].sort(),
    );
  });

  it('deleting a parsed file deletes its derivatives', async () => {
    const id = await put('gone.ifc', sample('ifc/IfcOpenHouse_IFC4.ifc'));
    await parseToEnd(id);
    expect((await derivativeKeys(projectId, id)).length).toBe(2);
    const res = await fileCall(owner, '/info/delete', { projectId, fileId: id });
    expect(res.status).toBe(200);
    expect(await derivativeKeys(projectId, id)).toEqual([]);
  });

  it('gives the parse count back when the file is deleted while it parses', async () => {
    type Line = { fileId: string; modelStatus: string; failMessage: string };
    const recordOf = async (id: string) =>
      (await api<{ records: Line[] }>(owner, '/api/cloud/convert/record/list')).body.data.records.find(
        (r) => r.fileId === id,
      );
    // A model that takes seconds to convert, so the deletion usually lands while it parses. On a
    // loaded machine the parse can still finish first: then it was delivered, the count stays taken
    // and the outputs go with the file; the attempt is made again with a new file.
    let landedMidParse = false;
    for (let attempt = 0; attempt < 4 && !landedMidParse; attempt++) {
      const id = await put(`deleted-mid-parse-${attempt}.stp`, sample('step/as1-oc-214.stp'));
      const before = await parseCount(owner.userId);
      const started = await api(owner, info('modelConvert'), { projectId, fileInfoId: id });
      expect(started.status).toBe(200);
      expect((await fileCall(owner, '/info/delete', { projectId, fileId: id })).status).toBe(200);
      const end = Date.now() + 60_000;
      while ((await recordOf(id))?.modelStatus === 'load' && Date.now() < end)
        await new Promise((r) => setTimeout(r, 100));
      const record = await recordOf(id);
      landedMidParse = record?.modelStatus === 'fail';
      if (landedMidParse) {
        expect(record?.failMessage).toMatch(/deleted/);
        expect(await parseCount(owner.userId)).toBe(before);
      } else {
        expect(record?.modelStatus).toBe('success');
        expect(await parseCount(owner.userId)).toBe(before - 1);
      }
      expect(await derivativeKeys(projectId, id)).toEqual([]);
    }
    expect(landedMidParse).toBe(true);
  });

  it('deleting a folder deletes the derivatives of the models below it', async () => {
    const folder = await mkdir(owner, projectId, 'to-delete');
    const inner = (
      await upload(owner, { projectId, dirId: folder.id }, 'inner.ifc', sample('ifc/IfcOpenHouse_IFC4.ifc'))
    ).entryId;
    await parseToEnd(inner);
    expect((await derivativeKeys(projectId, inner)).length).toBe(2);
    expect((await fileCall(owner, '/info/delete', { projectId, dirId: folder.id })).status).toBe(200);
    const end = Date.now() + 30_000;
    while ((await derivativeKeys(projectId, inner)).length && Date.now() < end)
      await new Promise((r) => setTimeout(r, 100));
    expect(await derivativeKeys(projectId, inner)).toEqual([]);
  });
});
