import { GetObjectCommand } from '@aws-sdk/client-s3';
import { MODEL_STATE, UPGRADE_STATE } from '@loopline/shared';
import { convertModel, upgradeModel } from '../convert/index.ts';
import { runPrefix } from '../derived/index.ts';
import type { Entry } from '../file/index.ts';
import { filesBucket, s3 } from '../lib/aws/s3.ts';
import { getObject } from '../objects/index.ts';
import { type AttributeTable, mergeAttributes, readAttributeTable } from './attributes.ts';
import { derivativeSize, putDerivative, readDerivative } from './derivatives.ts';
import { ModelFailed } from './errors.ts';
import {
  finishParse,
  finishUpgrade,
  type ParseJob,
  reachStage,
  readEntry,
  StaleRun,
  type UpgradeJob,
} from './jobs.ts';
import { takesAttributes } from './policy.ts';

/** What the create stage found: the source object and the attribute file, if one is associated. */
export interface ParseSource {
  s3Key: string;
  size: number;
  suffix: string;
  fileName: string;
  attribute: { s3Key: string; suffix: string } | null;
}

export type Derivative = NonNullable<Entry['derivative']>;

async function objectBytes(s3Key: string): Promise<Uint8Array> {
  const out = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: s3Key }));
  return out.Body!.transformToByteArray();
}

async function parsingEntry(job: ParseJob): Promise<Entry> {
  const entry = await readEntry(job.projectId, job.entryId);
  if (!entry || entry.isModel !== MODEL_STATE.parsing || entry.parseRunId !== job.runId) throw new StaleRun();
  return entry;
}

/** Stage "create" (30%): the run still owns the entry, its bytes and its attribute file exist. */
export async function createStage(job: ParseJob): Promise<ParseSource> {
  const entry = await parsingEntry(job);
  const object = await getObject(entry.fileId);
  if (!object) throw new ModelFailed('model.parseFailed');
  let attribute: ParseSource['attribute'] = null;
  if (String(entry.attributeId) !== '-1') {
    const file = await readEntry(job.projectId, String(entry.attributeId));
    const stored = file?.isFile ? await getObject(file.fileId) : null;
    if (!file || !stored) throw new ModelFailed('model.attributeUnreadable');
    attribute = { s3Key: stored.s3Key, suffix: file.fileSuffix };
  }
  await reachStage(job, 'create');
  return {
    s3Key: object.s3Key,
    size: object.size,
    suffix: entry.fileSuffix,
    fileName: entry.fileName,
    attribute,
  };
}

/**
 * Stage "sendWlkx" (60%): reads the attribute table first (an unreadable one fails the parse before
 * any work), converts the source, merges the attributes into the element tree and writes the GLB
 * and the tree under the run's prefix.
 */
export async function convertStage(job: ParseJob, source: ParseSource): Promise<Derivative> {
  let table: AttributeTable | null = null;
  if (source.attribute)
    table = await readAttributeTable(await objectBytes(source.attribute.s3Key), source.attribute.suffix);
  // No reader for RVM/VUE geometry exists (DESIGN §6); the association above is real all the same.
  if (takesAttributes(source.suffix)) throw new ModelFailed('model.rvmNotSupported');
  const bytes = await objectBytes(source.s3Key);
  const { glb, tree } = await convertModel({ bytes, suffix: source.suffix, fileName: source.fileName });
  if (table) mergeAttributes(tree, table);
  const prefix = runPrefix(job.projectId, job.entryId, job.runId);
  const derivative: Derivative = {
    glbKey: `${prefix}model.glb`,
    treeKey: `${prefix}tree.json`,
    glbSize: glb.byteLength,
    elementCount: tree.elementCount,
  };
  const treeJson = new TextEncoder().encode(JSON.stringify(tree));
  derivative.treeSize = treeJson.byteLength;
  await Promise.all([
    putDerivative(derivative.glbKey, glb, 'model/gltf-binary'),
    putDerivative(derivative.treeKey, treeJson, 'application/json'),
  ]);
  await reachStage(job, 'sendWlkx');
  return derivative;
}

/**
 * Stage "readXml" (90%): checks what was stored without downloading it again — both objects have
 * the written sizes, the GLB's header is a glTF 2 header of that length and the tree is JSON.
 */
export async function verifyStage(job: ParseJob, derivative: Derivative): Promise<Derivative> {
  await parsingEntry(job);
  const [glbSize, treeSize, glbHead, treeHead] = await Promise.all([
    derivativeSize(derivative.glbKey),
    derivativeSize(derivative.treeKey),
    readDerivative(derivative.glbKey, 12),
    readDerivative(derivative.treeKey, 2),
  ]);
  const header = new DataView(glbHead.buffer, glbHead.byteOffset, glbHead.byteLength);
  const intact =
    glbSize === derivative.glbSize &&
    (derivative.treeSize === undefined || treeSize === derivative.treeSize) &&
    glbHead.byteLength >= 12 &&
    new TextDecoder().decode(glbHead.subarray(0, 4)) === 'glTF' &&
    header.getUint32(4, true) === 2 &&
    header.getUint32(8, true) === derivative.glbSize &&
    treeHead[0] === 0x7b; // '{'
  if (!intact) throw new ModelFailed('model.parseFailed');
  await reachStage(job, 'readXml');
  return derivative;
}

/** Stage "success" (100%). */
export const finishStage = (job: ParseJob, derivative: Derivative) => finishParse(job, derivative);

/** Upgrade: the parsed GLB through the converters' upgrade, written under the upgrade run's prefix. */
export async function upgradeStage(job: UpgradeJob): Promise<NonNullable<Entry['upgraded']>> {
  const entry = await readEntry(job.projectId, job.entryId);
  if (
    !entry ||
    entry.isWlkModel !== UPGRADE_STATE.upgrading ||
    entry.upgradeRunId !== job.runId ||
    !entry.derivative
  )
    throw new StaleRun();
  const smaller = await upgradeModel(await readDerivative(entry.derivative.glbKey));
  const glbKey = `${runPrefix(job.projectId, job.entryId, job.runId)}upgraded.glb`;
  await putDerivative(glbKey, smaller, 'model/gltf-binary');
  return { glbKey, glbSize: smaller.byteLength };
}

export const finishUpgradeStage = (job: UpgradeJob, upgraded: NonNullable<Entry['upgraded']>) =>
  finishUpgrade(job, upgraded);
