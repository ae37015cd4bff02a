import { describe, expect, it } from 'vitest';
import { makeEntryChanges } from './changes.ts';
import { caller, FakeEntries, fakeProject, PROJECT_ID } from './fakes.ts';
import { makeEntryViews } from './views.ts';

function setup() {
  const project = fakeProject('owner');
  project.addMember('reader', 'user', 'read');
  project.addMember('writer', 'user', 'readWrite');
  const store = new FakeEntries();
  let ids = 0;
  const changes = makeEntryChanges({
    requireMember: project.requireMember,
    views: makeEntryViews(store),
    store,
    newId: () => `new${++ids}`,
    now: () => new Date('2026-02-01T00:00:00.000Z'),
  });
  return { project, store, changes };
}

describe('file changes: creating folders', () => {
  it('writes the folder under its parent with its ancestors, for a member who may add folders', async () => {
    const { store, changes } = setup();
    const top = store.seed(store.root, 'Top');
    const made = await changes.createFolder(caller('writer'), PROJECT_ID, top.id, 'Drawings');
    expect(made).toMatchObject({
      id: 'new1',
      parentId: top.id,
      ancestorIds: [top.id, PROJECT_ID],
      isFile: 0,
    });
    expect(made?.filePerms).toContain('addDir');
    expect(store.entries.get('new1')).toMatchObject({
      fileName: 'Drawings',
      time: '2026-02-01T00:00:00.000Z',
    });
  });

  it('refuses a read member (403) and an outsider (404), writing nothing', async () => {
    const { store, changes } = setup();
    await expect(changes.createFolder(caller('reader'), PROJECT_ID, undefined, 'X')).rejects.toMatchObject({
      status: 403,
    });
    await expect(changes.createFolder(caller('stranger'), PROJECT_ID, undefined, 'X')).rejects.toMatchObject({
      status: 404,
    });
    expect(store.writes).toEqual([]);
  });

  it('refuses a name the folder already holds, whatever its case (409)', async () => {
    const { store, changes } = setup();
    store.seed(store.root, 'Plans');
    await expect(changes.createFolder(caller('owner'), PROJECT_ID, undefined, 'PLANS')).rejects.toMatchObject(
      {
        status: 409,
        messageKey: 'file.nameExists',
      },
    );
  });

  it('follows the explicit grants of the nearest folder that has some', async () => {
    const { store, changes } = setup();
    const locked = store.seed(store.root, 'Locked');
    store.grants.set(locked.id, { 'g-readWrite': ['viewDir'] });
    await expect(changes.createFolder(caller('writer'), PROJECT_ID, locked.id, 'X')).rejects.toMatchObject({
      status: 403,
    });
    const inside = store.seed(locked, 'Open');
    store.grants.set(inside.id, { 'g-readWrite': ['viewDir', 'addDir'] });
    await expect(changes.createFolder(caller('writer'), PROJECT_ID, inside.id, 'X')).resolves.toBeDefined();
  });
});

describe('file changes: renames', () => {
  it('changes nothing for an empty or unchanged name', async () => {
    const { store, changes } = setup();
    const a = store.seed(store.root, 'a.txt', { fileSuffix: 'txt' });
    expect((await changes.renameEntry(caller('owner'), PROJECT_ID, a.id, '  ')).changed).toBe(false);
    expect((await changes.renameEntry(caller('owner'), PROJECT_ID, a.id, 'a.txt')).changed).toBe(false);
    expect(store.writes).toEqual([]);
  });

  it("renames a file with its suffix; a name taken in the folder is a 409; the root can't be renamed", async () => {
    const { store, changes } = setup();
    const a = store.seed(store.root, 'a.txt', { fileSuffix: 'txt' });
    store.seed(store.root, 'b.pdf', { fileSuffix: 'pdf' });
    const renamed = await changes.renameEntry(caller('owner'), PROJECT_ID, a.id, 'c.DWG');
    expect(renamed.entry).toMatchObject({ fileName: 'c.DWG', fileSuffix: 'dwg' });
    await expect(changes.renameEntry(caller('owner'), PROJECT_ID, a.id, 'B.PDF')).rejects.toMatchObject({
      status: 409,
    });
    await expect(changes.renameEntry(caller('owner'), PROJECT_ID, PROJECT_ID, 'x')).rejects.toMatchObject({
      status: 403,
    });
  });

  it('refuses names the rules forbid (400) and members without the rename sign (403)', async () => {
    const { store, changes } = setup();
    const a = store.seed(store.root, 'a.txt', { fileSuffix: 'txt' });
    await expect(changes.renameEntry(caller('owner'), PROJECT_ID, a.id, 'a/b')).rejects.toMatchObject({
      status: 400,
    });
    await expect(changes.renameEntry(caller('reader'), PROJECT_ID, a.id, 'b.txt')).rejects.toMatchObject({
      status: 403,
    });
    expect(store.writes).toEqual([]);
  });
});

