import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type ElementTree, parseStatusUpdate } from '@loopline/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../support/db.ts';
import { type EntryRow, fileCall, mkdir } from '../support/files.ts';
import {
  api,
  elementNames,
  fetchBytes,
  freeTier,
  glbJson,
  info,
  modelHelpers,
  parseCount,
  parseEnded,
  sample,
  storedEntry,
  until,
} from '../support/models.ts';
import {
  addMembers,
  createProject,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';
import { openSocket } from '../support/socket.ts';

/** Issue 7 rules: upgrade, publish, downloads and benefits, attribute files, bad input and access. */

let owner: Person;
let reader: Person;
let writer: Person;
let stranger: Person;
let projectId: string;
let readGroupId: string;

const { put, parseToEnd } = modelHelpers(() => ({ projectId, owner }));

beforeAll(async () => {
  [owner, reader, writer, stranger] = await Promise.all([person(), person(), person(), person()]);
  const project = await createProject(owner);
  projectId = project.projectId;
  readGroupId = project.group('read').id;
  // Inviting needs a collaboration tier; the benefit tests start from the free tier again.
  await grantMembership(owner.userId, 'member');
  await joinTeam(owner, [reader, writer]);
  await freeTier(owner.userId);
  await addMembers(owner, projectId, [
    { userId: reader.userId, groupId: readGroupId },
    { userId: writer.userId, groupId: project.group('readWrite').id },
  ]);
});

describe('model rules on a parsed IFC (upgrade, publish, downloads, attributes)', () => {
  let ifcId: string;
  beforeAll(async () => {
    ifcId = await put('house.ifc', sample('ifc/IfcOpenHouse_IFC4.ifc'));
    expect((await parseToEnd(ifcId)).isModel).toBe('3');
  });
  it('upgrades a parsed model to a smaller GLB keeping the element nodes, once', async () => {
    const view = await api<{ glbUrl: string }>(owner, info('modelView'), { projectId, fileId: ifcId });
    const original = await fetchBytes(view.body.data.glbUrl);
    const res = await api<{ id: string; isWlkModel: number }[]>(owner, info('convertModelWlk'), {
      projectId,
      ids: [ifcId],
    });
    expect(res.status, res.body.msg).toBe(200);
    // The parse ran at model state versions 16…31; the upgrade is the entry's next run (32, ends at 47).
    expect(res.body.data).toEqual([{ id: ifcId, isWlkModel: 2, stateVersion: 32 }]);
    const again = await api(owner, info('convertModelWlk'), { projectId, ids: ifcId });
    expect(again.status).toBe(409);
    const upgraded = await until(projectId, ifcId, (e) => e.isWlkModel === 3 || e.isWlkModel === -1);
    expect(upgraded.modelStateVersion).toBe(47);
    const after = await api<{ glbUrl: string; upgraded: boolean; isWlkModel: number }>(
      owner,
      info('modelView'),
      {
        projectId,
        fileId: ifcId,
      },
    );
    expect(after.body.data).toMatchObject({ upgraded: true, isWlkModel: 3 });
    const smaller = await fetchBytes(after.body.data.glbUrl);
    expect(smaller.byteLength).toBeLessThan(original.byteLength);
    const names = new Set((glbJson(smaller).nodes ?? []).map((n) => n.name));
    for (const name of elementNames(original)) expect(names.has(name)).toBe(true);
    expect((await api(owner, info('convertModelWlk'), { projectId, ids: [ifcId] })).status).toBe(409);
  });

  it('publishes and unpublishes parsed files, by the project creator only', async () => {
    const unparsed = await put('later.ifc', sample('ifc/IfcOpenHouse_IFC4.ifc'));
    const publish = (who: Person, fileIds: string[], publishStatus: '0' | '1') =>
      api<{ id: string; publishStatus: string }[]>(who, info('updatePublishState'), {
        projectId,
        fileIds,
        publishStatus,
      });
    expect((await publish(writer, [ifcId], '1')).status).toBe(403);
    expect((await publish(owner, [unparsed], '1')).status).toBe(400);
    const socket = await openSocket(reader.tokens.access_token);
    try {
      const ok = await publish(owner, [ifcId], '1');
      expect(ok.status).toBe(200);
      expect(ok.body.data).toEqual([{ id: ifcId, publishStatus: '1' }]);
      const pushed = parseStatusUpdate((await socket.next('STATUS_UPDATE')).content);
      expect(pushed).toMatchObject({ kind: 'publish', id: ifcId, publishStatus: '1' });
    } finally {
      socket.close();
    }
    expect((await publish(owner, [ifcId], '1')).status).toBe(409);
    const byPublish = await fileCall<{ records: EntryRow[] }>(owner, '/info/query', {
      projectId,
      publishOrder: 'desc',
    });
    expect(byPublish.body.data.records.find((r) => r.isFile)?.id).toBe(ifcId);
    expect((await publish(owner, [ifcId], '0')).status).toBe(200);
    expect((await storedEntry(projectId, ifcId))?.publishStatus).toBe('0');
  });

  it('gates model downloads by downFile and the membership benefits', async () => {
    const benefits = async (who: Person) =>
      (
        await api<{ downSpeed: boolean; downAnalysis: boolean }>(
          who,
          '/api/cloud/order/user/rel/queryDownBenefits',
          {},
        )
      ).body.data;
    const download = (who: Person, type: 'parsed' | 'upgraded') =>
      api<{ url: string; fileName: string }>(who, info('downloadFileModel'), {
        projectId,
        fileId: ifcId,
        type,
      });
    expect(await benefits(owner)).toEqual({ downSpeed: false, downAnalysis: false });
    const refused = await download(owner, 'parsed');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/download speed benefit/);
    await grantMembership(owner.userId, 'member');
    expect(await benefits(owner)).toEqual({ downSpeed: true, downAnalysis: false });
    const ok = await download(owner, 'parsed');
    expect(ok.status).toBe(200);
    expect(ok.body.data.fileName).toBe('house.glb');
    expect(new TextDecoder().decode((await fetchBytes(ok.body.data.url)).subarray(0, 4))).toBe('glTF');
    expect((await download(owner, 'upgraded')).status).toBe(400);
    await grantMembership(owner.userId, 'superMember');
    expect(await benefits(owner)).toEqual({ downSpeed: true, downAnalysis: true });
    const fast = await download(owner, 'upgraded');
    expect(fast.status).toBe(200);
    expect(fast.body.data.fileName).toBe('house.upgraded.glb');
    // A member without downFile gets nothing, whatever their tier.
    await grantMembership(reader.userId, 'superMember');
    await api(owner, '/api/cloud/file/user/perm/rel/saveEntryPerm', {
      projectId,
      id: ifcId,
      grants: { [readGroupId]: ['viewFile'] },
    });
    expect((await download(reader, 'parsed')).status).toBe(403);
  });

  it('associates attribute files with .rvm models; RVM geometry fails honestly; the table reaches the tree', async () => {
    const folder = await mkdir(owner, projectId, 'attrs');
    const rvm = await put('plant.rvm', new TextEncoder().encode('HEAD\n not a real rvm'));
    expect((await storedEntry(projectId, rvm))?.isModel).toBe('1');
    const view = await api<{ treeUrl: string }>(owner, info('modelView'), { projectId, fileId: ifcId });
    const tree = JSON.parse(
      new TextDecoder().decode(await fetchBytes(view.body.data.treeUrl)),
    ) as ElementTree;
    const walls: string[] = [];
    const visit = (n: ElementTree['root']) => {
      if (n.hasGeometry && walls.length < 2) walls.push(n.id);
      n.children.forEach(visit);
    };
    visit(tree.root);
    const csv = await put('attrs.csv', new TextEncoder().encode(`elementId,Fire rating\n${walls[0]},EI90\n`));
    const setAtt = (who: Person, modelId: string, attId: string) =>
      api<{ id: string; attributeId: string | number }>(who, info('updateAttId'), {
        projectId,
        modelId,
        attId,
      });

    const folderRes = await setAtt(owner, rvm, folder.id);
    expect(folderRes.status).toBe(400);
    expect(folderRes.body.msg).toMatch(/select a file/i);
    expect((await setAtt(owner, ifcId, csv)).status).toBe(400);
    expect((await setAtt(reader, rvm, csv)).status).toBe(403);
    const ok = await setAtt(owner, rvm, csv);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ id: rvm, attributeId: csv });
    expect((await storedEntry(projectId, rvm))?.attributeId).toBe(csv);
    expect((await setAtt(owner, rvm, '-1')).body.data.attributeId).toBe(-1);

    const before = await parseCount(owner.userId);
    const start = await api(owner, info('modelConvertVueRvm'), { projectId, fileInfoId: rvm, attId: csv });
    expect(start.status, start.body.msg).toBe(200);
    const failed = await until(projectId, rvm, parseEnded);
    expect(failed).toMatchObject({
      isModel: '-1',
      parseMessageKey: 'model.rvmNotSupported',
      attributeId: csv,
    });
    expect(await parseCount(owner.userId)).toBe(before);

    // A table without an id column is refused before any geometry is tried.
    const badCsv = await put('bad.csv', new TextEncoder().encode('name,cost\nx,1\n'));
    await api(owner, info('modelConvertVueRvm'), { projectId, fileInfoId: rvm, attId: badCsv });
    expect(
      await until(projectId, rvm, (e) => parseEnded(e) && e.parseMessageKey !== 'model.rvmNotSupported'),
    ).toMatchObject({
      parseMessageKey: 'model.attributeNoIdColumn',
    });

    // The same pipeline merges a readable table into the element tree (an IFC with the association).
    const withAtt = await put('house-attrs.ifc', sample('ifc/IfcOpenHouse_IFC4.ifc'));
    const { client, table } = testDb();
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `PROJECT#${projectId}`, sk: `ENTRY#${withAtt}` },
        UpdateExpression: 'SET attributeId = :a',
        ExpressionAttributeValues: { ':a': csv },
      }),
    );
    expect((await parseToEnd(withAtt)).isModel).toBe('3');
    const merged = await api<{ treeUrl: string }>(owner, info('modelView'), { projectId, fileId: withAtt });
    const mergedTree = JSON.parse(
      new TextDecoder().decode(await fetchBytes(merged.body.data.treeUrl)),
    ) as ElementTree;
    const find = (n: ElementTree['root']): ElementTree['root'] | undefined =>
      n.id === walls[0] ? n : n.children.map(find).find(Boolean);
    expect(find(mergedTree.root)?.props?.['Attribute file']).toEqual({ 'Fire rating': 'EI90' });
  });

  it('bad input is a 400 naming the field, and changes nothing', async () => {
    const missing = await api(owner, info('modelConvert'), { projectId });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/^fileInfoId: /);
    const status = await api(owner, info('updatePublishState'), {
      projectId,
      fileIds: [ifcId],
      publishStatus: '2',
    });
    expect(status.status).toBe(400);
    expect(status.body.msg).toMatch(/^publishStatus: /);
    const type = await api(owner, info('downloadFileModel'), { projectId, fileId: ifcId, type: 'wlkx' });
    expect(type.status).toBe(400);
    expect((await storedEntry(projectId, ifcId))?.publishStatus).toBe('0');
  });
});

