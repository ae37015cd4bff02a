import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { type Language, MODEL_STATE, translate } from '@loopline/shared';
import {
  EXAMPLE_FILE_MAX_BYTES,
  type ExampleFile,
  type ExampleParseState,
  type PublishStatus,
} from '@loopline/shared/contracts/exampleFile';
import { fileNameProblem } from '@loopline/shared/files';
import { deletePrefix } from '../derived/index.ts';
import { ifCondition } from '../entities/errors.ts';
import { exampleFile } from '../entities/exampleFile.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { filesBucket, s3 } from '../lib/aws/s3.ts';
import { sortableId } from '../lib/db/ids.ts';
import { page } from '../lib/envelope.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import { exampleFileRefusal } from '../lib/policies/exampleFilePolicy.ts';
import { type Derivative, isModelSuffix } from '../model/index.ts';
import { dereference } from '../objects/index.ts';
import { servedType } from './contentTypes.ts';
import { examplePrefix, EXAMPLE_SCOPE as SCOPE, suffixOf } from './storage.ts';

type Item = NonNullable<Awaited<ReturnType<ReturnType<typeof exampleFile.get>['go']>>['data']>;

/** An example file as stored: where its bytes are, its parse run and its parsed model. */
export type Stored = Omit<ExampleFile, 'parseMessage'> & {
  objectKey: string;
  objectId?: string;
  parseRunId?: string;
  parseMessageKey: string;
  derivative?: Derivative;
};

/** Files stored before parsing existed have no state: a model is unparsed, anything else none. */
const initialModelState = (fileName: string) =>
  isModelSuffix(suffixOf(fileName)) ? MODEL_STATE.unparsed : '';

function storedOf(item: Item): Stored {
  const isModel = item.isModel ?? initialModelState(item.fileName);
  return {
    id: item.id,
    objectKey: item.objectKey,
    objectId: item.objectId,
    fileName: item.fileName,
    contentType: item.contentType,
    size: item.size,
    publishStatus: (item.publishStatus === 1 ? 1 : 0) as PublishStatus,
    createTime: item.createTime,
    updateTime: item.updateTime,
    isModel,
    parseProgress: item.parseProgress ?? (isModel === MODEL_STATE.parsed ? 100 : 0),
    parseStage: item.parseStage ?? '',
    parseRunId: item.parseRunId,
    parseMessageKey: item.parseMessageKey ?? '',
    derivative: item.derivative as Derivative | undefined,
  };
}

export async function all(): Promise<Stored[]> {
  const { data } = await exampleFile.query.byScope({ scope: SCOPE }).go({ pages: 'all' });
  return data.map(storedOf).sort((a, b) => b.createTime.localeCompare(a.createTime));
}

export function shown(file: Stored, lang: Language): ExampleFile {
  const parse: ExampleParseState = {
    isModel: file.isModel,
    parseProgress: file.parseProgress,
    parseStage: file.parseStage,
    parseMessage: file.parseMessageKey ? translate(file.parseMessageKey, lang) : '',
  };
  const { id, fileName, size, contentType, publishStatus, createTime, updateTime } = file;
  return { id, fileName, size, contentType, publishStatus, createTime, updateTime, ...parse };
}

export async function found(id: string): Promise<Stored> {
  const { data } = await exampleFile.get({ scope: SCOPE, id }).go({ consistent: true });
  if (!data) throw new NotFoundError('exampleFile.notFound');
  return storedOf(data);
}

/** Every id must name an example file; nothing is changed otherwise. */
async function allFound(ids: string[]): Promise<Stored[]> {
  const wanted = new Set(ids);
  const files = (await all()).filter((f) => wanted.has(f.id));
  if (files.length !== wanted.size) throw new NotFoundError('exampleFile.notFound');
  return files;
}

export async function listExampleFiles(
  query: { current: number; size: number; fileName?: string; publishStatus?: number },
  lang: Language,
) {
  const needle = query.fileName?.toLowerCase();
  const rows = (await all()).filter(
    (f) =>
      (!needle || f.fileName.toLowerCase().includes(needle)) &&
      (query.publishStatus === undefined || f.publishStatus === query.publishStatus),
  );
  const start = (query.current - 1) * query.size;
  return page(
    rows.slice(start, start + query.size).map((f) => shown(f, lang)),
    rows.length,
    query.current,
    query.size,
  );
}

/** Checks the file before anything is stored; a new example file starts unpublished. */
export async function uploadExampleFile(
  file: { fileName: string; contentType: string; data: Buffer } | undefined,
  userId: string,
  lang: Language,
): Promise<ExampleFile> {
  if (!file || file.data.length === 0) throw new BadRequestError('exampleFile.fileRequired');
  if (file.data.length > EXAMPLE_FILE_MAX_BYTES) throw new BadRequestError('exampleFile.tooLarge');
  const fileName = file.fileName.trim();
  if (!fileName) throw new BadRequestError('exampleFile.nameRequired');
  const problem = fileNameProblem(fileName);
  if (problem) throw new BadRequestError(problem);
  const id = sortableId();
  const objectKey = `system/example-file/${id}`;
  await s3.send(
    new PutObjectCommand({
      Bucket: filesBucket(),
      Key: objectKey,
      Body: file.data,
      ContentType: servedType(fileName),
    }),
  );
  const now = new Date().toISOString();
  const record = newRecord(id, fileName, file.data.length, now);
  await exampleFile.create({ scope: SCOPE, ...record, objectKey, createUser: userId }).go();
  return shown({ ...record, objectKey, parseMessageKey: '' }, lang);
}

/** A new example file's fields: unpublished, and unparsed when it is a model. */
export function newRecord(id: string, fileName: string, size: number, now: string) {
  return {
    id,
    fileName,
    contentType: servedType(fileName),
    size,
    publishStatus: 0 as PublishStatus,
    createTime: now,
    updateTime: now,
    isModel: initialModelState(fileName),
    parseProgress: 0,
    parseStage: '',
  };
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

/**
 * Deletes files whatever their state (delete is always allowed): records first, then the bytes
 * (a stored object loses one reference; the file's own object is deleted) and the parsed models.
 * A parse still running finds its file gone and removes what it wrote.
 */
export async function removeExampleFiles(ids: string[]): Promise<number> {
  const files = await allFound(ids);
  const refusal = files.map((f) => exampleFileRefusal('remove', f)).find(Boolean);
  if (refusal) throw new ForbiddenError(refusal);
  await transactWrite(
    Object.fromEntries(files.map((f) => [f.id, txItem(exampleFile.delete({ scope: SCOPE, id: f.id }))])),
  );
  const own = files.filter((f) => !f.objectId);
  if (own.length)
    await s3.send(
      new DeleteObjectsCommand({
        Bucket: filesBucket(),
        Delete: { Objects: own.map((f) => ({ Key: f.objectKey })) },
      }),
    );
  for (const f of files) {
    if (f.objectId) await dereference(f.objectId);
    await deletePrefix(examplePrefix(f.id));
  }
  return files.length;
}

export async function bytesOf(file: Stored) {
  const out = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: file.objectKey }));
  const bytes = await out.Body?.transformToByteArray();
  if (!bytes) throw new NotFoundError('exampleFile.notFound');
  return { data: Buffer.from(bytes), fileName: file.fileName, contentType: file.contentType };
}

/** An example file's bytes, for the back office (published or not). */
export async function exampleFileContent(id: string) {
  return bytesOf(await found(id));
}
