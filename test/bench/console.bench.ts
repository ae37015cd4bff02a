import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { LocalCloud } from '../../localstack/src/cloud.ts';
import { signInDemo } from './foundation.bench.ts';
import { median, percentile, round } from './stats.ts';

/**
 * Issue 19's figures: the sensitive-word check (a 2 KB text against 10,000 active words) and the
 * operation log's cost on a write route (p95 with the audit hand-off against p95 without it; the
 * record itself is stored by the log subscription's consumer, off the request path).
 */
type Handler = (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;

const summary = (values: number[]) => ({
  median: round(median(values), 4),
  p95: round(percentile(values, 95), 4),
});

/** Words like the ones people list: 2–8 letters of a mixed Latin and Chinese alphabet. */
function randomWords(count: number, seed = 7): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz管道阀门仪表设备违禁测试敏感';
  // mulberry32: a small seeded generator, so every run checks the same list.
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const words = new Set<string>();
  while (words.size < count) {
    const length = 4 + Math.floor(next() * 5);
    words.add(Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''));
  }
  return [...words];
}

/** The matcher alone: build time, and p95 of checking 2 KB texts (clean, so every character is read). */
export async function sensitiveWordFigures() {
  const { buildMatcher } = await import('../../functions/src/lib/text/multiPattern.ts');
  const words = randomWords(10_000);
  const built = performance.now();
  const matcher = buildMatcher(words);
  const buildMs = performance.now() - built;
  // Ordinary prose-like text that contains none of the words: the worst case, nothing stops the scan early.
  const base = 'The P&ID shows pump P-101 feeding line 2"-PL-1001 through valve XV-2001 to tank T-201; ';
  let text = '';
  while (Buffer.byteLength(text) < 2048) text += base;
  text = text.slice(0, 2048);
  if (matcher.firstMatch(text) !== null) throw new Error('bench text unexpectedly contains a word');
  const times: number[] = [];
  for (let i = 0; i < 20_000; i++) {
    const sample = i % 2 ? text : `${text.slice(1)}${i % 10}`;
    const t = performance.now();
    matcher.firstMatch(sample);
    times.push(performance.now() - t);
  }
  return {
    words: matcher.size,
    textBytes: Buffer.byteLength(text),
    buildMs: round(buildMs, 1),
    check: summary(times.slice(2000)),
    goalP95Ms: 1,
  };
}

function event(init: Partial<APIGatewayProxyEvent>): APIGatewayProxyEvent {
  return {
    httpMethod: 'POST',
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

/**
 * A real write route in process (POST /api/cloud/user/message/setUserMessage, one DynamoDB write),
 * with the operation log and without it. "Without" is the very same route declared under a path the
 * log treats as a query (…/query), so the two sides differ by the audit write alone. Alternating
 * call by call so both sides see the same machine noise.
 */
export async function operationLogFigures(cloud: LocalCloud) {
  const token = await signInDemo(cloud.url, cloud.credentials.demo.password);
  const { apiGroups, otherFunctions } = await import('../../functions/src/manifest.ts');
  const { createHttpHandler } = await import('../../functions/src/lib/http/router.ts');
  const authorize = (await import(`../../functions/src/${otherFunctions.authorizer}`)).handler;
  const path = '/api/cloud/user/message/setUserMessage';
  const result = await authorize({
    type: 'REQUEST',
    methodArn: `arn:aws:execute-api:local:000000000000:local/local/POST${path}`,
    headers: { 'blade-auth': `bearer ${token}` },
  });
  const route = apiGroups.flatMap((g) => g.routes).find((r) => r.path === path && r.method === 'POST')!;
  const quiet = { ...route, path: `${path}/query` };
  const handler: Handler = createHttpHandler([route, quiet]);
  const request = (resource: string) =>
    event({
      resource,
      body: JSON.stringify({ messageTypes: '' }),
      headers: {
        'accept-language': 'en',
        'content-type': 'application/json',
        'blade-auth': `bearer ${token}`,
      },
      requestContext: {
        requestId: 'r1',
        identity: { sourceIp: '127.0.0.1' },
        authorizer: { ...result.context, principalId: result.principalId },
      } as never,
    });
  for (const resource of [path, quiet.path]) {
    const check = await handler(request(resource));
    if (check.statusCode !== 200) throw new Error(`${resource} failed: ${check.body}`);
  }
  const times = { logged: [] as number[], unlogged: [] as number[] };
  const sides = { logged: path, unlogged: quiet.path } as const;
  const samples = 3000;
  for (let i = 0; i < 300 + samples; i++) {
    const order = i % 2 === 0 ? (['logged', 'unlogged'] as const) : (['unlogged', 'logged'] as const);
    for (const name of order) {
      const t = performance.now();
      await handler(request(sides[name]));
      if (i >= 300) times[name].push(performance.now() - t);
    }
  }
  const logged = summary(times.logged);
  const unlogged = summary(times.unlogged);
  // The records are written off the request path (log line → subscription → consumer): check that
  // every logged call's record did arrive, so the cheaper side is not cheaper by losing the log.
  await cloud.settleLogs();
  const { operationLog } = await import('../../functions/src/entities/operationLog.ts');
  const day = new Date().toISOString().slice(0, 10);
  const { data: records } = await operationLog.query
    .byDay({ tenantId: result.context.tenantId as string, day })
    .where((attr, op) => op.eq(attr.operaRoute, `POST ${path}`))
    .go({ pages: 'all', attributes: ['id'] });
  return {
    route: `POST ${path}`,
    samplesPerSide: samples,
    recordsStored: records.length,
    loggedCalls: 300 + samples + 1,
    logged,
    unlogged,
    p95Ratio: round(logged.p95 / unlogged.p95),
    medianRatio: round(logged.median / unlogged.median),
    goalP95Ratio: 1.2,
  };
}
