import { mkdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { answerClientError } from './clientErrors.ts';
import { createDevRoutes } from './devRoutes.ts';
import { ensureTable, startDynamo } from './dynamo.ts';
import { guardProcess } from './guard.ts';
import { enableConcurrentInvocations } from './invoke.ts';
import { createLocalKms } from './kms.ts';
import { tapLogSubscriptions } from './logSubscriptions.ts';
import { createPaySandbox } from './paySandbox.ts';
import { freePort } from './ports.ts';
import { createRestAdapter } from './rest.ts';
import { startS3 } from './s3.ts';
import { startS3HttpsFront } from './s3https.ts';
import { type SeededCredentials, seed } from './seed.ts';
import { createStartupGate } from './startupGate.ts';
import { createStaticSite } from './statics.ts';
import { createStepFunctions, type TaskHandler } from './stepfunctions.ts';
import { createSocketAdapter } from './websocket.ts';

export interface LocalCloudOptions {
  /** Port of the web/API/socket server; 0 picks a free one. */
  port: number;
  /** Where state survives restarts; null keeps everything in memory/temporary folders. */
  stateDir: string;
  reset: boolean;
  captcha: 'on' | 'off';
  repoRoot: string;
  /** Port of the S3 emulator's HTTPS front (Amplify Storage uploads); 0 or absent picks a free one. */
  s3HttpsPort?: number;
  /** Port of the S3 emulator itself (presigned uploads and downloads); 0 or absent picks a free one. */
  s3Port?: number;
  /**
   * The S3 emulator's address as the browser reaches it, when that is not this machine's loopback
   * port (a forwarded port, a proxy, another host): presigned URLs are signed for it.
   */
  s3PublicUrl?: string;
  /**
   * Keeps DynamoDB Local's tables in memory, for a cloud whose state is thrown away (tests, benches).
   * On disk every write waits for its SQLite sync: 20–28 ms a write on these machines against 2–7 ms in
   * memory, several times what DynamoDB itself takes (docs/decisions.md, dynamo-memory).
   */
  dynamoInMemory?: boolean;
}

export interface LocalCloud {
  url: string;
  port: number;
  credentials: SeededCredentials;
  env: Record<string, string>;
  /** `https://localhost:<port>`: the S3 emulator behind a self-signed certificate. */
  s3HttpsEndpoint: string;
  /** Where browsers fetch presigned URLs: the public S3 address if one was given, else the emulator's port. */
  s3BrowserEndpoint: string;
  /** Waits for running state machine executions. */
  settleWorkflows(): Promise<void>;
  /** Delivers the log lines waiting for their subscribers (the operation log) and waits for them. */
  settleLogs(): Promise<void>;
  stop(): Promise<void>;
}

const REGION = 'us-east-1';
/** The local KMS key the sealed settings' envelope uses (SETTINGS_KEY_ID; the stack's key when deployed). The alias keeps its first name so existing local state still opens. */
const LOCAL_SETTINGS_KEY = 'alias/loopline-pay-config';
export const LOCAL_NAMES = {
  table: 'loopline-main',
  connectionsTable: 'loopline-connections',
  filesBucket: 'loopline-files',
};

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Keep one byte past the limit so the adapter can tell the body was too large.
      if (size <= limit + 1) chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Starts the embedded local cloud: DynamoDB Local, the S3 emulator, the Step Functions emulator,
 * and one HTTP server carrying the SPA (/), the REST API (/api), the socket (/ws) and the AWS
 * management endpoints the functions call (/_aws/*). Functions run in this process.
 */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  // Before any AWS SDK call or function import (see invoke.ts).
  await enableConcurrentInvocations();
  const unguard = guardProcess();
  const stateDir = resolve(options.stateDir);
  if (options.reset) rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });

  const server = createServer();
  // Listening starts long before the app can serve: the gate answers every request meanwhile (503,
  // Retry-After) instead of leaving it unanswered, and swaps in the app once the seed is done.
  const gate = createStartupGate();
  server.on('request', gate.request);
  server.on('upgrade', gate.upgrade);
  server.on('clientError', answerClientError);
  // Keep idle sockets well past clients' own reuse window (undici: 4 s). With Node's 5 s default, a busy
  // machine closed sockets a client was reusing at that moment ("other side closed" on a plain GET).
  server.keepAliveTimeout = 30_000;
  server.headersTimeout = 31_000;
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, '127.0.0.1', () => ok());
  });
  const port = (server.address() as { port: number }).port;
  const url = `http://localhost:${port}`;
  const [dynamoPort, s3Port] = [await freePort(), options.s3Port || (await freePort())];
  const [dynamo, s3] = await Promise.all([
    startDynamo(dynamoPort, options.dynamoInMemory ? null : join(stateDir, 'dynamodb')),
    startS3(s3Port, join(stateDir, 's3'), [LOCAL_NAMES.filesBucket]),
  ]);
  const s3Https = await startS3HttpsFront({
    port: options.s3HttpsPort ?? 0,
    target: s3.endpoint,
    certDirectory: join(stateDir, 'tls'),
  });

  const env: Record<string, string> = {
    AWS_REGION: REGION,
    // The S3 emulator knows one key pair; DynamoDB Local accepts any. Real credentials never reach them.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    // What the STS route hands to browsers: Amplify Storage reaches S3 over https only.
    LOOPLINE_PUBLIC_S3_ENDPOINT: s3Https.endpoint,
    AWS_ENDPOINT_URL_SFN: `http://127.0.0.1:${port}/_aws/sfn`,
    // Settings secrets are sealed under a KMS envelope here as when deployed (localstack/src/kms.ts).
    AWS_ENDPOINT_URL_KMS: `http://127.0.0.1:${port}/_aws/kms`,
    SETTINGS_KEY_ID: LOCAL_SETTINGS_KEY,
    WS_MANAGEMENT_ENDPOINT: `http://127.0.0.1:${port}/_aws/ws`,
    S3_FORCE_PATH_STYLE: 'true',
    TABLE_NAME: LOCAL_NAMES.table,
    CONNECTIONS_TABLE_NAME: LOCAL_NAMES.connectionsTable,
    FILES_BUCKET: LOCAL_NAMES.filesBucket,
    LOOPLINE_LOCAL: 'true',
    LOOPLINE_CAPTCHA: options.captcha,
    ...(options.s3PublicUrl ? { LOOPLINE_S3_PUBLIC_URL: options.s3PublicUrl } : {}),
    AWS_EC2_METADATA_DISABLED: 'true',
    // No X-Ray daemon here; Powertools is already off outside Lambda, this says it outright. Manual
    // mode keeps the X-Ray SDK from installing its async_hooks context tracking on import, which
    // would tax every promise of every request in this one process (see docs/decisions.md).
    POWERTOOLS_TRACE_ENABLED: 'false',
    AWS_XRAY_MANUAL_MODE: 'true',
  };
  Object.assign(process.env, env);
  delete process.env.AWS_SESSION_TOKEN;
  // Only the option decides the public S3 address (not one left in this process's environment).
  if (!options.s3PublicUrl) delete process.env.LOOPLINE_S3_PUBLIC_URL;

  // Functions are imported only now, so their SDK clients see the endpoints above.
  const { MAIN_TABLE, CONNECTIONS_TABLE } = await import('@loopline/functions/lib/db/schema');
  const admin = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
  await ensureTable(admin, LOCAL_NAMES.table, MAIN_TABLE);
  await ensureTable(admin, LOCAL_NAMES.connectionsTable, CONNECTIONS_TABLE);
  admin.destroy();

  const { apiGroups, logSubscribers, otherFunctions, scheduledJobs, stateMachines } = await import(
    '@loopline/functions/manifest'
  );
  const load = async (entry: string) =>
    (await import(`@loopline/functions/${entry.replace(/\.ts$/, '')}`)).handler;
  const groupHandlers = Object.fromEntries(
    await Promise.all(apiGroups.map(async (g) => [g.name, await load(g.entry)])),
  );
  const rest = createRestAdapter(apiGroups, groupHandlers, await load(otherFunctions.authorizer));
  const socket = createSocketAdapter(await load(otherFunctions.socket), ['heartbeat'], `localhost:${port}`);
  const workers: Record<string, TaskHandler> = {};
  for (const [name, entry] of Object.entries(otherFunctions.workers)) workers[name] = await load(entry);
  const sfn = createStepFunctions(
    REGION,
    join(options.repoRoot, 'statemachines'),
    stateMachines.map((m) => ({
      name: m.name,
      file: m.file,
      tasks: Object.fromEntries(Object.entries(m.tasks).map(([sub, worker]) => [sub, workers[worker]!])),
    })),
  );
  const { stateMachineEnvName } = await import('@loopline/functions/lib/aws/sfn');
  for (const m of stateMachines) process.env[stateMachineEnvName(m.name)] = sfn.machineArn(m.name);
  const logTap = tapLogSubscriptions(
    await Promise.all(logSubscribers.map(async (s) => ({ ...s, handler: await load(s.entry) }))),
  );
  const site = createStaticSite(join(options.repoRoot, 'frontend', 'dist'));
  const dev = createDevRoutes();
  const paySandbox = createPaySandbox(stateDir, () => url);
  const kms = createLocalKms(stateDir, REGION, [LOCAL_SETTINGS_KEY]);

  const app = async (req: IncomingMessage, res: ServerResponse) => {
    const requestUrl = new URL(req.url ?? '/', url);
    const path = requestUrl.pathname;
    try {
      if (path.startsWith('/api/'))
        return await rest(req, res, await readBody(req, 10 * 1024 * 1024), requestUrl);
      if (path.startsWith('/_aws/sfn')) return await sfn.handle(req, res, await readBody(req, 1024 * 1024));
      if (path.startsWith('/_aws/kms')) return kms.handle(req, res, await readBody(req, 64 * 1024));
      const managed = /^\/_aws\/ws\/@connections\/([^/]+)$/.exec(path);
      if (managed)
        return socket.manage(req, res, await readBody(req, 128 * 1024), decodeURIComponent(managed[1]!));
      if (path.startsWith('/_local/pay/'))
        return await paySandbox.handle(req, res, requestUrl, await readBody(req, 64 * 1024));
      // Tests that compare the table before and after wait here for the audit lines already printed.
      if (path === '/_local/logs/settle' && req.method === 'POST') {
        await logTap.settle();
        res.writeHead(204).end();
        return;
      }
      if (path.startsWith('/_local/')) return await dev(req, res, requestUrl);
      site(req, res, requestUrl);
    } catch (error) {
      console.error('local cloud: request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 500, success: false, msg: 'Internal error', data: null }));
    }
  };
  const upgrade = (req: IncomingMessage, sock: Duplex, head: Buffer) => {
    const requestUrl = new URL(req.url ?? '/', url);
    if (requestUrl.pathname !== '/ws') return sock.destroy();
    socket.upgrade(req, sock, head, requestUrl).catch((error: unknown) => {
      console.error('local cloud: socket upgrade failed', error);
      sock.destroy();
    });
  };
  gate.serveInternal(app);

  const credentials = await seed(stateDir);
  // The payment providers point at the sandbox (until an administrator saves real settings).
  const { ensureSandboxConfig } = await import('@loopline/functions/pay/index');
  const payConfigs = paySandbox.merchantConfigs(url);
  await ensureSandboxConfig('wxpay', payConfigs.wxpay);
  await ensureSandboxConfig('alipay', payConfigs.alipay);
  await ensureSandboxConfig('merge', payConfigs.merge);
  await ensureSandboxConfig('ios', payConfigs.ios);
  await ensureSandboxConfig('petalpay', payConfigs.petalpay);
  gate.open(app, upgrade);

  // Scheduled jobs: once at start, then at their rate, like the stack's EventBridge rules.
  const timers: NodeJS.Timeout[] = [];
  for (const job of scheduledJobs) {
    const run = async () => {
      try {
        await (await load(job.entry))({});
      } catch (error) {
        console.error(`local cloud: scheduled job ${job.name} failed`, error);
      }
    };
    void run();
    const timer = setInterval(run, job.everyMinutes * 60_000);
    timer.unref();
    timers.push(timer);
  }

  let stopped = false;
  return {
    url,
    port,
    credentials,
    env,
    s3HttpsEndpoint: s3Https.endpoint,
    s3BrowserEndpoint: options.s3PublicUrl || s3.endpoint,
    settleWorkflows: () => sfn.settle(),
    settleLogs: () => logTap.settle(),
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      socket.close();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      await logTap.stop();
      await s3Https.stop();
      await Promise.all([s3.stop(), dynamo.stop()]);
      unguard();
    },
  };
}
