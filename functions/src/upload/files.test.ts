import { describe, expect, it } from 'vitest';
import { caller, FakeEntries, fakeProject, PROJECT_ID } from '../file/fakes.ts';
import { makeEntryViews } from '../file/views.ts';
import { mainModelOf } from '../model/index.ts';
import type { StoredObject } from '../objects/index.ts';
import { makeUploadSaving, type SaveOutcome } from './files.ts';

const MB = 1024 * 1024;

function object(objectId: string, uploaderId: string, size = 3 * MB): StoredObject {
  return {
    objectId,
    s3Key: `uploads/${uploaderId}/${objectId}`,
    size,
    md5: 'a'.repeat(32),
    verified: true,
    refCount: 1,
    uploaderId,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function setup() {
  const project = fakeProject('owner');
  project.addMember('reader', 'user', 'read');
  project.addMember('writer', 'user', 'readWrite');
  const store = new FakeEntries();
  const objects = new Map<string, StoredObject>();
  const proofs = new Set<string>();
  /** The file names inside the objects that are zips. */
  const archives = new Map<string, string[]>();
  const used = new Map<string, number>();
  const quota = { total: 10 * MB };
  const saves: { name: string; live: boolean; charged: number }[] = [];
  /** Outcomes to answer before the write succeeds (a race lost to another upload). */
  const lose: SaveOutcome[] = [];
  let ids = 0;
  const saving = makeUploadSaving({
    requireMember: project.requireMember,
    views: makeEntryViews(store),
    entries: {
      entryNamed: (p, f, n) => store.entryNamed(p, f, n),
      getEntries: (p, i) => store.getEntries(p, i),
      insertEntry: (e) => store.insertEntry(e),
      async saveFile(entry, charge, ref) {
        const lost = lose.shift();
        if (lost) return lost;
        if (await store.entryNamed(PROJECT_ID, entry.parentId, entry.fileName)) return 'nameTaken';
        await store.insertEntry(entry);
        used.set(charge.userId, (used.get(charge.userId) ?? 0) + charge.bytes);
        saves.push({ name: entry.fileName, live: ref.live, charged: charge.bytes });
        return 'saved';
      },
    },
    quotaOf: async (userId) => ({ storageUsed: used.get(userId) ?? 0, storageTotal: quota.total }),
    getObject: async (id) => objects.get(id) ?? null,
    hasProof: async (userId, objectId) => proofs.has(`${userId}:${objectId}`),
    inspectModelArchive: async (o) => {
      const names = archives.get(o.objectId);
      return names ? mainModelOf(names.map((name) => ({ name, size: 1 }))) : { problem: 'model.zipNotZip' };
    },
    startPreview: async () => undefined,
    newId: () => `new${++ids}`,
    now: () => new Date('2026-02-01T00:00:00.000Z'),
  });
  return { project, store, objects, proofs, used, quota, saves, lose, saving, archives };
}

describe('upload check', () => {
  it('answers null for a new name, and a confirmation for a name already there', async () => {
    const { store, saving } = setup();
    const input = { projectId: PROJECT_ID, fileName: 'a.pdf', fileSize: MB };
    expect(await saving.checkUpload(caller('writer'), input)).toBeNull();
    store.seed(store.root, 'A.PDF', { fileSuffix: 'pdf' });
    expect(await saving.checkUpload(caller('writer'), input)).toEqual({
      key: 'upload.nameExistsConfirm',
      name: 'a.pdf',
    });
  });

  it('refuses a read member, an empty file, and a file that does not fit the storage', async () => {
    const { used, saving } = setup();
    const input = { projectId: PROJECT_ID, fileName: 'a.pdf', fileSize: MB };
    await expect(saving.checkUpload(caller('reader'), input)).rejects.toMatchObject({ status: 403 });
    await expect(saving.checkUpload(caller('writer'), { ...input, fileSize: 0 })).rejects.toMatchObject({
      status: 400,
      messageKey: 'upload.empty',
    });
    used.set('writer', 9.5 * MB);
    await expect(saving.checkUpload(caller('writer'), input)).rejects.toMatchObject({
      status: 400,
      messageKey: 'space.insufficient',
    });
  });

  it('checks a folder upload by its top folder name and needs the add-folder sign', async () => {
    const { project, store, saving } = setup();
    store.seed(store.root, 'Top');
    const input = { projectId: PROJECT_ID, fileName: 'x.txt', relativePath: 'Top/sub/x.txt', fileSize: MB };
    expect(await saving.checkUpload(caller('writer'), input)).toEqual({
      key: 'upload.folderExistsConfirm',
      name: 'Top',
    });
    project.addMember('custom', 'user', 'custom');
    store.grants.set(PROJECT_ID, { 'g-custom': ['viewDir', 'upload'] });
    await expect(saving.checkUpload(caller('custom'), input)).rejects.toMatchObject({ status: 403 });
  });
});

describe('a project whose owner is over their storage (a lapsed membership)', () => {
  it('takes no uploads from its members until the owner has room again; the owner is refused by their own check', async () => {
    const { objects, used, store, saving } = setup();
    store.seed(store.root, 'kept.pdf', { fileSuffix: 'pdf' });
    used.set('owner', 12 * MB);
    const input = { projectId: PROJECT_ID, fileName: 'a.pdf', fileSize: MB };
    await expect(saving.checkUpload(caller('writer'), input)).rejects.toMatchObject({
      status: 400,
      messageKey: 'space.insufficient',
    });
    objects.set('o1', object('o1', 'writer', MB));
    const save = { projectId: PROJECT_ID, fileName: 'a.pdf', fileId: 'o1' };
    await expect(saving.saveUploadedFile(caller('writer'), save)).rejects.toMatchObject({
      messageKey: 'space.insufficient',
    });
    await expect(saving.checkUpload(caller('owner'), input)).rejects.toMatchObject({
      messageKey: 'space.insufficient',
    });
    expect(await store.entryNamed(PROJECT_ID, store.root.id, 'kept.pdf')).toBeTruthy();
    // Renewed (or space freed): uploads are taken again.
    used.set('owner', 5 * MB);
    expect(await saving.checkUpload(caller('writer'), input)).toBeNull();
    expect(await saving.saveUploadedFile(caller('writer'), save)).toMatchObject({ fileName: 'a.pdf' });
  });
});

describe('saving an uploaded file', () => {
  it("saves the caller's own object, charging their storage, with a fresh reference", async () => {
    const { objects, saves, used, saving } = setup();
    objects.set('o1', object('o1', 'writer'));
    const saved = await saving.saveUploadedFile(caller('writer'), {
      projectId: PROJECT_ID,
      fileName: 'model.ifc',
      fileId: 'o1',
    });
    expect(saved).toMatchObject({
      fileName: 'model.ifc',
      isFile: 1,
      fileId: 'o1',
      fileSize: 3 * MB,
      isModel: '1',
    });
    expect(saves).toEqual([{ name: 'model.ifc', live: false, charged: 3 * MB }]);
    expect(used.get('writer')).toBe(3 * MB);
  });

  it("refuses someone else's content without a proof of possession (instant upload), and takes it with one", async () => {
    const { objects, proofs, saves, saving } = setup();
    objects.set('o2', object('o2', 'owner'));
    const input = { projectId: PROJECT_ID, fileName: 'copy.pdf', fileId: 'o2' };
    await expect(saving.saveUploadedFile(caller('writer'), input)).rejects.toMatchObject({
      status: 403,
      messageKey: 'upload.notYours',
    });
    expect(saves).toEqual([]);
    proofs.add('writer:o2');
    await saving.saveUploadedFile(caller('writer'), input);
    // Shared content is referenced only while another reference keeps it alive.
    expect(saves).toEqual([{ name: 'copy.pdf', live: true, charged: 3 * MB }]);
  });

  it('saves beside a taken name as "name (n)", and refuses when the storage is full', async () => {
    const { store, objects, used, saves, saving } = setup();
    objects.set('o3', object('o3', 'writer'));
    store.seed(store.root, 'a.txt', { fileSuffix: 'txt' });
    store.seed(store.root, 'a (1).txt', { fileSuffix: 'txt' });
    await saving.saveUploadedFile(caller('writer'), {
      projectId: PROJECT_ID,
      fileName: 'a.txt',
      fileId: 'o3',
    });
    expect(saves.map((s) => s.name)).toEqual(['a (2).txt']);
    used.set('writer', 8 * MB);
    await expect(
      saving.saveUploadedFile(caller('writer'), { projectId: PROJECT_ID, fileName: 'b.txt', fileId: 'o3' }),
    ).rejects.toMatchObject({ messageKey: 'space.insufficient' });
  });

  it('reads the storage again after losing a race for it, and answers 404 when the content went', async () => {
    const { objects, lose, saves, saving } = setup();
    objects.set('o4', object('o4', 'writer'));
    lose.push('storageChanged');
    await saving.saveUploadedFile(caller('writer'), {
      projectId: PROJECT_ID,
      fileName: 'c.txt',
      fileId: 'o4',
    });
    expect(saves).toHaveLength(1);
    lose.push('objectGone');
    await expect(
      saving.saveUploadedFile(caller('writer'), { projectId: PROJECT_ID, fileName: 'd.txt', fileId: 'o4' }),
    ).rejects.toMatchObject({ status: 404, messageKey: 'upload.copyNotFound' });
    await expect(
      saving.saveUploadedFile(caller('writer'), {
        projectId: PROJECT_ID,
        fileName: 'e.txt',
        fileId: 'missing',
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('creates the folders of a relative path once and saves the file at its end', async () => {
    const { store, objects, saving } = setup();
    objects.set('o5', object('o5', 'writer', MB));
    const input = { projectId: PROJECT_ID, filePath: 'Top/Sub/x.txt', fileId: 'o5' };
    const first = await saving.saveUploadedFolderFile(caller('writer'), input);
    const second = await saving.saveUploadedFolderFile(caller('writer'), {
      ...input,
      filePath: 'top/SUB/y.txt',
    });
    expect(second?.parentId).toBe(first?.parentId);
    expect([...store.entries.values()].filter((e) => e.isFile === 0).map((e) => e.fileName)).toEqual([
      'Top',
      'Sub',
    ]);
    await expect(
      saving.saveUploadedFolderFile(caller('writer'), { ...input, filePath: 'x.txt' }),
    ).rejects.toMatchObject({ status: 400, messageKey: 'upload.pathInvalid' });
  });
});

describe('model zips and model folders', () => {
  it('saves a zip holding one model as that model, marked with its path inside', async () => {
    const { objects, archives, saving } = setup();
    objects.set('z1', object('z1', 'writer', MB));
    archives.set('z1', ['house/House.IFC', 'house/readme.txt', '__MACOSX/house/._House.ifc']);
    const saved = await saving.saveUploadedModelZip(caller('writer'), {
      projectId: PROJECT_ID,
      fileName: 'house.zip',
      fileId: 'z1',
    });
    expect(saved).toMatchObject({
      fileName: 'house.zip',
      fileSuffix: 'ifc',
      isModel: '1',
      modelArchiveEntry: 'house/House.IFC',
    });
  });

  it('refuses a name that is not a zip, a zip without a model and one with two, writing nothing', async () => {
    const { objects, archives, saves, saving } = setup();
    objects.set('z1', object('z1', 'writer', MB));
    const save = (fileName: string) =>
      saving.saveUploadedModelZip(caller('writer'), { projectId: PROJECT_ID, fileName, fileId: 'z1' });
    await expect(save('house.ifc')).rejects.toMatchObject({ messageKey: 'model.zipNotZip' });
    await expect(save('house.zip')).rejects.toMatchObject({ messageKey: 'model.zipNotZip' });
    archives.set('z1', ['readme.txt', 'house.rvm']);
    await expect(save('house.zip')).rejects.toMatchObject({ messageKey: 'model.zipNoModel' });
    archives.set('z1', ['a.ifc', 'b/c.step']);
    await expect(save('house.zip')).rejects.toMatchObject({ messageKey: 'model.zipManyModels' });
    expect(saves).toEqual([]);
  });

  it("saves a model folder's main model at its path, and refuses another file before any folder", async () => {
    const { objects, store, saving } = setup();
    objects.set('m1', object('m1', 'writer', MB));
    const saved = await saving.saveUploadedFolderFile(
      caller('writer'),
      { projectId: PROJECT_ID, filePath: 'Plant/models/unit.step', fileId: 'm1' },
      true,
    );
    expect(saved).toMatchObject({ fileName: 'unit.step', isModel: '1' });
    await expect(
      saving.saveUploadedFolderFile(
        caller('writer'),
        { projectId: PROJECT_ID, filePath: 'Other/notes.txt', fileId: 'm1' },
        true,
      ),
    ).rejects.toMatchObject({ messageKey: 'model.notParsable' });
    expect(await store.entryNamed(PROJECT_ID, store.root.id, 'Plant')).not.toBeNull();
    expect(await store.entryNamed(PROJECT_ID, store.root.id, 'Other')).toBeNull();
  });
});
