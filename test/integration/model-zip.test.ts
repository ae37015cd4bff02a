import { GetObjectCommand } from '@aws-sdk/client-s3';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runUpload } from '../../frontend/src/upload/engine.ts';
import { type EntryRow, fileCall } from '../support/files.ts';
import {
  api,
  derivativeKeys,
  elementNames,
  info,
  modelHelpers,
  s3Client,
  sample,
  storedEntry,
} from '../support/models.ts';
import { createProject, grantMembership, type Person, person } from '../support/projects.ts';
import { apiFor } from '../support/upload.ts';

/** uploadModelZipSave / uploadModelFolderSave: a model uploaded as a zip, and a model folder's main model. */

let owner: Person;
let stranger: Person;
let projectId: string;

const { parseToEnd } = modelHelpers(() => ({ projectId, owner }));

/** Uploads bytes through the real client flow but stops before its save: answers the stored object's id. */
async function storedObjectOf(who: Person, fileName: string, bytes: Uint8Array) {
  let fileId = '';
  const stop = async (body: { fileId: string }) => {
    fileId = body.fileId;
    return { id: '' };
  };
  await runUpload(
    { ...apiFor(who), saveFile: stop, saveFolderFile: stop },
    { file: new Blob([bytes as BlobPart]), fileName, projectId, dirId: projectId },
    { signal: new AbortController().signal, confirm: async () => true },
  );
  expect(fileId).not.toBe('');
  return fileId;
}

const names = async (dirId = projectId) =>
  (
    (await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId, dirId })).body.data
      ?.records ?? []
  ).map((r) => r.fileName);

const ifc = sample('ifc/IfcOpenHouse_IFC4.ifc');

beforeAll(async () => {
  [owner, stranger] = await Promise.all([person(), person()]);
  projectId = (await createProject(owner)).projectId;
  await grantMembership(owner.userId, 'member');
});

describe('uploadModelZipSave', () => {
  it('saves a zip holding an IFC as a model whose parse converts the IFC inside', async () => {
    const zip = zipSync({ 'house/IfcOpenHouse.ifc': ifc, 'house/readme.txt': strToU8('companion') });
    const fileId = await storedObjectOf(owner, 'house.zip', zip);
    const res = await api<{ id: string; fileName: string; fileSuffix: string; isModel: string }>(
      owner,
      info('uploadModelZipSave'),
      { projectId, dirId: projectId, fileId, fileName: 'house.zip' },
    );
    expect(res.status, res.body.msg).toBe(200);
    const id = res.body.data?.id as string;
    expect(res.body.data).toMatchObject({ fileName: 'house.zip', fileSuffix: 'ifc', isModel: '1' });
    expect((await storedEntry(projectId, id))?.modelArchiveEntry).toBe('house/IfcOpenHouse.ifc');

    const parsed = await parseToEnd(id);
    expect(parsed).toMatchObject({ isModel: '3', parseProgress: 100 });
    // The GLB of the run, read from the files bucket: the IFC's elements are in it.
    const glbKey = (await derivativeKeys(projectId, id)).find((k) => k.endsWith('model.glb'));
    expect(glbKey).toBeDefined();
    const out = await s3Client().send(
      new GetObjectCommand({ Bucket: inject('cloudEnv').FILES_BUCKET, Key: glbKey }),
    );
    const glb = (await out.Body?.transformToByteArray()) ?? new Uint8Array();
    expect(elementNames(glb).size).toBeGreaterThan(10);
  });

  it('refuses a file that is not a zip, a zip without a model and one with two (400, translated), leaving no entry', async () => {
    const cases: [string, Uint8Array, string, string][] = [
      [
        'plain.zip',
        strToU8('not a zip archive, only some text that is long enough'),
        'model.zipNotZip',
        '压缩包',
      ],
      [
        'nomodel.zip',
        zipSync({ 'a.txt': strToU8('x'), 'b.png': new Uint8Array([1, 2]) }),
        'model.zipNoModel',
        '模型',
      ],
      ['two.zip', zipSync({ 'a.ifc': ifc, 'b/c.ifc': ifc }), 'model.zipManyModels', '多个'],
    ];
    for (const [fileName, bytes, , zhWord] of cases) {
      const fileId = await storedObjectOf(owner, fileName, bytes);
      const body = { projectId, dirId: projectId, fileId, fileName };
      const en = await api(owner, info('uploadModelZipSave'), body);
      expect(en.status, fileName).toBe(400);
      expect(en.body.msg).toMatch(/zip/i);
      const zh = await api(owner, info('uploadModelZipSave'), body, 'zh');
      expect(zh.status).toBe(400);
      expect(zh.body.msg).toContain(zhWord);
    }
    const ifcObject = await storedObjectOf(owner, 'house.ifc', ifc);
    const named = await api(owner, info('uploadModelZipSave'), {
      projectId,
      fileId: ifcObject,
      fileName: 'house.ifc',
    });
    expect(named.status).toBe(400);
    const listed = await names();
    for (const name of ['plain.zip', 'nomodel.zip', 'two.zip', 'house.ifc'])
      expect(listed).not.toContain(name);
  });

  it('answers 404 to someone outside the project', async () => {
    const fileId = await storedObjectOf(owner, 'other.zip', zipSync({ 'm.ifc': ifc }));
    const res = await api(stranger, info('uploadModelZipSave'), { projectId, fileId, fileName: 'other.zip' });
    expect([403, 404]).toContain(res.status);
    expect(await names()).not.toContain('other.zip');
  });
});

describe('uploadModelFolderSave', () => {
  it("creates the folders of filePath and saves the folder's main model as a model", async () => {
    const fileId = await storedObjectOf(owner, 'unit.ifc', ifc);
    const res = await api<{ id: string; fileName: string; isModel: string; parentId: string }>(
      owner,
      info('uploadModelFolderSave'),
      { projectId, dirId: projectId, fileId, filePath: 'Plant/models/unit.ifc' },
    );
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ fileName: 'unit.ifc', isModel: '1' });
    const plant = (
      await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId })
    ).body.data?.records.find((r) => r.fileName === 'Plant');
    expect(plant?.isFile).toBe(0);
    const models = (
      await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId, dirId: plant?.id })
    ).body.data?.records.find((r) => r.fileName === 'models');
    expect(models?.id).toBe(res.body.data?.parentId);
    expect(await names(models?.id)).toEqual(['unit.ifc']);
  });

  it('refuses a file that is not a parsable model before making any folder', async () => {
    const fileId = await storedObjectOf(owner, 'notes.txt', strToU8('companion notes'));
    const res = await api(owner, info('uploadModelFolderSave'), {
      projectId,
      fileId,
      filePath: 'Elsewhere/notes.txt',
    });
    expect(res.status).toBe(400);
    expect(await names()).not.toContain('Elsewhere');
  });
});
