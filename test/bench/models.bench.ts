import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { LocalCloud } from '../../localstack/src/cloud.ts';
import { SAMPLES } from '../support/samples.ts';
import type { TraceEvent } from './modelTrace.ts';
import { median, round } from './stats.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');

const run = promisify(execFile);
const RUNS = Number(process.env.MODELS_BENCH_RUNS ?? 3);
const log = (m: string) => process.stderr.write(`${new Date().toISOString()} models bench: ${m}\n`);

interface RunFigures {
  parseMs: number;
  parsePeakMb: number;
  upgradeMs: number;
  peakMb: number;
  glbBytes: number;
  upgradedBytes: number;
  elements: number;
  glbKey?: string;
  upgradedKey?: string;
  failed?: string;
  stagesMs?: Record<string, number>;
  stagesCpuMs?: Record<string, number>;
  /** MODELS_BENCH_TRACE=1: the run's steps (modelTrace.ts), logged as they come. */
  timeline?: TraceEvent[];
}

const logTimeline = (label: string, figures: RunFigures) => {
  if (!figures.timeline) return;
  const lines = figures.timeline.map(
    (e) =>
      `  ${String(e.from).padStart(7)}${e.to === undefined ? '' : ` → ${String(e.to).padStart(7)}`}  ${e.what}`,
  );
  log(`${label}: ${Math.round(figures.parseMs)} ms\n${lines.join('\n')}`);
};

// MODELS_BENCH_BASELINE=/work/main (another checkout of this repository) also runs that checkout's
// state machine and worker in every round, against the same local cloud, as `baseline`.
const baselineRoot = process.env.MODELS_BENCH_BASELINE ? resolve(process.env.MODELS_BENCH_BASELINE) : null;

async function child(args: string[], env: Record<string, string> = {}, cwd = repoRoot): Promise<RunFigures> {
  const { stdout } = await run('npx', ['tsx', 'test/bench/modelRun.ts', ...args], {
    cwd,
    env: { ...process.env, ...env, LOG_LEVEL: 'ERROR' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as RunFigures;
}

/** GLB node names that are elements (extras.elementId), or all names for the upgraded file. */
function nodeNames(glb: Uint8Array, elementsOnly: boolean): Set<string> {
  const length = new DataView(glb.buffer, glb.byteOffset).getUint32(12, true);
  const json = JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + length))) as {
    nodes?: { name?: string; extras?: { elementId?: string } }[];
  };
  return new Set(
    (json.nodes ?? []).filter((n) => !elementsOnly || n.extras?.elementId).map((n) => n.name ?? ''),
  );
}

/**
 * Issue 7 figures: for each model, the whole parse state machine (real ASL, real worker, DynamoDB
 * and S3 of the local cloud) against the bare convertModel on the same bytes — wall time and peak
 * RSS, each in a fresh process — and the upgrade's size reduction and time, with a check that every
 * element node of the parsed GLB is still in the upgraded one.
 */