describe('file changes: moves', () => {
  it('refuses moving a folder into itself or below itself (400), writing nothing', async () => {
    const { store, changes } = setup();
    const a = store.seed(store.root, 'A');
    const b = store.seed(a, 'B');
    for (const target of [a.id, b.id])
      await expect(changes.moveEntries(caller('owner'), PROJECT_ID, target, [a.id])).rejects.toMatchObject({
        status: 400,
        messageKey: 'file.moveIntoItself',
      });
    expect(store.writes).toEqual([]);
  });

  it('refuses a name taken at the target, naming it, and two selected entries of one name', async () => {
    const { store, changes } = setup();
    const target = store.seed(store.root, 'Target');
    store.seed(target, 'Same.txt', { fileSuffix: 'txt' });
    const a = store.seed(store.root, 'same.TXT', { fileSuffix: 'txt' });
    await expect(changes.moveEntries(caller('owner'), PROJECT_ID, target.id, [a.id])).rejects.toMatchObject({
      status: 409,
      messageKey: 'file.nameExistsAt',
      params: { name: 'same.TXT' },
    });
    const other = store.seed(store.root, 'Other');
    const b = store.seed(other, 'SAME.txt', { fileSuffix: 'txt' });
    const empty = store.seed(store.root, 'Empty');
    await expect(
      changes.moveEntries(caller('owner'), PROJECT_ID, empty.id, [a.id, b.id]),
    ).rejects.toMatchObject({ status: 409, messageKey: 'file.nameExistsAt' });
    expect(store.writes).toEqual([]);
  });

  it('moves a folder with its subtree: new parent, and new ancestors below it', async () => {
    const { store, changes } = setup();
    const a = store.seed(store.root, 'A');
    const b = store.seed(a, 'B');
    const c = store.seed(b, 'c.txt', { fileSuffix: 'txt' });
    const target = store.seed(store.root, 'Target');
    await changes.moveEntries(caller('owner'), PROJECT_ID, target.id, [a.id]);
    expect(store.entries.get(a.id)).toMatchObject({
      parentId: target.id,
      ancestorIds: [target.id, PROJECT_ID],
    });
    expect(store.entries.get(b.id)?.ancestorIds).toEqual([a.id, target.id, PROJECT_ID]);
    expect(store.entries.get(c.id)?.ancestorIds).toEqual([b.id, a.id, target.id, PROJECT_ID]);
  });

  it('needs the move sign on each entry and the add sign on the target', async () => {
    const { project, store, changes } = setup();
    project.addMember('viewer', 'user', 'custom');
    const a = store.seed(store.root, 'a.txt', { fileSuffix: 'txt' });
    const target = store.seed(store.root, 'Target');
    await expect(changes.moveEntries(caller('viewer'), PROJECT_ID, target.id, [a.id])).rejects.toMatchObject({
      status: 403,
    });
    store.grants.set(target.id, { 'g-readWrite': ['viewDir'] });
    await expect(changes.moveEntries(caller('writer'), PROJECT_ID, target.id, [a.id])).rejects.toMatchObject({
      status: 403,
    });
    expect(store.writes).toEqual([]);
  });
});
