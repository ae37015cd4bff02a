import { describe, expect, it } from 'vitest';
import type { UploadApi } from './api.ts';
import { type ObjectTransfer, presignedTransfer } from './transfer.ts';
import { transferByUploadType, UPLOAD_TYPE_KEY } from './uploadType.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

const stsFake = (log: string[]): ObjectTransfer => ({
  send: async () => {
    log.push('sts');
    return { objectId: 'o-sts', bytesSent: 1 };
  },
  cancel: async () => {
    log.push('sts-cancel');
  },
});

/** A server that already holds the one part: presigned multipart goes straight to merge. */
const presignedApi = {
  init: async () => ({ chunkUrlData: { partList: [] }, chunkList: [1] }),
  merge: async () => ({ id: 'o-oss' }),
} as unknown as UploadApi;

const input = () =>
  ({
    api: presignedApi,
    file: new Blob(['x']),
    md5: '0'.repeat(32),
    fileName: 'a.txt',
    hooks: { signal: new AbortController().signal },
    options: {},
  }) as const;

describe('the transfer chosen by the upload type', () => {
  it("uses the server's 'sts' (loaded once, on first use) and stores the type", async () => {
    const log: string[] = [];
    const storage = memoryStorage();
    let loads = 0;
    let asks = 0;
    const transfer = transferByUploadType({
      fetchType: async () => {
        asks++;
        return 'sts';
      },
      storage,
      loadSts: async () => {
        loads++;
        return stsFake(log);
      },
    });
    expect(await transfer.send(input())).toEqual({ objectId: 'o-sts', bytesSent: 1 });
    await transfer.send(input());
    expect([asks, loads, log]).toEqual([1, 1, ['sts', 'sts']]);
    expect(storage.data.get(UPLOAD_TYPE_KEY)).toBe('sts');
  });

  it("keeps presigned multipart for 'oss' without loading Amplify, and cancels it through the API", async () => {
    let loads = 0;
    const aborted: string[] = [];
    const transfer = transferByUploadType({
      fetchType: async () => 'oss',
      storage: memoryStorage(),
      loadSts: async () => {
        loads++;
        return presignedTransfer;
      },
    });
    const api = {
      init: async () => ({ chunkUrlData: { partList: [] }, chunkList: [1] }),
    } as unknown as UploadApi;
    await expect(transfer.send({ ...input(), api })).rejects.toThrow(); // no merge in this fake: presigned ran
    expect(loads).toBe(0);
    await transfer.cancel(
      { abort: async (md5: string) => void aborted.push(md5) } as unknown as UploadApi,
      'm',
      1,
    );
    expect(aborted).toEqual(['m']);
  });

  it('falls back to the stored type, then to oss, when the server cannot answer', async () => {
    const log: string[] = [];
    const stored = transferByUploadType({
      fetchType: async () => Promise.reject(new Error('offline')),
      storage: memoryStorage({ [UPLOAD_TYPE_KEY]: 'sts' }),
      loadSts: async () => stsFake(log),
    });
    await stored.send(input());
    expect(log).toEqual(['sts']);
    let loads = 0;
    const none = transferByUploadType({
      fetchType: async () => Promise.reject(new Error('offline')),
      storage: memoryStorage(),
      loadSts: async () => {
        loads++;
        return stsFake(log);
      },
    });
    expect((await none.send(input())).objectId).toBe('o-oss');
    expect(loads).toBe(0);
  });
});
