import { GetObjectCommand } from '@aws-sdk/client-s3';
import { UPGRADE_STATE } from '@loopline/shared';
import { convertModel, loadConverter, upgradeModel } from '../convert/index.ts';
import { runPrefix } from '../derived/index.ts';
import type { Entry } from '../file/index.ts';
import { filesBucket, s3 } from '../lib/aws/s3.ts';
import { getObject } from '../objects/index.ts';
import { extractModel, modelNameOf } from './archive.ts';
import { type AttributeTable, mergeAttributes, readAttributeTable } from './attributes.ts';
import { derivativeHead, putDerivative, putProvenDerivative, readDerivative } from './derivatives.ts';
import { ModelFailed } from './errors.ts';
import {
  finishParse,
  finishUpgrade,
  type ParseJob,
  reachStage,
  readEntry,
  type StageSteps,
  StaleRun,
  type UpgradeJob,
} from './jobs.ts';
import { noticeFacts } from './notices.ts';
import { takesAttributes } from './policy.ts';
import { statusAudience } from './status.ts';

/** What the create stage found: the source object and the attribute file, if one is associated. */
export interface ParseSource {
  s3Key: string;
  size: number;
  suffix: string;
  fileName: string;
  attribute: { s3Key: string; suffix: string } | null;
  /** A model saved as a zip: the archive's path of the model, extracted before the conversion. */
  archiveEntry?: string;
}

export type Derivative = NonNullable<Entry['derivative']>;

async function objectBytes(s3Key: string): Promise<Uint8Array> {
  const out = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: s3Key }));
  return out.Body!.transformToByteArray();
}

/**
 * Stage "create" (30%): the run still owns the entry (the stage's conditional write proves it and
 * answers the entry, so nothing is read first), its bytes and its attribute file exist. The object
 * the route saw is looked up alongside the write (and again if the entry now names another one).
 * A missing object fails the run before the 30% is announced.
 */
export function createStage(
  job: ParseJob,
  early = job.fileId ? getObject(job.fileId) : null,
  steps: Pick<StageSteps, 'handPush'> = {},
): Promise<ParseSource> {
  early?.catch(() => undefined); // awaited in `check`, or dropped when the write finds the run stale
  return reachStage(job, 'create', {
    ...steps,
    check: async (entry) => {
      const attributeId = String(entry.attributeId);
      // Both looked up at once; a missing source still fails first, as it names the graver problem.
      const [object, attribute] = await Promise.allSettled([
        early && entry.fileId === job.fileId ? early : getObject(entry.fileId),
        attributeId === '-1' ? null : attributeSource(job, attributeId),
      ]);
      if (object.status === 'rejected') throw object.reason;
      if (!object.value) throw new ModelFailed('model.parseFailed');
      if (attribute.status === 'rejected') throw attribute.reason;
      return {
        s3Key: object.value.s3Key,
        size: object.value.size,
        suffix: entry.fileSuffix,
        fileName: entry.fileName,
        attribute: attribute.value,
        ...(entry.modelArchiveEntry ? { archiveEntry: entry.modelArchiveEntry } : {}),
      };
    },
  });
}

async function attributeSource(job: ParseJob, attributeId: string): Promise<ParseSource['attribute']> {
  const file = await readEntry(job.projectId, attributeId);
  const stored = file?.isFile ? await getObject(file.fileId) : null;
  if (!file || !stored) throw new ModelFailed('model.attributeUnreadable');
  return { s3Key: stored.s3Key, suffix: file.fileSuffix };
}

/**
 * Stage "sendWlkx" (60%): reads the attribute table first (an unreadable one fails the parse before
 * any work), converts the source, merges the attributes into the element tree and writes the GLB
 * and the tree under the run's prefix.
 */
export function convertStage(
  job: ParseJob,
  source: ParseSource,
  sourceBytes?: Promise<Uint8Array>,
): Promise<Derivative> {
  return deriveModel(
    source,
    runPrefix(job.projectId, job.entryId, job.runId),
    (outputs) => reachStage(job, 'sendWlkx', { alongside: outputs }),
    sourceBytes,
  );
}

/**
 * Stages "create" (30%) and "sendWlkx" (60%) as one task (issue 14): the source's download starts
 * as soon as its object is known, alongside the create write, instead of after a state transition.
 * Create's rules hold as before: nothing is converted unless the run owns the entry and its source
 * and attribute file exist; a download for an object the entry no longer names is dropped.
 */
export async function createAndConvertStage(job: ParseJob): Promise<Derivative> {
  const early = job.fileId ? getObject(job.fileId) : null;
  const earlyBytes = early?.then((object) => (object ? objectBytes(object.s3Key) : null));
  earlyBytes?.catch(() => undefined); // used below, or dropped with a failed create
  // The 30% push is posted while the conversion starts; it is awaited before the stage answers.
  let created: Promise<unknown> = Promise.resolve();
  const creating = createStage(job, early, { handPush: (push) => (created = push) });
  // The reader's modules load (this process's CPU, ≈ 200 ms for IFC; the event loop is busy
  // meanwhile) once the download has been asked for, while the stores answer it, the create write
  // and the lookups; the conversion itself still waits for create. Without a suffix in the job it
  // loads when the conversion starts, as before.
  const suffix = job.suffix;
  const reader = suffix ? dispatched(early).then(() => loadConverter(suffix)) : null;
  const [source] = await Promise.all([creating, reader]);
  const object = early ? await early.catch(() => null) : null;
  const bytes =
    earlyBytes && object?.s3Key === source.s3Key
      ? earlyBytes.then((b) => b ?? objectBytes(source.s3Key))
      : undefined;
  try {
    return await convertStage(job, source, bytes);
  } finally {
    await created;
  }
}

