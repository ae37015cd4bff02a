import { describe, expect, it } from 'vitest';
import type { UploadApi } from './api.ts';
import type { PartSender } from './engine.ts';
import { groupPicked, type QueueItem, refusal, UploadQueue, type UploadRecordLine } from './queue.ts';

const target = { projectId: 'p1', dirId: 'p1', projectName: 'Plant' };
const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

function fakeApi(log: string[]): UploadApi {
  const noting = <T>(line: string, answer: T) => {
    log.push(line);
    return answer;
  };
  return {
    checkFile: async (b) => noting(`check ${b.fileName}`, { code: 200, msg: '' }),
    identify: async () => ({ isSecond: false, id: '', chunkList: [] }),
    init: async (i) =>
      noting(`init ${i.fileName}`, {
        chunkUrlData: { partList: [{ partNumber: 1, url: 'u1' }] },
        chunkList: [],
      }),
    merge: async (i) => noting(`merge ${i.fileName}`, { id: `o-${i.fileName}` }),
    abort: async () => {
      log.push('abort');
    },
    abortProvisional: async () => {
      log.push('abortProvisional');
    },
    saveFile: async (b) => noting(`save ${b.fileName}`, { id: 'e1' }),
    saveFolderFile: async (b) => noting(`saveFolder ${b.filePath}`, { id: 'e2' }),
  };
}

function queueWith(log: string[], lines: UploadRecordLine[], sendPart: PartSender = async () => '"etag"') {
  const memory = new Map<string, object>();
  return new UploadQueue({
    api: fakeApi(log),
    message: (key) => key,
    confirm: async () => true,
    saveRecords: async (l) => lines.push(...l),
    resume: {
      get: async (k) => memory.get(k) as never,
      put: async (r) => memory.set(r.key, { ...memory.get(r.key), ...r }),
      remove: async (k) => memory.delete(k),
    },
    pending: { load: () => [], save: () => undefined },
    sendPart,
  });
}

const settled = (q: UploadQueue, count = 1) =>
  new Promise<readonly QueueItem[]>((resolve) => {
    const check = () => {
      const items = q.getSnapshot();
      if (items.filter((i) => ['success', 'error', 'fileError'].includes(i.status)).length >= count)
        resolve(items);
    };
    q.subscribe(check);
    check();
  });

describe('upload queue', () => {
  it('groups a folder pick under its top folder and keeps loose files apart', () => {
    const items = groupPicked(
      [
        { file: file('a.txt', 1), relativePath: 'Top/a.txt' },
        { file: file('b.txt', 2), relativePath: 'Top/Sub/b.txt' },
        { file: file('c.txt', 3) },
      ],
      target,
    );
    expect(items.map((i) => [i.kind, i.name, i.size, i.files.length])).toEqual([
      ['folder', 'Top', 3, 2],
      ['file', 'c.txt', 3, 1],
    ]);
  });

  it('refuses empty files, and folders holding an empty file', () => {
    const [empty] = groupPicked([{ file: file('e.txt', 0) }], target);
    const [folder] = groupPicked([{ file: file('e.txt', 0), relativePath: 'F/e.txt' }], target);
    expect(refusal(empty!)).toBe('upload.empty');
    expect(refusal(folder!)).toBe('upload.folderHasInvalid');
  });

  it('uploads a file end to end and saves an upload line; a refused file saves a fail line', async () => {
    const log: string[] = [];
    const lines: UploadRecordLine[] = [];
    const q = queueWith(log, lines);
    q.add([{ file: file('a.dwg', 10) }, { file: file('empty.dwg', 0) }], target);
    const items = await settled(q, 2);
    expect(items.map((i) => i.status)).toEqual(['success', 'fileError']);
    expect(log).toEqual(['check a.dwg', 'init a.dwg', 'merge a.dwg', 'save a.dwg']);
    expect(lines.map((l) => [l.fileName, l.fileType, l.fileState])).toEqual([
      ['empty.dwg', 'fail', 'upload.empty'],
      ['a.dwg', 'upload', ''],
    ]);
  });

  it('saves a folder file by file at their relative paths after one check', async () => {
    const log: string[] = [];
    const q = queueWith(log, []);
    q.add(
      [
        { file: file('a.txt', 4), relativePath: 'Top/a.txt' },
        { file: file('b.txt', 4), relativePath: 'Top/Sub/b.txt' },
      ],
      target,
    );
    const [folder] = await settled(q);
    expect(folder!.status).toBe('success');
    expect(log.filter((l) => l.startsWith('check') || l.startsWith('saveFolder'))).toEqual([
      'check Top',
      'saveFolder Top/a.txt',
      'saveFolder Top/Sub/b.txt',
    ]);
  });

  it('pausing stops without failing and resuming finishes; a failed part marks the item error', async () => {
    const log: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const q = queueWith(log, [], async (_u, _b, signal) => {
      await Promise.race([
        gate,
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      ]);
      return '"e"';
    });
    q.add([{ file: file('big.bin', 10) }], target);
    await new Promise((r) => setTimeout(r, 50));
    const id = q.getSnapshot()[0]!.id;
    q.pause(id);
    await new Promise((r) => setTimeout(r, 20));
    expect(q.getSnapshot()[0]!.status).toBe('paused');
    release();
    q.resume(id);
    expect((await settled(q))[0]!.status).toBe('success');

    const failing = queueWith([], [], async () => {
      throw new Error('network');
    });
    failing.add([{ file: file('x.bin', 10) }], target);
    const [failed] = await settled(failing);
    expect(failed).toMatchObject({ status: 'error', message: 'upload.failed' });
  });
});
