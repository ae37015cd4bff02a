import type { LocalCloud } from '../../localstack/src/cloud.ts';
import { signInDemo } from './foundation.bench.ts';
import { median, percentile, round } from './stats.ts';

/**
 * Issue 19's third figure: the statistics page's load over 100,000 users' worth of data, and the proof
 * that it reads counters, not the data: every DynamoDB command the functions send during the loads is
 * counted (commands by name, items evaluated), so a scan would show up as a Scan command or as items
 * read in proportion to the users.
 */
const USERS = 100_000;
const DAYS = 365;
const FORMATS = ['rvt', 'ifc', 'dwg', 'nwd', 'step', 'stp', 'fbx', 'obj', 'skp', 'dgn'];
const SIZES = ['<10MB', '10-50MB', '50-200MB', '200MB-1GB', '>=1GB'];

const dayOf = (i: number, now: number) => new Date(now - i * 86_400_000).toISOString().slice(0, 10);

/** 100,000 user items, and the daily counters that their sign-ups, sign-ins, uploads and parses left. */
async function seed(tenantId: string) {
  const { user } = await import('../../functions/src/entities/user.ts');
  const { opsCounter } = await import('../../functions/src/entities/opsCounter.ts');
  const now = Date.now();
  const created = new Date(now - DAYS * 86_400_000).toISOString();
  const started = performance.now();
  const users = Array.from({ length: USERS }, (_, i) => ({
    userId: `bench-user-${i}`,
    tenantId,
    account: `bench${i}`,
    phone: `199${String(i).padStart(8, '0')}`,
    passwordHash: 'x',
    passwordChangedAt: created,
    roleIds: ['2'],
    roleNames: ['user'],
    deptIds: [],
    status: 1,
    createdAt: dayOf(i % DAYS, now),
    updatedAt: created,
  }));
  for (let i = 0; i < users.length; i += 2500) await user.put(users.slice(i, i + 2500)).go({ concurrent: 4 });
  // What the writes count for them: each user signed up on one day, signs in on about a fifth of the
  // days, uploads and parses now and then.
  const counters: { tenantId: string; metric: string; day: string; key: string; count: number }[] = [];
  for (let d = 0; d < DAYS; d++) {
    const day = dayOf(d, now);
    const add = (metric: string, key: string, count: number) => {
      counters.push({ tenantId, metric, day, key, count });
    };
    add('users.new', '', Math.round(USERS / DAYS));
    add('users.active', '', 15_000 + (d % 7) * 1000);
    add('files.uploads', '', 4000 + (d % 5) * 100);
    add('files.uploadBytes', '', 4000 * 30 * 2 ** 20);
    add('model.parse', '', 1500 + (d % 3) * 50);
    for (const [i, f] of FORMATS.entries()) add('model.format', f, 300 - i * 20);
    for (const [i, s] of SIZES.entries()) add('model.size', s, 600 - i * 100);
  }
  for (let i = 0; i < counters.length; i += 2500)
    await opsCounter.put(counters.slice(i, i + 2500)).go({ concurrent: 4 });
  return {
    users: USERS,
    counterItems: counters.length,
    seedSeconds: round((performance.now() - started) / 1000, 1),
  };
}

/** Counts the DynamoDB commands the in-process functions send, and the items they evaluate. */
async function commandCounter() {
  const { dynamo } = await import('../../functions/src/lib/aws/dynamo.ts');
  const seen = { commands: {} as Record<string, number>, itemsEvaluated: 0 };
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const name = context.commandName ?? 'unknown';
      seen.commands[name] = (seen.commands[name] ?? 0) + 1;
      const output = result.output as { ScannedCount?: number; Item?: unknown; Responses?: unknown };
      seen.itemsEvaluated += output.ScannedCount ?? (output.Item ? 1 : 0);
      return result;
    },
    { step: 'initialize', name: 'benchCommandCounter' },
  );
  return {
    reset() {
      seen.commands = {};
      seen.itemsEvaluated = 0;
    },
    snapshot: () => ({ commands: { ...seen.commands }, itemsEvaluated: seen.itemsEvaluated }),
    stop: () => dynamo.middlewareStack.remove('benchCommandCounter'),
  };
}

/** The statistics page's four calls, in parallel as the page makes them, over a day range. */
async function loadPage(url: string, token: string, range: { startDay: string; endDay: string }) {
  const paths = [
    '/api/cloud/statistics/page',
    '/api/cloud/statistics/cycleStatistics',
    '/api/cloud/fileHis/statisticsModelFormat',
    '/api/cloud/fileHis/statisticsModelSize',
  ];
  await Promise.all(
    paths.map(async (path) => {
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'blade-auth': `bearer ${token}`,
          'accept-language': 'en',
        },
        body: JSON.stringify(range),
      });
      const body = (await res.json()) as { code: number };
      if (body.code !== 200) throw new Error(`${path}: ${JSON.stringify(body)}`);
    }),
  );
}

export async function statisticsFigures(cloud: LocalCloud) {
  const seeded = await seed('000000');
  const token = await signInDemo(
    cloud.url,
    cloud.credentials.admin.password,
    cloud.credentials.admin.account,
  );
  const counter = await commandCounter();
  try {
    const now = Date.now();
    const ranges = {
      last30Days: { startDay: dayOf(29, now), endDay: dayOf(0, now) },
      last365Days: { startDay: dayOf(364, now), endDay: dayOf(0, now) },
    };
    const figures: Record<string, unknown> = {};
    for (const [name, range] of Object.entries(ranges)) {
      for (let i = 0; i < 20; i++) await loadPage(cloud.url, token, range);
      counter.reset();
      await loadPage(cloud.url, token, range);
      const oneLoad = counter.snapshot();
      const times: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t = performance.now();
        await loadPage(cloud.url, token, range);
        times.push(performance.now() - t);
      }
      figures[name] = {
        loads: times.length,
        median: round(median(times), 2),
        p95: round(percentile(times, 95), 2),
        oneLoad,
      };
    }
    return { ...seeded, ...figures };
  } finally {
    counter.stop();
  }
}
