import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ZipArchive } from 'archiver';
import { filesBucket, presigner, s3 } from '../lib/aws/s3.ts';
import { BadRequestError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { getObject } from '../objects/index.ts';
import { descendantsOf } from './entries.ts';
import type { Entry } from './model.ts';
import { requireMember } from './projectAccess.ts';
import { type EntryView, need } from './views.ts';
import { loadEntry, selection, withPerms } from './wiring.ts';
import { ArchiveNames, safeEntryPath, safeSegment } from './zipNames.ts';

const URL_SECONDS = 3600;
/** One archive at most this big: it is written inside one request. */
export const ZIP_LIMIT_BYTES = 4 * 1024 ** 3;

/** Content-Disposition for any name: an ASCII fallback plus the RFC 5987 UTF-8 form. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function presignedGet(s3Key: string, fileName: string) {
  return getSignedUrl(
    presigner,
    new GetObjectCommand({
      Bucket: filesBucket(),
      Key: s3Key,
      ResponseContentDisposition: attachment(fileName),
    }),
    { expiresIn: URL_SECONDS },
  );
}

/** A presigned GET of one file under its own name (needs downFile). */
export async function fileDownload(caller: Caller, projectId: string, fileId: string) {
  const access = await requireMember(caller, projectId);
  const entry = await loadEntry(access, fileId);
  if (!entry.isFile) throw new BadRequestError('download.nothing');
  need(entry, 'downFile');
  const object = await getObject(entry.fileId);
  if (!object) throw new BadRequestError('download.failed');
  return {
    url: await presignedGet(object.s3Key, entry.fileName),
    fileName: entry.fileName,
    fileSize: entry.fileSize,
  };
}

interface ZipItem {
  path: string;
  entry: Entry;
}

/**
 * What goes into the archive: each selected file, and each selected folder with its subtree under
 * its name, keeping only what the caller may download (downFile on files, downDir on folders).
 */
async function zipItems(caller: Caller, projectId: string, ids: string[]): Promise<ZipItem[]> {
  const access = await requireMember(caller, projectId);
  const selected = await selection(access, ids);
  for (const e of selected) need(e, e.isFile ? 'downFile' : 'downDir');
  const items: ZipItem[] = [];
  const names = new ArchiveNames();
  for (const top of selected) {
    const topPath = names.child('', top.fileName);
    items.push({ path: top.isFile ? topPath : `${topPath}/`, entry: top });
    if (top.isFile) continue;
    const below = await withPerms(access, await descendantsOf(access.project.id, top.id));
    const allowed = (e: EntryView) => e.filePerms.includes(e.isFile ? 'downFile' : 'downDir');
    const folders = new Map<string, string>([[top.id, topPath]]);
    // Breadth first: a folder's path is known before its children's.
    for (const e of below) {
      const parentPath = folders.get(e.parentId);
      if (parentPath === undefined || !allowed(e)) continue;
      const path = names.child(parentPath, e.fileName);
      if (e.isFile) items.push({ path, entry: e });
      else {
        folders.set(e.id, path);
        items.push({ path: `${path}/`, entry: e });
      }
    }
  }
  return items;
}

/**
 * Many files and folders as one zip, streamed from S3 into S3 (one source object at a time, the
 * archive uploaded in parts as it is written), answered as a presigned GET.
 */
export async function zipDownload(caller: Caller, projectId: string, ids: string[], zipName?: string) {
  const items = await zipItems(caller, projectId, ids);
  const files = items.filter((i) => i.entry.isFile);
  if (!files.length && !items.length) throw new BadRequestError('download.nothing');
  const total = files.reduce((sum, i) => sum + i.entry.fileSize, 0);
  if (total > ZIP_LIMIT_BYTES) throw new BadRequestError('download.tooLarge', { limit: '4 GB' });
  const name = `${safeSegment(zipName?.trim() || 'download')
    .replace(/[/\\*:?<>|"]/g, '_')
    .slice(0, 190)}.zip`;
  const key = `zips/${caller.userId}/${randomUUID()}.zip`;
  const archive = new ZipArchive({ zlib: { level: 1 } });
  const upload = new Upload({
    client: s3,
    // archiver streams are readable-stream's, which lib-storage does not recognise: hand it a core stream.
    params: {
      Bucket: filesBucket(),
      Key: key,
      Body: archive.pipe(new PassThrough()),
      ContentType: 'application/zip',
    },
    partSize: 8 * 1024 * 1024,
    queueSize: 2,
  });
  const uploaded = upload.done();
  uploaded.catch(() => undefined); // awaited below; failing early must not be an unhandled rejection
  // A source stream failing surfaces as the archive's error event; without a listener it would crash.
  const failed = new Promise<never>((_, reject) => archive.on('error', reject));
  failed.catch(() => undefined);
  try {
    for (const item of items) {
      if (!item.entry.isFile) {
        archive.append(Buffer.alloc(0), {
          name: safeEntryPath(item.path, true),
          date: new Date(item.entry.time),
        });
        continue;
      }
      const object = await getObject(item.entry.fileId);
      if (!object) throw new BadRequestError('download.failed');
      const source = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: object.s3Key }));
      const added = once(archive, 'entry');
      archive.append(source.Body as Readable, {
        name: safeEntryPath(item.path, false),
        date: new Date(item.entry.time),
      });
      await Promise.race([added, failed]);
    }
    await Promise.race([archive.finalize(), failed]);
    await uploaded;
  } catch (error) {
    archive.abort();
    await upload.abort().catch(() => undefined);
    if (error instanceof NoSuchKey) throw new BadRequestError('download.failed');
    throw error;
  }
  return { url: await presignedGet(key, name), fileName: name, fileCount: files.length, totalSize: total };
}
