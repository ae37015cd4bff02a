import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../../functions/src/lib/http/route.ts';
import { type CampaignSetup, campaignSetup, ownWrites, signedInFor } from '../support/campaignRun.ts';
import { baseUrl, call } from '../support/client.ts';
import { BROKEN_ESCAPE, type Probe, probesFor, truncatedMultipartProbe } from '../support/probes.ts';
import { changesBetween, storedMark, storedState } from '../support/tableState.ts';

/**
 * The campaign (issue 14): every route of the manifest gets malformed JSON, an array instead of an
 * object, each declared field in turn with a wrong type, a 100k-character string, huge numbers, a
 * nested object, an 8k-character id and a broken percent-escape in each path parameter, and a
 * truncated multipart body. Every answer must be a JSON envelope below 500, the process must still
 * answer afterwards, and nothing may be written (see "Which writes count" below).
 * A route is covered the moment it is listed in the manifest; requests go one at a time.
 */

let setup: CampaignSetup;
/** The shared setup's values, and ids a probe's generic fields (`a`, `b`) may carry. */
let known: Record<string, unknown> = {};

beforeAll(async () => {
  setup = await campaignSetup('Campaign', 3);
  known = { ...setup.known, a: setup.known.projectId, b: setup.user.userId };
}, 120_000);

/**
 * Which writes count: all of them. The seed (campaignSetup) finishes (and its file takes no preview
 * conversion, so no worker writes later) before the first snapshot, request logs go to the log
 * stream rather than the table, and no probe gets as far as a credential check that would record a
 * sign-in attempt. So any item added, removed or changed, and any object stored, during a route's
 * batch is that route accepting a hostile request. A batch is judged by a cheap mark (item count,
 * table size, bucket keys) and the full table is compared only when the mark moved, and at the end.
 */

interface Outcome {
  route: string;
  probe: string;
  problem: string;
}

interface Answer {
  status: number;
  text: string;
  contentType: string;
  location: string | null;
}

async function send(route: RouteDef, probe: Probe): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': 'en', ...signedInFor(setup, route) };
  let body: string | Buffer | undefined;
  if (probe.raw !== undefined) {
    body = probe.raw;
    headers['content-type'] = probe.contentType ?? 'application/json';
  } else if (probe.json !== undefined) {
    body = JSON.stringify(probe.json);
    headers['content-type'] = 'application/json';
  }
  const query = Object.entries(probe.query ?? {})
    // A broken escape is sent as it is; everything else is encoded as a client would.
    .map(([k, v]) => `${encodeURIComponent(k)}=${v === BROKEN_ESCAPE ? v : encodeURIComponent(v)}`)
    .join('&');
  const res = await fetch(`${baseUrl()}${probe.path}${query ? `?${query}` : ''}`, {
    method: route.method,
    headers,
    body: route.method === 'GET' || body === undefined ? undefined : new Blob([body as BlobPart]),
    redirect: 'manual',
  });
  return {
    status: res.status,
    text: await res.text(),
    contentType: res.headers.get('content-type') ?? '',
    location: res.headers.get('location'),
  };
}

/** What is wrong with an answer: a 5xx, or an error without the JSON envelope. */
function answerProblem(a: Answer): string | null {
  if (a.status >= 500) return `answered ${a.status}: ${a.text.slice(0, 160)}`;
  // A route that redirects (the SPA hand-over) or answers a file may do so for what it accepts.
  if (a.status >= 300 && a.status < 400 && a.location) return null;
  if (a.status < 300 && !a.contentType.includes('json')) return null;
  let body: unknown;
  try {
    body = JSON.parse(a.text);
  } catch {
    return `answered ${a.status} without a JSON body: ${a.text.slice(0, 80)}`;
  }
  const b = body as Record<string, unknown>;
  if (typeof b?.code !== 'number' || typeof b.success !== 'boolean' || typeof b.msg !== 'string')
    return `answered ${a.status} without the {code, success, msg} envelope`;
  return null;
}

