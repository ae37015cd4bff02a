import type { HashCheckpoint } from './md5.ts';

/**
 * What survives a reload for a file being uploaded: its MD5 (or the hash checkpoint reached) and
 * the key of the provisional upload its parts went to, keyed by name, size and modification time.
 * The bytes themselves cannot be kept by the page; picking the same file again resumes it (the
 * server lists the parts it already holds). A finished upload keeps its MD5 (`done`), so the same
 * file picked again asks for an instant upload without hashing or sending anything.
 */
export interface ResumeRecord {
  key: string;
  /** MD5 of a few slices of the file when the record was made: a record is used only while it matches. */
  sample?: string;
  md5?: string;
  checkpoint?: HashCheckpoint;
  uploadKey?: string;
  done?: boolean;
  updatedAt: number;
}

/** Records not touched for this long are dropped (server sessions live 7 days). */
export const RESUME_KEEP_MS = 30 * 24 * 3600 * 1000;

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

/** Deletes the records last written before `before` (ms since the epoch). */
async function prune(before: number) {
  const db = await open();
  try {
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction(STORE, 'readwrite');
      const request = transaction.objectStore(STORE).openCursor();
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return;
        if ((cursor.value as ResumeRecord).updatedAt < before) cursor.delete();
        cursor.continue();
      };
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
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
  prune: (before: number) => prune(before).catch(() => undefined),
};