describe('model routes refuse signed-out, non-member and missing-sign callers', () => {
  let fileId: string;
  beforeAll(async () => {
    fileId = await put('guarded.ifc', sample('ifc/IfcOpenHouse_IFC4.ifc'));
  });
  const calls = (id: () => string): [string, () => Record<string, unknown>][] => [
    ['modelConvert', () => ({ projectId, fileInfoId: id() })],
    ['modelConvertVueRvm', () => ({ projectId, fileInfoId: id(), attId: '-1' })],
    ['updateAttId', () => ({ projectId, modelId: id(), attId: '-1' })],
    ['updatePublishState', () => ({ projectId, fileIds: [id()], publishStatus: '1' })],
    ['convertModelWlk', () => ({ projectId, ids: [id()] })],
    ['downloadFileModel', () => ({ projectId, fileId: id(), type: 'parsed' })],
    ['modelView', () => ({ projectId, fileId: id() })],
  ];

  it.each(calls(() => fileId))('%s: 401 signed out, 404 for a non-member', async (op, body) => {
    expect((await api(null, info(op), body())).status).toBe(401);
    expect((await api(stranger, info(op), body())).status).toBe(404);
  });

  it('GET routes: 401 signed out, 404 for a non-member, 403 without viewFile', async () => {
    const progress = () => `/api/cloud/file/schedule/parseProgress?projectId=${projectId}&fileId=${fileId}`;
    expect((await api(null, progress())).status).toBe(401);
    expect((await api(stranger, progress())).status).toBe(404);
    expect((await api(null, '/api/cloud/convert/record/list')).status).toBe(401);
    expect((await api(null, '/api/cloud/order/user/rel/queryDownBenefits', {})).status).toBe(401);
    await api(owner, '/api/cloud/file/user/perm/rel/saveEntryPerm', {
      projectId,
      id: fileId,
      grants: { [readGroupId]: [] },
    });
    expect((await api(reader, progress())).status).toBe(403);
    expect((await api(reader, info('modelView'), { projectId, fileId })).status).toBe(403);
  });

  it('members without editFile may not parse, upgrade or associate; non-creators may not publish', async () => {
    const other = await put('readonly.ifc', sample('ifc/IfcOpenHouse_IFC4.ifc'));
    for (const [op, body] of calls(() => other).slice(0, 5))
      expect((await api(reader, info(op), body())).status, op).toBe(
        op === 'updateAttId' || op === 'modelConvertVueRvm' ? 400 : 403,
      );
    expect(
      (await api(writer, info('updatePublishState'), { projectId, fileIds: [other], publishStatus: '1' }))
        .status,
    ).toBe(403);
    expect((await storedEntry(projectId, other))?.isModel).toBe('1');
  });
});
