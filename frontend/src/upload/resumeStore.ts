import type { HashCheckpoint } from './md5.ts';

/**
 * What survives a reload for a file being uploaded: its MD5 (or the hash checkpoint reached), keyed
 * by name, size and modification time. The bytes themselves cannot be kept by the page; picking the
 * same file again resumes it (the server lists the parts it already holds).
 */
export interface ResumeRecord {
  key: string;
  md5?: string;
  checkpoint?: HashCheckpoint;
  updatedAt: number;
}

const DB = 'loopline-uploads';
const STORE = 'resume';

export const resumeKey = (file: { name: string; size: number; lastModified?: number }, path = '') =>
  `${path || file.name}|${file.size}|${file.lastModified ?? 0}`;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export const resumeStore = {
  get: (key: string) => run<ResumeRecord | undefined>('readonly', (s) => s.get(key)).catch(() => undefined),
  put: (record: Omit<ResumeRecord, 'updatedAt'>) =>
    run('readwrite', (s) => s.put({ ...record, updatedAt: Date.now() })).catch(() => undefined),
  remove: (key: string) => run('readwrite', (s) => s.delete(key)).catch(() => undefined),
};