export async function modelFigures(cloud: LocalCloud) {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { s3, filesBucket } = await import('../../functions/src/lib/aws/s3.ts');
  const { dynamo, tableName } = await import('../../functions/src/lib/aws/dynamo.ts');
  const { registerObject } = await import('../../functions/src/objects/index.ts');
  const { newFolder } = await import('../../functions/src/file/model.ts');
  const { storedItem } = await import('../../functions/src/entities/commit.ts');
  const { entry } = await import('../../functions/src/entities/entry.ts');
  const { transactWrite } = await import('../../functions/src/entities/transaction.ts');
  const { parseRecordItem } = await import('../../functions/src/model/records.ts');
  const { readDerivative } = await import('../../functions/src/model/derivatives.ts');
  const { generateIfc } = await import('../../functions/src/convert/testing/bigIfc.ts');
  const { glbBreakdown } = await import('../../functions/src/convert/upgradeBreakdown.ts');

  const work = mkdtempSync(join(tmpdir(), 'loopline-models-bench-'));
  const big = join(work, 'generated-50k.ifc');
  writeFileSync(big, generateIfc(50_000));
  const models = [
    ...['AC20-FZK-Haus.ifc', 'IfcOpenHouse_IFC4.ifc', 'duplex.ifc', 'tested_sample_project.ifc'].map((f) =>
      join(SAMPLES, 'ifc', f),
    ),
    join(SAMPLES, 'step', 'as1-oc-214.stp'),
    big,
  ];
  // MODELS_BENCH_ONLY=50k (substrings of file names, comma-separated) measures only those, for quick checks.
  const only = process.env.MODELS_BENCH_ONLY?.split(',');
  const chosen = only ? models.filter((m) => only.some((o) => m.includes(o))) : models;
  const projectId = 'benchmodels';
  const out: Record<string, unknown> = {};
  for (const [i, path] of chosen.entries()) {
    const name = path.split('/').at(-1)!;
    const suffix = name.split('.').at(-1)!.toLowerCase();
    const bytes = readFileSync(path);
    const objectId = `benchmodel${i}${Date.now()}`;
    const s3Key = `bench/models/${objectId}`;
    await s3.send(new PutObjectCommand({ Bucket: filesBucket(), Key: s3Key, Body: bytes }));
    await registerObject({ objectId, s3Key, size: bytes.length, md5: '', uploaderId: 'bench' });
    const base = newFolder(projectId, { id: projectId, ancestorIds: [] }, `benchentry${i}`, name, {
      userId: 'bench',
      account: 'bench',
    });
    // Alternating runs, each a fresh process; medians of RUNS (the machine is shared, so single runs are noisy).
    const bares: RunFigures[] = [];
    const sms: RunFigures[] = [];
    const baselines: RunFigures[] = [];
    /** A fresh entry in parse, with its load record, and the job the parse route would send for it. */
    const parseJob = async (r: number, side: string) => {
      const entryId = `benchentry${i}r${r}${side}${Date.now()}`;
      const runId = `run${entryId}`;
      await dynamo.send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...storedItem(
              entry.put({
                ...base,
                id: entryId,
                isFile: 1,
                fileSuffix: suffix,
                fileSize: bytes.length,
                fileId: objectId,
              }),
            ),
            isModel: '2',
            parseRunId: runId,
          },
        }),
      );
      // The starter's load record, which the parse route writes with the entry (finish settles it).
      await transactWrite({
        record: parseRecordItem('bench', {
          id: runId,
          projectId,
          proName: projectId,
          entryId,
          fileName: name,
          fileSize: bytes.length,
          fileSuffix: suffix,
        }),
      });
      // The job as the parse route sends it (it names the object the entry holds and its suffix).
      return JSON.stringify({
        projectId,
        entryId,
        runId,
        upgradeRunId: `up${runId}`,
        fileId: objectId,
        suffix,
      });
    };
    for (let r = 0; r < RUNS; r++) {
      log(`${name}: run ${r + 1}/${RUNS}, bare converter`);
      bares.push(await child(['bare', path, suffix]));
      const ours = async () => {
        log(`${name}: run ${r + 1}/${RUNS}, state machines`);
        sms.push(await child(['pipeline', await parseJob(r, 'sm')], cloud.env));
        logTimeline(`${name}: run ${r + 1}, state machine`, sms.at(-1)!);
      };
      const theirs = async () => {
        if (!baselineRoot) return;
        log(`${name}: run ${r + 1}/${RUNS}, baseline state machines`);
        baselines.push(await child(['pipeline', await parseJob(r, 'base')], cloud.env, baselineRoot));
        logTimeline(`${name}: run ${r + 1}, baseline state machine`, baselines.at(-1)!);
      };
      // Alternating which checkout goes first, so neither always follows the bare run.
      if (r % 2 === 0) {
        await ours();
        await theirs();
      } else {
        await theirs();
        await ours();
      }
    }
    const failed = sms.find((m) => m.failed);
    if (failed) {
      out[name] = { failed: failed.failed };
      continue;
    }
    const mid = (runs: RunFigures[], key: 'parseMs' | 'parsePeakMb' | 'upgradeMs') =>
      median(runs.map((x) => x[key]));
    const sm = sms[0]!;
    const bare = {
      parseMs: mid(bares, 'parseMs'),
      parsePeakMb: mid(bares, 'parsePeakMb'),
      upgradeMs: mid(bares, 'upgradeMs'),
    };
    const smMid = {
      parseMs: mid(sms, 'parseMs'),
      parsePeakMb: mid(sms, 'parsePeakMb'),
      upgradeMs: mid(sms, 'upgradeMs'),
    };
    const parsedGlb = await readDerivative(sm.glbKey!);
    const upgradedGlb = await readDerivative(sm.upgradedKey!);
    const parsedNames = nodeNames(parsedGlb, true);
    const upgradedNames = nodeNames(upgradedGlb, false);
    // Where the upgraded bytes are (issue 14): KB by part, before → after.
    const [partsBefore, partsAfter] = [glbBreakdown(parsedGlb), glbBreakdown(upgradedGlb)];
    const kb = (bytes: number) => Math.round(bytes / 1024);
    const parts: Record<string, string> = {
      JSON: `${kb(partsBefore.jsonBytes)} → ${kb(partsAfter.jsonBytes)}`,
    };
    for (const kind of Object.keys(partsBefore.bytes) as (keyof typeof partsBefore.bytes)[]) {
      parts[kind] = `${kb(partsBefore.bytes[kind])} → ${kb(partsAfter.bytes[kind])}`;
    }
    const kept = [...parsedNames].every((n) => upgradedNames.has(n));
    out[name] = {
      inputMB: round(bytes.length / 1024 ** 2),
      elements: sm.elements,
      'bare parse (ms)': round(bare.parseMs, 0),
      'state machine parse (ms)': round(smMid.parseMs, 0),
      'time ratio': round(smMid.parseMs / bare.parseMs),
      'bare peak RSS (MB)': bare.parsePeakMb,
      'state machine peak RSS (MB)': smMid.parsePeakMb,
      'memory ratio': round(smMid.parsePeakMb / bare.parsePeakMb),
      'GLB (KB)': round(sm.glbBytes / 1024, 0),
      'upgraded GLB (KB)': round(sm.upgradedBytes / 1024, 0),
      'upgrade reduction (×)': round(sm.glbBytes / sm.upgradedBytes, 1),
      'upgrade KB by part (before → after)': JSON.stringify(parts),
      'upgrade state machine (ms)': round(smMid.upgradeMs, 0),
      'bare upgrade (ms)': round(bare.upgradeMs, 0),
      'element nodes kept': kept,
      'parse runs (ms, bare / state machine)': `${bares.map((x) => Math.round(x.parseMs)).join(', ')} / ${sms.map((x) => Math.round(x.parseMs)).join(', ')}`,
      'parse stages per run (ms)': JSON.stringify(sms.map((x) => x.stagesMs)),
      'parse stages CPU per run (ms)': JSON.stringify(sms.map((x) => x.stagesCpuMs)),
      runs: RUNS,
    };
    if (baselines.length)
      Object.assign(out[name] as object, {
        'baseline state machine parse (ms)': round(mid(baselines, 'parseMs'), 0),
        'baseline time ratio': round(mid(baselines, 'parseMs') / bare.parseMs),
        'baseline parse runs (ms)': baselines.map((x) => Math.round(x.parseMs)).join(', '),
        'baseline parse stages per run (ms)': JSON.stringify(baselines.map((x) => x.stagesMs)),
        'baseline parse stages CPU per run (ms)': JSON.stringify(baselines.map((x) => x.stagesCpuMs)),
      });
    log(`${name}: ${JSON.stringify(out[name])}`);
  }
  rmSync(work, { recursive: true, force: true });
  return out;
}

/** `npx tsx test/bench/models.bench.ts`: these figures alone, in their own local cloud. */
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { startLocalCloud } = await import('../../localstack/src/cloud.ts');
  process.env.LOG_LEVEL ??= 'WARN';
  const stateDir = mkdtempSync(join(tmpdir(), 'loopline-models-cloud-'));
  const cloud = await startLocalCloud({
    port: 0,
    stateDir,
    reset: true,
    dynamoInMemory: true,
    captcha: 'off',
    repoRoot,
  });
  const models = await modelFigures(cloud);
  await cloud.stop();
  rmSync(stateDir, { recursive: true, force: true });
  // A partial run (MODELS_BENCH_ONLY) is printed, not written over the full run's results.
  if (!process.env.MODELS_BENCH_ONLY) {
    const results = join(import.meta.dirname, 'results');
    writeFileSync(
      join(results, 'models.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), models }, null, 2)}\n`,
    );
  }
  console.table(models);
  process.exit(0);
}
