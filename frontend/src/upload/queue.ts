import { MAX_FILE_BYTES, type MessageKey, uploadSizeProblem } from '@loopline/shared';
import { type UploadApi, UploadCallError } from './api.ts';
import { type Hasher, type PartSender, runUpload, type UploadStatus } from './engine.ts';
import { contentSample } from './md5.ts';
import { RESUME_KEEP_MS, type ResumeRecord, resumeKey } from './resumeStore.ts';
import { type ObjectTransfer, presignedTransfer } from './transfer.ts';

export interface UploadTarget {
  projectId: string;
  dirId: string;
  projectName: string;
}

/** A picked file: a File, and for folder picks its path inside the folder ("Top/Sub/a.dwg"). */
export interface PickedFile {
  file: File;
  relativePath?: string;
}

export interface QueueItem {
  id: string;
  kind: 'file' | 'folder';
  name: string;
  size: number;
  target: UploadTarget;
  status: UploadStatus;
  /** 0–100 over hashing and sending. */
  progress: number;
  message: string;
  createdAt: number;
  /** Restored after a reload: the bytes are gone until the same file is picked again. */
  needsFile: boolean;
  files: PickedFile[];
  /** Files of a folder already saved (a resumed folder does not upload them again). */
  done: number;
}

export interface UploadRecordLine {
  fkProjectId: string;
  fileName: string;
  fileSize: number;
  fileState: string;
  fileType: 'upload' | 'fail';
  fileId: string;
  fkFileId: string;
  isDir: 0 | 1;
  createTime: string;
  proName: string;
  fileSuffix: string;
}

export interface QueueDeps {
  api: UploadApi;
  /** A translated message for a key. */
  message: (key: MessageKey) => string;
  confirm: (message: string) => Promise<boolean>;
  saveRecords: (lines: UploadRecordLine[]) => Promise<unknown>;
  resume: {
    get: (key: string) => Promise<ResumeRecord | undefined>;
    put: (record: Omit<ResumeRecord, 'updatedAt'>) => Promise<unknown>;
    remove: (key: string) => Promise<unknown>;
    /** Drops records last written before this time (ms). */
    prune?: (before: number) => Promise<unknown>;
  };
  /** Unfinished items kept across reloads (localStorage in the SPA). */
  pending: { load: () => QueueItem[]; save: (items: QueueItem[]) => void };
  hash?: Hasher;
  sendPart?: PartSender;
  /** How bytes reach storage (the upload type); presigned multipart when absent. */
  transfer?: ObjectTransfer;
  concurrency?: number;
  onUploaded?: (item: QueueItem) => void;
}

const suffixOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');
let counter = 0;
const newId = () => `u${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Groups a pick into items: loose files one each, a folder's files under their top folder. */
export function groupPicked(picked: PickedFile[], target: UploadTarget, now = Date.now()): QueueItem[] {
  const items: QueueItem[] = [];
  const folders = new Map<string, QueueItem>();
  for (const p of picked) {
    const top = p.relativePath?.includes('/') ? p.relativePath.split('/')[0] : undefined;
    if (!top) {
      items.push(item('file', p.file.name, [p], target, now));
      continue;
    }
    let folder = folders.get(top);
    if (!folder) {
      folder = item('folder', top, [], target, now);
      folders.set(top, folder);
      items.push(folder);
    }
    folder.files.push(p);
    folder.size += p.file.size;
  }
  return items;
}

function item(
  kind: QueueItem['kind'],
  name: string,
  files: PickedFile[],
  target: UploadTarget,
  now: number,
): QueueItem {
  return {
    id: newId(),
    kind,
    name,
    size: files.reduce((sum, f) => sum + f.file.size, 0),
    target,
    status: 'waiting',
    progress: 0,
    message: '',
    createdAt: now,
    needsFile: false,
    files,
    done: 0,
  };
}

/** Why an item cannot be uploaded at all (spec 1 §5), before any byte moves. */
export function refusal(entry: QueueItem): MessageKey | null {
  if (entry.kind === 'file') return uploadSizeProblem(entry.size);
  if (!entry.files.length) return 'upload.folderEmpty';
  if (entry.files.some((f) => f.file.size >= MAX_FILE_BYTES)) return 'upload.exceedsLimit';
  if (entry.files.some((f) => f.file.size === 0)) return 'upload.folderHasInvalid';
  return null;
}

/**
 * The upload queue behind the upload lists: one item at a time (its parts several at a time),
 * pause/resume/cancel per item, cancel all; statuses as spec 1 §4; every outcome saved as an
 * upload-list line. Subscribers get a new snapshot on every change.
 */
export class UploadQueue {
  private items: QueueItem[] = [];
  private controllers = new Map<string, AbortController>();
  private listeners = new Set<() => void>();
  private running: string | null = null;
  private snapshot: readonly QueueItem[] = [];

  constructor(private readonly deps: QueueDeps) {
    this.items = deps.pending.load().map((i) => ({ ...i, status: 'paused', needsFile: true, files: [] }));
    this.publish(false);
    void deps.resume.prune?.(Date.now() - RESUME_KEEP_MS);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Adds picked files; a file matching a restored item (same path and size) resumes that item. */
  add(picked: PickedFile[], target: UploadTarget) {
    const fresh: QueueItem[] = [];
    for (const group of groupPicked(picked, target)) {
      const waiting = this.items.find(
        (i) => i.needsFile && i.kind === group.kind && i.name === group.name && i.size === group.size,
      );
      if (waiting)
        Object.assign(waiting, { files: group.files, needsFile: false, status: 'waiting', message: '' });
      else fresh.push(group);
    }
    this.items.push(...fresh);
    for (const entry of fresh) {
      const key = refusal(entry);
      if (key) void this.fail(entry, this.deps.message(key), 'fileError');
    }
    this.publish();
    this.pump();
  }

  pause(id: string) {
    const entry = this.find(id);
    if (!entry || !['cmd5', 'waiting', 'uploading'].includes(entry.status)) return;
    entry.status = 'paused';
    this.controllers.get(id)?.abort(new DOMException('Paused', 'AbortError'));
    this.publish();
  }

  resume(id: string) {
    const entry = this.find(id);
    if (entry?.status !== 'paused' || entry.needsFile) return;
    entry.status = 'waiting';
    this.publish();
    this.pump();
  }

  /** Removes an item (cancelling it and abandoning its unfinished upload); finished successes stay. */
  async remove(id: string) {
    const entry = this.find(id);
    if (!entry || entry.status === 'success') return;
    this.controllers.get(id)?.abort(new DOMException('Cancelled', 'AbortError'));
    this.items = this.items.filter((i) => i !== entry);
    this.publish();
    for (const f of entry.files) {
      const saved = await this.deps.resume.get(resumeKey(f.file, f.relativePath));
      if (saved?.md5 && !saved.done)
        await (this.deps.transfer ?? presignedTransfer)
          .cancel(this.deps.api, saved.md5, f.file.size)
          .catch(() => undefined);
      if (saved?.uploadKey)
        await this.deps.api.abortProvisional(saved.uploadKey, f.file.size).catch(() => undefined);
      await this.deps.resume.remove(resumeKey(f.file, f.relativePath));
    }
  }

  async cancelAll() {
    for (const entry of [...this.items]) if (entry.status !== 'success') await this.remove(entry.id);
  }

  /** Drops finished lines from the live list (their server lines stay). */
  clear(statuses: UploadStatus[]) {
    this.items = this.items.filter((i) => !statuses.includes(i.status));
    this.publish();
  }

  private find(id: string) {
    return this.items.find((i) => i.id === id);
  }

  private publish(persist = true) {
    this.snapshot = this.items.map((i) => ({ ...i }));
    if (persist)
      this.deps.pending.save(this.items.filter((i) => !['success', 'error', 'fileError'].includes(i.status)));
    for (const listener of this.listeners) listener();
  }

  private pump() {
    if (this.running) return;
    const next = this.items.find((i) => i.status === 'waiting' && !i.needsFile);
    if (!next) return;
    this.running = next.id;
    void this.run(next).finally(() => {
      this.running = null;
      this.pump();
    });
  }

  private async run(entry: QueueItem) {
    const controller = new AbortController();
    this.controllers.set(entry.id, controller);
    const folderBytes = (upTo: number) => entry.files.slice(0, upTo).reduce((s, f) => s + f.file.size, 0);
    try {
      if (entry.kind === 'folder' && entry.done === 0) {
        const check = await this.deps.api.checkFile({
          projectId: entry.target.projectId,
          dirId: entry.target.dirId,
          fileName: entry.name,
          relativePath: entry.files[0]?.relativePath,
          fileSize: entry.size,
        });
        if (check.code === 5000 && !(await this.deps.confirm(check.msg))) return this.drop(entry);
      }
      for (let index = entry.done; index < entry.files.length; index++) {
        const picked = entry.files[index] as PickedFile;
        const record = await this.resumeRecord(picked);
        // The record is written whole on every change (the store replaces, it does not merge).
        const keep = async (change: Partial<ResumeRecord>) => {
          Object.assign(record, change);
          await this.deps.resume.put({ ...record });
        };
        // Hashed and sent fractions of this file: the two advance together for large files.
        const progress = { hash: record.md5 ? 1 : 0, upload: 0 };
        const outcome = await runUpload(
          this.deps.api,
          {
            file: picked.file,
            fileName: picked.file.name,
            projectId: entry.target.projectId,
            dirId: entry.target.dirId,
            relativePath: entry.kind === 'folder' ? picked.relativePath : undefined,
            md5: record.md5,
            uploadKey: record.uploadKey,
          },
          {
            signal: controller.signal,
            skipCheck: entry.kind === 'folder',
            confirm: this.deps.confirm,
            hashResume: record.checkpoint,
            onHashCheckpoint: (checkpoint) => void keep({ checkpoint }),
            onHashed: (md5) => {
              progress.hash = 1;
              void keep({ md5, checkpoint: undefined });
            },
            onUploadKey: (uploadKey) => void keep({ uploadKey }),
            onStatus: (status) => {
              if (entry.status === 'paused') return;
              entry.status = status === 'success' ? 'uploading' : status;
              this.publish(false);
            },
            onProgress: (phase, done, total) => {
              progress[phase] = total ? done / total : 0;
              const current =
                folderBytes(index) + picked.file.size * (0.2 * progress.hash + 0.8 * progress.upload);
              entry.progress = Math.min(99, Math.floor((current / Math.max(1, entry.size)) * 100));
              this.publish(false);
            },
          },
          {
            hash: this.deps.hash,
            sendPart: this.deps.sendPart,
            concurrency: this.deps.concurrency,
            transfer: this.deps.transfer,
          },
        );
        if (outcome.declined) return this.drop(entry);
        await keep({ md5: outcome.md5, checkpoint: undefined, uploadKey: undefined, done: true });
        entry.done = index + 1;
      }
      entry.status = 'success';
      entry.progress = 100;
      this.publish();
      await this.deps.saveRecords([this.line(entry, 'upload', '')]).catch(() => undefined);
      this.deps.onUploaded?.(entry);
    } catch (error) {
      if (controller.signal.aborted) return; // paused or removed: nothing failed
      const message = error instanceof UploadCallError ? error.message : this.deps.message('upload.failed');
      await this.fail(entry, message, 'error');
    } finally {
      this.controllers.delete(entry.id);
    }
  }

  /**
   * What an earlier run left for this file, if it is still the same file (its sample matches);
   * otherwise a fresh record. A record of a finished upload keeps only its MD5.
   */
  private async resumeRecord(picked: PickedFile): Promise<Omit<ResumeRecord, 'updatedAt'>> {
    const key = resumeKey(picked.file, picked.relativePath);
    const [saved, sample] = await Promise.all([this.deps.resume.get(key), contentSample(picked.file)]);
    if (!saved || saved.sample !== sample) return { key, sample };
    if (saved.done) return { key, sample, md5: saved.md5 };
    return { key, sample, md5: saved.md5, checkpoint: saved.checkpoint, uploadKey: saved.uploadKey };
  }

  private drop(entry: QueueItem) {
    this.items = this.items.filter((i) => i !== entry);
    this.publish();
  }

  private async fail(entry: QueueItem, message: string, status: 'error' | 'fileError') {
    entry.status = status;
    entry.message = message;
    this.publish();
    await this.deps.saveRecords([this.line(entry, 'fail', message)]).catch(() => undefined);
  }

  private line(entry: QueueItem, type: 'upload' | 'fail', message: string): UploadRecordLine {
    return {
      fkProjectId: entry.target.projectId,
      fileName: entry.name,
      fileSize: entry.size,
      fileState: message,
      fileType: type,
      fileId: '',
      fkFileId: entry.target.dirId,
      isDir: entry.kind === 'folder' ? 1 : 0,
      createTime: new Date(entry.createdAt).toISOString(),
      proName: entry.target.projectName,
      fileSuffix: entry.kind === 'file' ? suffixOf(entry.name) : '',
    };
  }
}
