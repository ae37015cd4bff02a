import { describe, expect, it } from 'vitest';
import { makeEntryDeletion } from './deletion.ts';
import { caller, FakeEntries, fakeProject, PROJECT_ID } from './fakes.ts';
import { makeEntryViews } from './views.ts';

function setup() {
  const project = fakeProject('owner');
  project.addMember('reader', 'user', 'read');
  const store = new FakeEntries();
  const done: string[] = [];
  const deletion = makeEntryDeletion({
    requireMember: project.requireMember,
    views: makeEntryViews(store),
    store,
    releaseStorage: async (ownerId, bytes) => done.push(`release ${ownerId} ${bytes}`),
    dereference: async (objectId) => {
      done.push(`dereference ${objectId}`);
    },
    removeDerived: async (file) => {
      done.push(`derived ${file.id}`);
    },
    cleanUpBelow: async (projectId, folderIds) => done.push(`clean ${projectId} ${folderIds.join(',')}`),
  });
  return { store, deletion, done };
}

describe('file deletion', () => {
  it("gives a deleted file's bytes back to its owner and drops its object and previews", async () => {
    const { store, deletion, done } = setup();
    const f = store.seed(store.root, 'a.dwg', { fileSize: 1200, fileId: 'obj1', ownerId: 'uploader' });
    await deletion.deleteEntries(caller('owner'), PROJECT_ID, [f.id]);
    expect(store.entries.has(f.id)).toBe(false);
    expect(done).toEqual(['release uploader 1200', 'dereference obj1', `derived ${f.id}`]);
  });

  it('removes a folder at once and leaves its subtree to the clean-up run', async () => {
    const { store, deletion, done } = setup();
    const a = store.seed(store.root, 'A');
    store.seed(a, 'inner.txt', { fileSize: 5, fileId: 'obj2' });
    expect(await deletion.deleteKind(caller('owner'), PROJECT_ID, [a.id])).toBe('special');
    await deletion.deleteEntries(caller('owner'), PROJECT_ID, [a.id]);
    expect(store.writes).toEqual([`remove ${a.id}`]);
    expect(done).toEqual([`clean ${PROJECT_ID} ${a.id}`]);
  });

  it('refuses members without the remove sign, the root and an empty selection, removing nothing', async () => {
    const { store, deletion, done } = setup();
    const f = store.seed(store.root, 'a.txt', { fileSize: 1 });
    await expect(deletion.deleteEntries(caller('reader'), PROJECT_ID, [f.id])).rejects.toMatchObject({
      status: 403,
    });
    await expect(deletion.checkRemovable(caller('owner'), PROJECT_ID, [PROJECT_ID])).rejects.toMatchObject({
      status: 403,
    });
    await expect(deletion.deleteEntries(caller('owner'), PROJECT_ID, [])).rejects.toMatchObject({
      status: 400,
      messageKey: 'file.nothingSelected',
    });
    expect(store.writes).toEqual([]);
    expect(done).toEqual([]);
  });

  it('skips an entry someone else removed meanwhile: nothing is given back twice', async () => {
    const { store, deletion, done } = setup();
    const f = store.seed(store.root, 'a.txt', { fileSize: 10, fileId: 'obj3' });
    const removeEntry = store.removeEntry.bind(store);
    store.removeEntry = async (e) => {
      await removeEntry(e);
      return false;
    };
    await deletion.deleteEntries(caller('owner'), PROJECT_ID, [f.id]);
    expect(done).toEqual([]);
    expect(await deletion.deleteKind(caller('owner'), PROJECT_ID, [store.seed(store.root, 'b').id])).toBe(
      'single',
    );
  });
});
