import { describe, expect, it } from 'vitest';
import type { Identification, UploadApi } from './api.ts';
import { type Hasher, type PartSender, runUpload } from './engine.ts';

const MD5 = '0123456789abcdef0123456789abcdef';
const job = (size: number) => ({
  file: new Blob([new Uint8Array(size)]),
  fileName: 'a.bin',
  projectId: 'p',
  dirId: 'p',
});

/** An API that notes every call; `identify` answers what the test says. */
function fakeApi(log: string[], found: Identification = { isSecond: false, id: '', chunkList: [] }) {
  const api: UploadApi = {
    checkFile: async () => {
      log.push('check');
      return { code: 200, msg: '' };
    },
    identify: async () => {
      log.push('identify');
      return found;
    },
    init: async (i) => {
      log.push('uploadKey' in i ? 'init provisional' : 'init md5');
      return {
        chunkUrlData: {
          partList: Array.from({ length: i.chunkNum }, (_, n) => ({ partNumber: n + 1, url: `u${n + 1}` })),
        },
        chunkList: [],
      };
    },
    merge: async (i) => {
      log.push(`merge ${i.md5}${i.uploadKey ? ' provisional' : ''}`);
      return { id: 'o1' };
    },
    abort: async () => {
      log.push('abort');
    },
    abortProvisional: async () => {
      log.push('abortProvisional');
    },
    saveFile: async (b) => {
      log.push(`save ${b.fileId}`);
      return { id: 'e1' };
    },
    saveFolderFile: async () => ({ id: 'e2' }),
  };
  return api;
}

/** A hasher that answers once `release` is called (or fails on abort, as the real ones do). */
function gatedHasher(log: string[]) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const hash: Hasher = async (_file, { signal }) => {
    await Promise.race([
      gate,
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    ]);
    log.push('hashed');
    return MD5;
  };
  return { hash, release: () => release() };
}

describe('upload engine', () => {
  it('hashes small files first and asks the identifier before any part goes', async () => {
    const log: string[] = [];
    const sendPart: PartSender = async (url) => {
      log.push(`part ${url}`);
      return '"e"';
    };
    const hash: Hasher = async () => {
      log.push('hashed');
      return MD5;
    };
    const outcome = await runUpload(
      fakeApi(log),
      job(10),
      { signal: new AbortController().signal },
      { hash, sendPart },
    );
    expect(outcome).toMatchObject({ instant: false, bytesSent: 10, md5: MD5 });
    expect(log).toEqual(['check', 'hashed', 'identify', 'init md5', 'part u1', `merge ${MD5}`, 'save o1']);
  });

  it('sends parts while hashing large files, then merges them as the MD5', async () => {
    const log: string[] = [];
    const hasher = gatedHasher(log);
    const sendPart: PartSender = async (url) => {
      log.push(`part ${url}`);
      if (url === 'u2') hasher.release();
      return '"e"';
    };
    const keys: string[] = [];
    const outcome = await runUpload(
      fakeApi(log),
      job(30),
      { signal: new AbortController().signal, onUploadKey: (k) => keys.push(k) },
      { hash: hasher.hash, sendPart, chunkSize: 10, concurrency: 1, overlapFromBytes: 20 },
    );
    expect(outcome).toMatchObject({ instant: false, bytesSent: 30 });
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(log.slice(0, 4)).toEqual(['check', 'init provisional', 'part u1', 'part u2']);
    expect(log.indexOf('hashed')).toBeLessThan(log.indexOf('identify'));
    expect(log.slice(-2)).toEqual([`merge ${MD5} provisional`, 'save o1']);
  });

  it('abandons the parts and saves by reference when the hash shows the content is stored', async () => {
    const log: string[] = [];
    const hasher = gatedHasher(log);
    let aborted = 0;
    const sendPart: PartSender = (url, _body, signal) => {
      log.push(`part ${url}`);
      hasher.release();
      return new Promise((_, reject) =>
        signal.addEventListener('abort', () => {
          aborted++;
          reject(signal.reason);
        }),
      );
    };
    const outcome = await runUpload(
      fakeApi(log, { isSecond: true, id: 'stored', chunkList: [] }),
      job(30),
      { signal: new AbortController().signal },
      { hash: hasher.hash, sendPart, chunkSize: 10, concurrency: 2, overlapFromBytes: 0 },
    );
    expect(outcome).toMatchObject({ instant: true, bytesSent: 0, entryId: 'e1' });
    expect(aborted).toBe(2);
    expect(log.slice(-3)).toEqual(['identify', 'abortProvisional', 'save stored']);
    expect(log.some((l) => l.startsWith('merge'))).toBe(false);
  });

  it('stops hashing when a part fails, and fails with the part error', async () => {
    const log: string[] = [];
    const hasher = gatedHasher(log);
    const sendPart: PartSender = async () => {
      throw new Error('network down');
    };
    await expect(
      runUpload(
        fakeApi(log),
        job(30),
        { signal: new AbortController().signal },
        { hash: hasher.hash, sendPart, chunkSize: 10, overlapFromBytes: 0 },
      ),
    ).rejects.toThrow('network down');
    expect(log).not.toContain('hashed');
    expect(log).not.toContain('identify');
  });
});
