/**
 * One measured model run in a fresh Node process (so wasm heaps and caches of one run never help
 * another), for models.bench.ts. Modes:
 *  - bare <file> <suffix>: convertModel on the bytes (the converter alone), then upgradeModel;
 *  - pipeline <job json>: the parse state machine (statemachines/parse.asl.json, the real worker,
 *    the local cloud's DynamoDB and S3) and then the upgrade state machine, as the local cloud runs them:
 *    the machines built beforehand and the worker's AWS clients warm (as the local cloud's in-process
 *    workers and a warm Lambda container are); the converter starts cold, as in bare.
 * Prints one JSON line: wall times (ms) and the process's peak RSS (MB).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StateMachine } from 'aws-local-stepfunctions';
import { createTrace } from './modelTrace.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

function machine(file: string, substitution: string) {
  const asl = readFileSync(join(repoRoot, 'statemachines', file), 'utf8').replaceAll(
    `\${${substitution}}`,
    `arn:aws:lambda:us-east-1:000000000000:function:${substitution}`,
  );
  return new StateMachine(JSON.parse(asl));
}

/** aws-local-stepfunctions binds local handlers by state name: every Task state gets the worker. */
function handlers(file: string, worker: (input: never) => Promise<unknown>) {
  const states = JSON.parse(readFileSync(join(repoRoot, 'statemachines', file), 'utf8')).States as Record<
    string,
    { Type: string }
  >;
  return Object.fromEntries(
    Object.entries(states)
      .filter(([, s]) => s.Type === 'Task')
      .map(([name]) => [name, worker]),
  ) as never;
}

const [mode, arg, suffix] = process.argv.slice(2);
if (mode === 'bare') {
  const { convertModel, upgradeModel } = await import('../../functions/src/convert/index.ts');
  const bytes = new Uint8Array(readFileSync(arg!));
  let t = performance.now();
  const { glb, tree } = await convertModel({ bytes, suffix: suffix!, fileName: `model.${suffix}` });
  const parseMs = performance.now() - t;
  const parsePeakMb = peakMb();
  t = performance.now();
  const upgraded = await upgradeModel(glb);
  const upgradeMs = performance.now() - t;
  console.log(
    JSON.stringify({
      parseMs,
      parsePeakMb,
      upgradeMs,
      peakMb: peakMb(),
      glbBytes: glb.byteLength,
      upgradedBytes: upgraded.byteLength,
      elements: tree.elementCount,
    }),
  );
} else if (mode === 'pipeline') {
  const { upgradeRunId, ...job } = JSON.parse(arg!) as {
    projectId: string;
    entryId: string;
    runId: string;
    upgradeRunId: string;
    fileId?: string;
    suffix?: string;
  };
  const { handler: parseWorker } = await import('../../functions/src/workers/parseModel.ts');
  const { handler: upgradeWorker } = await import('../../functions/src/workers/upgradeModel.ts');
  const { readEntry } = await import('../../functions/src/model/jobs.ts');
  const { dynamo, tableName } = await import('../../functions/src/lib/aws/dynamo.ts');
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  // Per-stage wall times, to see where the orchestration costs go, and this process's CPU in each
  // (stages run one at a time, so it is the stage's own work; unlike wall time, other processes on a
  // shared machine hardly move it).
  const stagesMs: Record<string, number> = {};
  const stagesCpuMs: Record<string, number> = {};
  const trace = process.env.MODELS_BENCH_TRACE === '1' ? createTrace() : null;
  const timed = (worker: (input: never) => Promise<unknown>) => async (input: never) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    try {
      const stage = (input as { stage: string }).stage;
      return await (trace ? trace.step(`task ${stage}`, () => worker(input)) : worker(input));
    } finally {
      const stage = (input as { stage: string }).stage;
      const used = process.cpuUsage(cpu);
      stagesMs[stage] = Math.round((stagesMs[stage] ?? 0) + performance.now() - started);
      stagesCpuMs[stage] = Math.round((stagesCpuMs[stage] ?? 0) + (used.user + used.system) / 1000);
    }
  };
  // Built (and validated) before the clock starts: a deployed machine, and the local cloud's, is
  // built once and then runs each execution; only the execution is the parse's cost.
  const parseMachine = machine('parse.asl.json', 'ParseWorkerArn');
  const upgradeMachine = machine('upgrade.asl.json', 'UpgradeWorkerArn');
  const parseHandlers = handlers('parse.asl.json', timed(parseWorker));
  const upgradeHandlers = handlers('upgrade.asl.json', upgradeWorker);
  // The worker is warm, as the local cloud's workers are (loaded once at start, their SDK clients
  // in use) and as a warm Lambda container is: its AWS clients have made a call. The converter is
  // not warmed (no conversion ran in this process), so its wasm start stays in both figures.
  // MODELS_BENCH_COLD_SDK=1 measures a cold worker instead.
  if (process.env.MODELS_BENCH_COLD_SDK !== '1') {
    const { HeadBucketCommand } = await import('@aws-sdk/client-s3');
    const { s3, filesBucket } = await import('../../functions/src/lib/aws/s3.ts');
    await Promise.all([
      readEntry(job.projectId, job.entryId),
      s3.send(new HeadBucketCommand({ Bucket: filesBucket() })),
    ]);
  }
  if (trace) {
    const { s3 } = await import('../../functions/src/lib/aws/s3.ts');
    trace.watch('dynamo', dynamo as never);
    trace.watch('s3', s3 as never);
    trace.start();
  }
  let t = performance.now();
  await parseMachine
    .run(
      { job: { ...job, ownerId: 'bench', userId: 'bench', recordId: job.runId } },
      { overrides: { taskResourceLocalHandlers: parseHandlers } },
    )
    .result.catch(() => undefined);
  const parseMs = performance.now() - t;
  trace?.mark('machine answered');
  const timeline = trace?.events();
  const parsePeakMb = peakMb();
  const parsed = await readEntry(job.projectId, job.entryId);
  if (parsed?.isModel !== '3') {
    console.log(JSON.stringify({ failed: parsed?.parseMessageKey ?? 'unknown' }));
    process.exit(0);
  }
  // What convertModelWlk's route does before it starts the machine.
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `PROJECT#${job.projectId}`, sk: `ENTRY#${job.entryId}` },
      UpdateExpression: 'SET isWlkModel = :u, upgradeRunId = :r',
      ExpressionAttributeValues: { ':u': 2, ':r': upgradeRunId },
    }),
  );
  t = performance.now();
  await upgradeMachine
    .run(
      { job: { projectId: job.projectId, entryId: job.entryId, runId: upgradeRunId } },
      { overrides: { taskResourceLocalHandlers: upgradeHandlers } },
    )
    .result.catch(() => undefined);
  const upgradeMs = performance.now() - t;
  const done = await readEntry(job.projectId, job.entryId);
  console.log(
    JSON.stringify({
      parseMs,
      parsePeakMb,
      upgradeMs,
      peakMb: peakMb(),
      isWlkModel: done?.isWlkModel,
      glbKey: done?.derivative?.glbKey,
      upgradedKey: done?.upgraded?.glbKey,
      glbBytes: done?.derivative?.glbSize,
      upgradedBytes: done?.upgraded?.glbSize,
      elements: done?.derivative?.elementCount,
      stagesMs,
      stagesCpuMs,
      timeline,
    }),
  );
}
process.exit(0);