async function alive(): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl()}/api/blade-auth/cloud/publicKey`);
    return res.status === 200;
  } catch {
    return false;
  }
}

let requests = 0;

/** Sends each route's probes, then checks the process answers and what the batch wrote. */
async function campaign(routes: RouteDef[], probesOf: (route: RouteDef) => Probe[]) {
  const failures: Outcome[] = [];
  const wrote = (route: string, changes: ReturnType<typeof changesBetween>) => {
    for (const change of changes.items)
      failures.push({
        route,
        probe: '(the batch)',
        problem: `wrote: ${change.kind} ${change.key}${change.attributes ? ` (${change.attributes.join(', ')})` : ''}`,
      });
    for (const object of changes.objects)
      failures.push({ route, probe: '(the batch)', problem: `stored object ${object}` });
  };
  // A full scan per route is too slow on a table the whole suite has filled: a cheap mark tells
  // whether a batch wrote, the full state is read only then, and once more at the end.
  let state = await storedState();
  let mark = await storedMark();
  for (const route of routes) {
    const name = `${route.method} ${route.path}`;
    const probes = probesOf(route);
    if (!probes.length) continue;
    const accepted: string[] = [];
    const sendBatch = async (judge: boolean) => {
      for (const probe of probes) {
        requests++;
        try {
          const answer = await send(route, probe);
          if (!judge) continue;
          const problem = answerProblem(answer);
          if (problem) failures.push({ route: name, probe: probe.what, problem });
          if (answer.status < 300) accepted.push(probe.what);
        } catch (error) {
          if (judge)
            failures.push({ route: name, probe: probe.what, problem: `request failed: ${String(error)}` });
        }
      }
    };
    await sendBatch(true);
    requests++;
    if (!(await alive())) {
      failures.push({ route: name, probe: '(after the batch)', problem: 'the process stopped answering' });
      break;
    }
    if ((await storedMark()) === mark) continue;
    let after = await storedState();
    let changes = changesBetween(state, after);
    // Work an earlier file set off may land during the batch: only what the batch itself writes counts.
    if (changes.items.length || changes.objects.length)
      ({ changes, after } = await ownWrites(() => sendBatch(false)));
    if (changes.items.length || changes.objects.length)
      failures.push({ route: name, probe: '(the batch)', problem: `accepted: ${accepted.join('; ')}` });
    wrote(name, changes);
    [state, mark] = [after, await storedMark()];
  }
  // Updates that kept an item's size slip past the mark: the final comparison catches them.
  wrote('(a route of this run, an update of the same size)', changesBetween(state, await storedState()));
  const byRoute = new Map<string, string[]>();
  for (const f of failures)
    byRoute.set(f.route, [...(byRoute.get(f.route) ?? []), `${f.probe}: ${f.problem}`]);
  const report = [...byRoute].map(([route, problems]) => `${route}\n    ${problems.join('\n    ')}`);
  // Printed as well as asserted: the list of offending routes is the campaign's result.
  if (report.length) console.log(`campaign: ${report.length} offending routes\n${report.join('\n')}`);
  return { offending: [...byRoute.keys()], report: report.join('\n') };
}

describe('campaign over every route of the manifest', () => {
  it('answers every hostile request with a 4xx/2xx envelope, stays up, and writes nothing', async () => {
    const routes = setup.groups.flatMap((g) => g.routes);
    expect(routes.length).toBeGreaterThan(150);
    const started = Date.now();
    const { offending, report } = await campaign(routes, (route) => probesFor(route, known));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`campaign: ${requests} requests over ${routes.length} routes in ${seconds} s`);
    expect(offending, report).toEqual([]);
    // No probe signed the user out: every user route was probed with a live session.
    expect((await call('/api/blade-user/info', { token: setup.user.tokens.access_token })).status).toBe(200);
  }, 300_000);

  // Last: until the multipart parser copes with it, this body ends the whole process.
  it('survives a truncated multipart body on every multipart route', async () => {
    const routes = setup.groups.flatMap((g) => g.routes).filter((r) => r.bodyFormat === 'multipart');
    expect(routes.length).toBeGreaterThan(2);
    const { offending, report } = await campaign(routes, (route) => {
      const probe = truncatedMultipartProbe(route);
      return probe ? [probe] : [];
    });
    console.log(`campaign: ${requests} requests in all`);
    expect(offending, report).toEqual([]);
  });
});
