import { randomUUID } from 'node:crypto';
import type { AttachView } from '@loopline/shared/contracts/attach';
import type { EntityItem } from 'electrodb';
import { attach } from '../entities/attach.ts';
import { pageOf } from '../lib/envelope.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';
import type { UploadedFile } from '../lib/http/multipart.ts';
import { configForSend, configWithSecret } from './configs.ts';
import { deleteObject, type OssTarget, putObject, readObject } from './ossStore.ts';

type Item = EntityItem<typeof attach>;

const view = (a: Item): AttachView => ({
  id: a.id,
  name: a.name,
  originalName: a.originalName,
  extension: a.extension,
  attachSize: a.attachSize,
  contentType: a.contentType,
  configCode: a.configCode,
  domain: a.domain,
  bucketName: a.bucketName,
  objectKey: a.objectKey,
  createUser: a.createUser,
  createTime: a.createTime,
});

const targetOf = (c: { code: string; settings: Record<string, string>; secretKey: string }): OssTarget => ({
  code: c.code,
  endpoint: c.settings.endpoint ?? '',
  bucketName: c.settings.bucketName ?? '',
  accessKey: c.settings.accessKey ?? '',
  secretKey: c.secretKey,
  region: c.settings.region ?? '',
});

/** The file name's extension, lower-cased, without the dot ('' when none). */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0
    ? fileName
        .slice(dot + 1)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 16)
    : '';
}

/**
 * Stores a file in the bucket of the tenant's enabled OSS config, then records it. No enabled config,
 * or a bucket that cannot be written (missing, keys refused, endpoint silent), is a 400 and nothing
 * is recorded; the record is written only after the object is stored.
 */
export async function uploadAttachment(
  tenantId: string,
  account: string,
  file: UploadedFile,
  now = new Date(),
): Promise<AttachView> {
  const name = file.fileName.trim().slice(0, 200);
  if (!name || file.data.length === 0) throw new BadRequestError('attach.fileRequired');
  const config = await configForSend(tenantId, 'oss');
  const id = randomUUID();
  const extension = extensionOf(name);
  const at = now.toISOString();
  const objectKey = `attach/${tenantId}/${at.slice(0, 10)}/${id}${extension ? `.${extension}` : ''}`;
  const contentType = file.contentType || 'application/octet-stream';
  await putObject(targetOf(config), objectKey, file.data, contentType);
  const record: Item = {
    tenantId,
    id,
    name,
    originalName: name,
    extension,
    attachSize: file.data.length,
    contentType,
    configId: config.id,
    configCode: config.code,
    domain: config.settings.endpoint ?? '',
    bucketName: config.settings.bucketName ?? '',
    objectKey,
    createUser: account,
    createTime: at,
  };
  await attach.create(record).go();
  return view(record);
}

export async function listAttachments(tenantId: string, q: { current: number; size: number; name?: string }) {
  const { data } = await attach.query.byTenant({ tenantId }).go({ pages: 'all' });
  const part = q.name?.toLowerCase();
  const rows = data
    .filter((a) => !part || a.name.toLowerCase().includes(part))
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .map(view);
  return pageOf(rows, q.current, q.size);
}

async function one(tenantId: string, id: string): Promise<Item> {
  const { data } = await attach.get({ tenantId, id }).go();
  if (!data) throw new NotFoundError('attach.notFound');
  return data;
}

export const attachmentDetail = async (tenantId: string, id: string) => view(await one(tenantId, id));

export async function renameAttachment(tenantId: string, id: string, name: string) {
  await one(tenantId, id);
  const { data } = await attach.patch({ tenantId, id }).set({ name }).go({ response: 'all_new' });
  return view(data as Item);
}

/** The config an attachment went to, with its secret; a removed config leaves the object unreachable. */
async function holderOf(a: Item): Promise<OssTarget | null> {
  const config = await configWithSecret(a.tenantId, 'oss', a.configId);
  // The config may have been pointed at another bucket since: the attachment stays where it went.
  return config ? { ...targetOf(config), endpoint: a.domain, bucketName: a.bucketName } : null;
}

/** The attachment's bytes, from the bucket it was stored in. */
export async function downloadAttachment(tenantId: string, id: string) {
  const a = await one(tenantId, id);
  const target = await holderOf(a);
  if (!target) throw new BadRequestError('attach.configGone', { code: a.configCode });
  return { item: view(a), data: await readObject(target, a.objectKey) };
}

/**
 * Removes attachments: each object from its bucket, then the records. All ids are checked first
 * (an unknown one removes nothing); an object whose config is gone is left, its record removed.
 */
export async function removeAttachments(tenantId: string, ids: string[]) {
  const items = await Promise.all(ids.map((id) => one(tenantId, id)));
  for (const a of items) {
    const target = await holderOf(a);
    if (target) await deleteObject(target, a.objectKey);
    await attach.delete({ tenantId, id: a.id }).go();
  }
}
