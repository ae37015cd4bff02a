import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { LOGIN_BG_MAX_BYTES, type LoginBackground } from '@loopline/shared/contracts/settings';
import { loginBackground } from '../entities/loginBackground.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { filesBucket, s3 } from '../lib/aws/s3.ts';
import { sortableId } from '../lib/db/ids.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';

const SCOPE = 'platform';

/** The image type from the first bytes; the name and the declared type are not trusted. */
export function sniffBackgroundType(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38) return 'image/gif';
  return undefined;
}

type Stored = LoginBackground & { objectKey: string };

async function all(): Promise<Stored[]> {
  const { data } = await loginBackground.query.byScope({ scope: SCOPE }).go({ pages: 'all' });
  return data
    .map(({ id, objectKey, fileName, contentType, size, active, createTime }) => ({
      id,
      objectKey,
      fileName,
      contentType,
      size,
      active: active ? (1 as const) : (0 as const),
      createTime,
    }))
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
}

export async function listBackgrounds(): Promise<LoginBackground[]> {
  return (await all()).map(({ objectKey: _key, ...rest }) => rest);
}

/** Checks type and size before anything is stored, then stores the image and its record. */
export async function uploadBackground(
  file: { fileName: string; data: Buffer } | undefined,
  userId: string,
): Promise<LoginBackground> {
  if (!file || file.data.length === 0) throw new BadRequestError('bg.fileRequired');
  if (file.data.length > LOGIN_BG_MAX_BYTES) throw new BadRequestError('bg.tooLarge');
  const contentType = sniffBackgroundType(file.data);
  if (!contentType) throw new BadRequestError('bg.type');
  const id = sortableId();
  const objectKey = `system/login-background/${id}`;
  await s3.send(
    new PutObjectCommand({
      Bucket: filesBucket(),
      Key: objectKey,
      Body: file.data,
      ContentType: contentType,
    }),
  );
  const record = {
    id,
    fileName: file.fileName.slice(0, 200) || id,
    contentType,
    size: file.data.length,
    active: 0 as const,
    createTime: new Date().toISOString(),
  };
  await loginBackground.create({ scope: SCOPE, ...record, objectKey, createUser: userId }).go();
  return record;
}

async function image(background: Stored) {
  const out = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: background.objectKey }));
  const bytes = await out.Body?.transformToByteArray();
  if (!bytes) throw new NotFoundError('bg.notFound');
  return { data: Buffer.from(bytes), contentType: background.contentType };
}

export async function backgroundImage(id: string) {
  const found = (await all()).find((b) => b.id === id);
  if (!found) throw new NotFoundError('bg.notFound');
  return image(found);
}

/** The active background's image, for the public sign-in page; null while none is active. */
export async function activeBackgroundImage() {
  const found = (await all()).find((b) => b.active === 1);
  return found ? image(found) : null;
}

/** Makes one background the active one: the others are switched off in the same transaction. */
export async function activateBackground(id: string): Promise<void> {
  const backgrounds = await all();
  if (!backgrounds.some((b) => b.id === id)) throw new NotFoundError('bg.notFound');
  const items = Object.fromEntries(
    backgrounds
      .filter((b) => b.id === id || b.active === 1)
      .slice(0, 100)
      .map((b) => [
        b.id,
        txItem(
          loginBackground
            .patch({ scope: SCOPE, id: b.id })
            .set({ active: b.id === id ? 1 : 0 })
            .where((attr, op) => op.exists(attr.objectKey)),
        ),
      ]),
  );
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof TransactionCancelledError) throw new NotFoundError('bg.notFound');
    throw error;
  }
}

/** Removes one background (id), or every inactive one; records first, then the images. */
export async function cleanBackgrounds(id?: string): Promise<number> {
  const backgrounds = await all();
  const doomed = id ? backgrounds.filter((b) => b.id === id) : backgrounds.filter((b) => b.active === 0);
  if (id && doomed.length === 0) throw new NotFoundError('bg.notFound');
  for (let i = 0; i < doomed.length; i += 100) {
    const batch = doomed.slice(i, i + 100);
    await transactWrite(
      Object.fromEntries(
        batch.map((b) => [b.id, txItem(loginBackground.delete({ scope: SCOPE, id: b.id }))]),
      ),
    );
    await s3.send(
      new DeleteObjectsCommand({
        Bucket: filesBucket(),
        Delete: { Objects: batch.map((b) => ({ Key: b.objectKey })) },
      }),
    );
  }
  return doomed.length;
}
