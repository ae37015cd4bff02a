import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { z } from 'zod';
import { type LocalCloud, startLocalCloud } from '../../localstack/src/cloud.ts';
import { createRestAdapter } from '../../localstack/src/rest.ts';
import { signInDemo } from './foundation.bench.ts';
import { median, percentile, round } from './stats.ts';

/**
 * Issue 13: the middy pipeline against the router it replaced (test/bench/legacyRouter.ts), for the
 * same routes and the same events. In process: thousands of calls per side after a warm-up,
 * alternating call by call. Through HTTP: two local API adapters (authorizer included), one per
 * router, answering the same authenticated GET.
 */
type Handler = (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;

interface Side {
  median: number;
  p95: number;
}

async function timed(call: () => Promise<unknown>, into: number[]) {
  const t = performance.now();
  await call();
  into.push(performance.now() - t);
}

/**
 * `samples` calls per side after `warmup` calls per side, alternating call by call (and which side
 * goes first) so both sides see the same machine noise, which on a shared machine is most of p95.
 */
async function compare(
  sides: { middy: () => Promise<unknown>; legacy: () => Promise<unknown> },
  options: { warmup: number; samples: number },
) {
  const sink: number[] = [];
  for (let i = 0; i < options.warmup; i++) {
    await timed(sides.middy, sink);
    await timed(sides.legacy, sink);
  }
  const times = { middy: [] as number[], legacy: [] as number[] };
  for (let i = 0; i < options.samples; i++) {
    const order = i % 2 === 0 ? (['middy', 'legacy'] as const) : (['legacy', 'middy'] as const);
    for (const name of order) await timed(sides[name], times[name]);
  }
  const summary = (values: number[]): Side => ({
    median: round(median(values), 4),
    p95: round(percentile(values, 95), 4),
  });
  const middy = summary(times.middy);
  const legacy = summary(times.legacy);
  return {
    samplesPerSide: times.middy.length,
    middy,
    legacy,
    p95Ratio: round(middy.p95 / legacy.p95),
    medianRatio: round(middy.median / legacy.median),
  };
}

function event(init: Partial<APIGatewayProxyEvent>): APIGatewayProxyEvent {
  return {
    httpMethod: 'GET',
    path: init.resource,
    headers: { 'accept-language': 'en', 'content-type': 'application/json' },
    multiValueHeaders: {},
    body: null,
    isBase64Encoded: false,
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    ...init,
  } as APIGatewayProxyEvent;
}

async function routers() {
  const { createHttpHandler } = await import('../../functions/src/lib/http/router.ts');
  const { createHttpHandler: createLegacyHandler } = await import('./legacyRouter.ts');
  return { createHttpHandler, createLegacyHandler };
}

/** The pipeline alone: a JSON body validated by zod, a signed-in caller, no I/O in the handler. */
async function pipelineOnly() {
  const { route } = await import('../../functions/src/lib/http/route.ts');
  const { IdListSchema } = await import('../../shared/src/contracts/ids.ts');
  const { createHttpHandler, createLegacyHandler } = await routers();
  const routes = [
    route({
      method: 'POST',
      path: '/api/bench/save/{id}',
      auth: 'user',
      summary: 'bench',
      body: z.object({
        name: z.string().min(1).max(200),
        fileIds: IdListSchema,
        size: z.coerce.number().int(),
      }),
      handler: async ({ body, params, caller }) => ({ id: params.id, by: caller.userId, ...body }),
    }),
  ];
  const authorizer = {
    userId: 'u1',
    tenantId: '000000',
    sessionId: 's1',
    account: 'demo',
    roles: 'user',
    isAdmin: 'false',
    deptId: '1',
    roleId: '2',
    clientId: 'saber',
  };
  const request = () =>
    event({
      httpMethod: 'POST',
      resource: '/api/bench/save/{id}',
      pathParameters: { id: 'f1' },
      body: JSON.stringify({ name: 'Drawing A-101.dwg', fileIds: 'a1,a2,a3', size: 2048 }),
      requestContext: { requestId: 'r1', identity: { sourceIp: '127.0.0.1' }, authorizer } as never,
    });
  const middy: Handler = createHttpHandler(routes);
  const legacy: Handler = createLegacyHandler(routes);
  const check = await middy(request());
  if (check.statusCode !== 200) throw new Error(`bench route failed: ${check.body}`);
  return compare(
    { middy: () => middy(request()), legacy: () => legacy(request()) },
    { warmup: 5000, samples: 30_000 },
  );
}

/** A real product route (two DynamoDB reads) in process: GET /api/blade-auth/oauth/user-info. */
async function productRoute(cloud: LocalCloud, token: string) {
  const { apiGroups, otherFunctions } = await import('../../functions/src/manifest.ts');
  const { createHttpHandler, createLegacyHandler } = await routers();
  const authorize = (await import(`../../functions/src/${otherFunctions.authorizer}`)).handler;
  const result = await authorize({
    type: 'REQUEST',
    methodArn: 'arn:aws:execute-api:local:000000000000:local/local/GET/api/blade-auth/oauth/user-info',
    headers: { 'blade-auth': `bearer ${token}` },
  });
  const routes = apiGroups.find((g) => g.name === 'auth')!.routes;
  const request = () =>
    event({
      resource: '/api/blade-auth/oauth/user-info',
      headers: { 'accept-language': 'en', 'blade-auth': `bearer ${token}` },
      requestContext: {
        requestId: 'r1',
        identity: { sourceIp: '127.0.0.1' },
        authorizer: { ...result.context, principalId: result.principalId },
      } as never,
    });
  const middy: Handler = createHttpHandler(routes);
  const legacy: Handler = createLegacyHandler(routes);
  const check = await middy(request());
  if (check.statusCode !== 200) throw new Error(`user-info failed on ${cloud.url}: ${check.body}`);
  return compare(
    { middy: () => middy(request()), legacy: () => legacy(request()) },
    { warmup: 500, samples: 3000 },
  );
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => ok(Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

/** The same product route through the local API adapter (authorizer, event building, HTTP). */
async function throughAdapter(token: string) {
  const { apiGroups, otherFunctions } = await import('../../functions/src/manifest.ts');
  const { createHttpHandler, createLegacyHandler } = await routers();
  const authorizer = (await import(`../../functions/src/${otherFunctions.authorizer}`)).handler;
  const groups = apiGroups.filter((g) => g.name === 'auth');
  const serve = async (make: (routes: (typeof groups)[number]['routes']) => Handler) => {
    const adapter = createRestAdapter(groups, { auth: make(groups[0]!.routes) }, authorizer);
    const server: Server = createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      await adapter(req, res, await readBody(req), url);
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
    const { port } = server.address() as { port: number };
    return { server, url: `http://127.0.0.1:${port}/api/blade-auth/oauth/user-info` };
  };
  const middy = await serve(createHttpHandler);
  const legacy = await serve(createLegacyHandler);
  const headers = { 'blade-auth': `bearer ${token}`, 'accept-language': 'en' };
  const get = (url: string) => async () => {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`adapter answered ${res.status}`);
  };
  try {
    return await compare({ middy: get(middy.url), legacy: get(legacy.url) }, { warmup: 300, samples: 1500 });
  } finally {
    middy.server.close();
    legacy.server.close();
  }
}

/** Every figure of this bench; needs a running local cloud for the product route. */
export async function pipelineFigures(cloud: LocalCloud) {
  const token = await signInDemo(cloud.url, cloud.credentials.demo.password);
  return {
    goalP95Ratio: 1.1,
    pipelineOnly: await pipelineOnly(),
    productRouteInProcess: await productRoute(cloud, token),
    productRouteThroughAdapter: await throughAdapter(token),
  };
}

export function printPipelineFigures(figures: Awaited<ReturnType<typeof pipelineFigures>>) {
  console.log('\nRequest pipeline (issue 13): middy chain vs the previous router, same route, same event');
  const row = (f: Awaited<ReturnType<typeof pipelineOnly>>) => ({
    'middy p95 (ms)': f.middy.p95,
    'legacy p95 (ms)': f.legacy.p95,
    'p95 ratio': f.p95Ratio,
    'middy median (ms)': f.middy.median,
    'legacy median (ms)': f.legacy.median,
    'median ratio': f.medianRatio,
    samples: f.samplesPerSide,
  });
  console.table({
    'pipeline only (JSON body + zod, no I/O)': row(figures.pipelineOnly),
    'user-info in process (2 DynamoDB reads)': row(figures.productRouteInProcess),
    'user-info through the local adapter': row(figures.productRouteThroughAdapter),
  });
  console.log(`goal: p95 ratio ≤ ${figures.goalP95Ratio}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.env.LOG_LEVEL ??= 'WARN';
  const stateDir = mkdtempSync(join(tmpdir(), 'loopline-bench-pipeline-'));
  const cloud = await startLocalCloud({
    port: 0,
    stateDir,
    reset: true,
    dynamoInMemory: true,
    captcha: 'off',
    repoRoot: join(import.meta.dirname, '..', '..'),
  });
  try {
    const figures = await pipelineFigures(cloud);
    printPipelineFigures(figures);
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await cloud.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
  process.exit(0);
}
