import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import {
  EXAMPLE_FILE_MAX_BYTES,
  type ExampleFile,
  type PublishStatus,
  type SampleProject,
} from '@loopline/shared/contracts/exampleFile';
import { fileNameProblem } from '@loopline/shared/files';
import { ifCondition } from '../entities/errors.ts';
import { exampleFile } from '../entities/exampleFile.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { filesBucket, s3 } from '../lib/aws/s3.ts';
import { sortableId } from '../lib/db/ids.ts';
import { page } from '../lib/envelope.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import {
  exampleFileRefusal,
  sampleFileSigns,
  sampleFileViewable,
} from '../lib/policies/exampleFilePolicy.ts';
import { servedType, viewableType } from './contentTypes.ts';

/** The sample project is platform-wide: one partition for every tenant's users. */
const SCOPE = 'platform';

type Stored = ExampleFile & { objectKey: string };

async function all(): Promise<Stored[]> {
  const { data } = await exampleFile.query.byScope({ scope: SCOPE }).go({ pages: 'all' });
  return data
    .map(({ id, objectKey, fileName, contentType, size, publishStatus, createTime, updateTime }) => ({
      id,
      objectKey,
      fileName,
      contentType,
      size,
      publishStatus: (publishStatus === 1 ? 1 : 0) as PublishStatus,
      createTime,
      updateTime,
    }))
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
}

const withoutKey = ({ objectKey: _key, ...rest }: Stored): ExampleFile => rest;

async function found(id: string): Promise<Stored> {
  const { data } = await exampleFile.get({ scope: SCOPE, id }).go();
  if (!data) throw new NotFoundError('exampleFile.notFound');
  return { ...data, publishStatus: data.publishStatus === 1 ? 1 : 0 };
}

/** Every id must name an example file; nothing is changed otherwise. */
async function allFound(ids: string[]): Promise<Stored[]> {
  const wanted = new Set(ids);
  const files = (await all()).filter((f) => wanted.has(f.id));
  if (files.length !== wanted.size) throw new NotFoundError('exampleFile.notFound');
  return files;
}

export async function listExampleFiles(query: {
  current: number;
  size: number;
  fileName?: string;
  publishStatus?: number;
}) {
  const needle = query.fileName?.toLowerCase();
  const rows = (await all()).filter(
    (f) =>
      (!needle || f.fileName.toLowerCase().includes(needle)) &&
      (query.publishStatus === undefined || f.publishStatus === query.publishStatus),
  );
  const start = (query.current - 1) * query.size;
  return page(rows.slice(start, start + query.size).map(withoutKey), rows.length, query.current, query.size);
}

/** Checks the file before anything is stored; a new example file starts unpublished. */
export async function uploadExampleFile(
  file: { fileName: string; contentType: string; data: Buffer } | undefined,
  userId: string,
): Promise<ExampleFile> {
  if (!file || file.data.length === 0) throw new BadRequestError('exampleFile.fileRequired');
  if (file.data.length > EXAMPLE_FILE_MAX_BYTES) throw new BadRequestError('exampleFile.tooLarge');
  const fileName = file.fileName.trim();
  if (!fileName) throw new BadRequestError('exampleFile.nameRequired');
  const problem = fileNameProblem(fileName);
  if (problem) throw new BadRequestError(problem);
  const id = sortableId();
  const objectKey = `system/example-file/${id}`;
  const contentType = servedType(fileName);
  await s3.send(
    new PutObjectCommand({
      Bucket: filesBucket(),
      Key: objectKey,
      Body: file.data,
      ContentType: contentType,
    }),
  );
  const now = new Date().toISOString();
  const record: ExampleFile = {
    id,
    fileName,
    contentType,
    size: file.data.length,
    publishStatus: 0,
    createTime: now,
    updateTime: now,
  };
  await exampleFile.create({ scope: SCOPE, ...record, objectKey, createUser: userId }).go();
  return record;
}

/** Renames an unpublished file; the write is conditioned on it still being unpublished. */
export async function renameExampleFile(id: string, fileName: string): Promise<void> {
  const file = await found(id);
  const refusal = exampleFileRefusal('rename', file);
  if (refusal) throw new ForbiddenError(refusal);
  const written = await ifCondition(() =>
    exampleFile
      .patch({ scope: SCOPE, id })
      .set({ fileName, updateTime: new Date().toISOString() })
      .where((attr, op) => op.eq(attr.publishStatus, 0))
      .go(),
  );
  if (written) return;
  // Published (or removed: 404) between the read and the write.
  await found(id);
  throw new ForbiddenError('exampleFile.publishedLocked');
}

/** Publishes (1) or unpublishes (0) files, all or none. */
export async function updatePublishState(ids: string[], publishStatus: PublishStatus): Promise<void> {
  const files = await allFound(ids);
  const refusal = files
    .map((f) => exampleFileRefusal(publishStatus === 1 ? 'publish' : 'unpublish', f))
    .find(Boolean);
  if (refusal) throw new ForbiddenError(refusal);
  const updateTime = new Date().toISOString();
  try {
    await transactWrite(
      Object.fromEntries(
        files.map((f) => [
          f.id,
          txItem(
            exampleFile
              .patch({ scope: SCOPE, id: f.id })
              .set({ publishStatus, updateTime })
              .where((attr, op) => op.exists(attr.objectKey)),
          ),
        ]),
      ),
    );
  } catch (error) {
    if (error instanceof TransactionCancelledError) throw new NotFoundError('exampleFile.notFound');
    throw error;
  }
}

/** Deletes files whatever their state (delete is always allowed): records first, then the bytes. */
export async function removeExampleFiles(ids: string[]): Promise<number> {
  const files = await allFound(ids);
  const refusal = files.map((f) => exampleFileRefusal('remove', f)).find(Boolean);
  if (refusal) throw new ForbiddenError(refusal);
  await transactWrite(
    Object.fromEntries(files.map((f) => [f.id, txItem(exampleFile.delete({ scope: SCOPE, id: f.id }))])),
  );
  await s3.send(
    new DeleteObjectsCommand({
      Bucket: filesBucket(),
      Delete: { Objects: files.map((f) => ({ Key: f.objectKey })) },
    }),
  );
  return files.length;
}

async function bytesOf(file: Stored) {
  const out = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: file.objectKey }));
  const bytes = await out.Body?.transformToByteArray();
  if (!bytes) throw new NotFoundError('exampleFile.notFound');
  return { data: Buffer.from(bytes), fileName: file.fileName, contentType: file.contentType };
}

/** An example file's bytes, for the back office (published or not). */
export async function exampleFileContent(id: string) {
  return bytesOf(await found(id));
}

/** The users' sample project: the published files, each with its (view-only) signs. */
export async function sampleProject(): Promise<SampleProject> {
  const filePerms = sampleFileSigns();
  return {
    isDefault: 2,
    records: (await all())
      .filter(sampleFileViewable)
      .map(({ id, fileName, size, contentType, updateTime }) => ({
        id,
        fileName,
        size,
        contentType,
        updateTime,
        filePerms,
      })),
  };
}

/** A published file's bytes for a user; an unpublished one does not exist for them. */
export async function sampleFileContent(id: string) {
  const file = await found(id);
  if (!sampleFileViewable(file)) throw new NotFoundError('exampleFile.notFound');
  // View only: bytes a browser cannot show would be a download, which the sample project does not give.
  if (!viewableType(file.contentType)) throw new ForbiddenError('exampleFile.notViewable');
  return bytesOf(file);
}