/**
 * Settles one turn of the event loop after `started` settles, by when the requests made as it
 * settled (the download's GET) are written to their sockets, so CPU-bound work that follows (the
 * reader's load) does not hold them back.
 */
function dispatched(started: Promise<unknown> | null | undefined): Promise<void> {
  return Promise.resolve(started)
    .catch(() => undefined)
    .then(() => new Promise<void>((sent) => setImmediate(sent)));
}

/**
 * The conversion itself, whatever the parsed thing is (a project's entry, or an example file of
 * the back office, which runs through the same state machine): the GLB and the tree are written
 * under `prefix` while `record` records the stage; both settle before it answers.
 */
export async function deriveModel(
  source: ParseSource,
  prefix: string,
  record: (outputs: Promise<unknown>) => Promise<unknown>,
  sourceBytes?: Promise<Uint8Array>,
): Promise<Derivative> {
  sourceBytes?.catch(() => undefined); // awaited below, unless the attribute table fails first
  let table: AttributeTable | null = null;
  if (source.attribute)
    table = await readAttributeTable(await objectBytes(source.attribute.s3Key), source.attribute.suffix);
  // No reader for RVM/VUE geometry exists (DESIGN §6); the association above is real all the same.
  if (takesAttributes(source.suffix)) throw new ModelFailed('model.rvmNotSupported');
  const stored = await (sourceBytes ?? objectBytes(source.s3Key));
  // A zip's model is converted as if it had been uploaded alone (its own bytes and name).
  const bytes = source.archiveEntry ? extractModel(stored, source.archiveEntry) : stored;
  const fileName = source.archiveEntry ? modelNameOf(source.archiveEntry).fileName : source.fileName;
  const { glb, tree } = await convertModel({ bytes, suffix: source.suffix, fileName });
  if (table) mergeAttributes(tree, table);
  const derivative: Derivative = {
    glbKey: `${prefix}model.glb`,
    treeKey: `${prefix}tree.json`,
    glbSize: glb.byteLength,
    elementCount: tree.elementCount,
  };
  const treeJson = new TextEncoder().encode(JSON.stringify(tree));
  derivative.treeSize = treeJson.byteLength;
  // What the verify stage checked on the stored objects is checked here on the bytes written, and
  // the writes' answers prove the store holds those bytes (putProvenDerivative), so no read-back.
  if (!wholeOutputs(glb, treeJson)) throw new ModelFailed('model.parseFailed');
  // The stage is recorded while its outputs are written, and announced once both are done.
  await record(
    Promise.all([
      putProvenDerivative(derivative.glbKey, glb, 'model/gltf-binary'),
      putProvenDerivative(derivative.treeKey, treeJson, 'application/json'),
    ]).then((proven) => {
      if (!proven.every(Boolean)) throw new ModelFailed('model.parseFailed');
    }),
  );
  return derivative;
}

/** A glTF 2 binary whose header states its own length, and a JSON object for the tree. */
function wholeOutputs(glb: Uint8Array, treeJson: Uint8Array): boolean {
  if (glb.byteLength < 12) return false;
  const header = new DataView(glb.buffer, glb.byteOffset, 12);
  return (
    new TextDecoder().decode(glb.subarray(0, 4)) === 'glTF' &&
    header.getUint32(4, true) === 2 &&
    header.getUint32(8, true) === glb.byteLength &&
    treeJson[0] === 0x7b // '{'
  );
}

/**
 * Stage "readXml" (90%): checks what was stored without downloading it again — both objects have
 * the written sizes, the GLB's header is a glTF 2 header of that length and the tree is JSON. One
 * ranged GET per object gives its first bytes and its size. The stage's conditional write (which
 * checks the run still owns the entry) goes alongside; a failed check announces nothing.
 */
export async function verifyStage(job: ParseJob, derivative: Derivative): Promise<Derivative> {
  await reachStage(job, 'readXml', { alongside: checkDerivative(derivative) });
  return derivative;
}

/**
 * Stages "readXml" (90%) and "success" (100%) as one task (issue 14): the outputs were proven whole
 * when written (deriveModel), so 90% is only its write and push. What the finish reads for its push
 * and notice is read alongside that write, and the 90% push is posted alongside the transaction.
 */
export async function verifyAndFinishStage(job: ParseJob, derivative: Derivative) {
  const audience = statusAudience(job.projectId);
  const facts = noticeFacts(job);
  let earlierPush: Promise<unknown> = Promise.resolve();
  await reachStage(job, 'readXml', { audience, handPush: (push) => (earlierPush = push) });
  return finishParse(job, derivative, { audience, facts, earlierPush });
}

/** Both stored outputs are whole: sizes as written, a glTF 2 header, a JSON tree. */
export async function checkDerivative(derivative: Derivative) {
  const [glb, tree] = await Promise.all([
    derivativeHead(derivative.glbKey, 12),
    derivativeHead(derivative.treeKey, 2),
  ]);
  const header = new DataView(glb.head.buffer, glb.head.byteOffset, glb.head.byteLength);
  const intact =
    glb.size === derivative.glbSize &&
    (derivative.treeSize === undefined || tree.size === derivative.treeSize) &&
    glb.head.byteLength >= 12 &&
    new TextDecoder().decode(glb.head.subarray(0, 4)) === 'glTF' &&
    header.getUint32(4, true) === 2 &&
    header.getUint32(8, true) === derivative.glbSize &&
    tree.head[0] === 0x7b; // '{'
  if (!intact) throw new ModelFailed('model.parseFailed');
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
