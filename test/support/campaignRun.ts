import { request } from 'node:http';
import { connect } from 'node:net';
import type { ApiGroup, RouteDef } from '../../functions/src/lib/http/route.ts';
import { baseUrl, settleAuditLogs } from './client.ts';
import { mkdir } from './files.ts';
import { adminTokens, functionsModule } from './notices.ts';
import { createProject, grantMembership, type Person, person } from './projects.ts';
import { changesBetween, storedMark, storedState } from './tableState.ts';
import { bytesOf, upload } from './upload.ts';

/**
 * Sends hostile requests exactly as written (raw path, any method, raw bytes) and judges the
 * answers: the runner both campaign files share. `fetch` would normalise `..` and `%2e` out of a path
 * and refuse some methods, so requests go through node:http.
 */

export interface RawProbe {
  /** What is being tried, for the report. */
  what: string;
  method: string;
  /** The path and query, sent byte for byte. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** When true, a 2xx answer is a finding (the probe is never valid input). */
  mustRefuse?: boolean;
}

export interface RawAnswer {
  status: number;
  text: string;
  contentType: string;
  location: string | null;
}

export function sendRaw(probe: RawProbe, headers: Record<string, string>): Promise<RawAnswer> {
  const url = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: probe.method,
        path: probe.path,
        headers: {
          ...headers,
          ...probe.headers,
          ...(probe.body !== undefined ? { 'content-length': String(Buffer.byteLength(probe.body)) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            contentType: String(res.headers['content-type'] ?? ''),
            location: (res.headers.location as string | undefined) ?? null,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end(probe.body);
  });
}

/** What both campaign files probe with: the manifest's routes, a member with data of their own, an admin. */
export interface CampaignSetup {
  groups: ApiGroup[];
  user: Person;
  adminToken: string;
  /** Field and path values of data the user has, so probes get past "not found" into the handlers. */
  known: { projectId: string; fkProjectId: string; dirId: string };
}

/**
 * A member with a project, a folder named `folderName` and one file in it (bytes from `seed`), and the
 * administrator's token. The file's suffix takes no preview conversion, so no worker writes while a
 * campaign snapshots the table, and the seed's own audit records land before the first snapshot.
 */
export async function campaignSetup(folderName: string, seed: number): Promise<CampaignSetup> {
  const { apiGroups: groups } = await functionsModule<{ apiGroups: ApiGroup[] }>('manifest');
  const user = await person();
  await grantMembership(user.userId);
  const adminToken = (await adminTokens()).access_token;
  const { projectId } = await createProject(user);
  const folder = await mkdir(user, projectId, folderName);
  await upload(user, { projectId, dirId: folder.id }, 'plan.bin', bytesOf(2048, seed));
  await settleAuditLogs();
  return { groups, user, adminToken, known: { projectId, fkProjectId: projectId, dirId: folder.id } };
}

/** The `blade-auth` header a route's auth level asks for: the user's or the administrator's token. */
export function signedInFor(setup: CampaignSetup, route: RouteDef): Record<string, string> {
  const token =
    route.auth === 'admin' ? setup.adminToken : route.auth === 'user' ? setup.user.tokens.access_token : '';
  return token ? { 'blade-auth': `bearer ${token}` } : {};
}

/** Text that must never reach a client: stack frames, source paths, library and SDK names. */
const INTERNALS =
  /(\bat [\w.<>]+ \(|\.ts:\d+|\.js:\d+|node_modules|ElectroDB|DynamoDB|ValidationException|ConditionalCheck|TypeError|RangeError|SyntaxError|\[object Object\]|\bundefined\b|\bNaN\b|Invalid input|Too (big|small)|Unrecognized key|expected (string|number|object|array|boolean))/i;
const HAS_CHINESE = /[\u4e00-\u9fff]/;

/**
 * What is wrong with an answer: a 5xx, an error without the JSON envelope, internal text in its
 * message, a message not in Chinese when Chinese was asked for (`zh`), or success for a probe that
 * must be refused.
 */
export function answerProblem(a: RawAnswer, probe: RawProbe, lang: 'zh' | 'en'): string | null {
  if (a.status >= 500) return `answered ${a.status}: ${a.text.slice(0, 160)}`;
  if (probe.mustRefuse && a.status < 300) return `accepted (${a.status}): ${a.text.slice(0, 120)}`;
  if (probe.method === 'HEAD') return null;
  if (a.status >= 300 && a.status < 400 && a.location) return null;
  if (a.status < 300 && !a.contentType.includes('json')) return null;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(a.text) as Record<string, unknown>;
  } catch {
    return `answered ${a.status} without a JSON body: ${a.text.slice(0, 80)}`;
  }
  if (typeof body?.code !== 'number' || typeof body.success !== 'boolean' || typeof body.msg !== 'string')
    return `answered ${a.status} without the {code, success, msg} envelope`;
  if (a.status < 400) return null;
  const msg = body.msg as string;
  if (INTERNALS.test(msg)) return `answered ${a.status} with internal text: ${msg.slice(0, 160)}`;
  if (/\{\{\w+\}\}/.test(msg))
    return `answered ${a.status} with an unfilled placeholder: ${msg.slice(0, 160)}`;
  if (lang === 'zh' && !HAS_CHINESE.test(msg))
    return `answered ${a.status} in English to zh: ${msg.slice(0, 160)}`;
  return null;
}

export async function alive(): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl()}/api/blade-auth/cloud/publicKey`);
    return res.status === 200;
  } catch {
    return false;
  }
}

export interface CampaignResult {
  offending: string[];
  report: string;
  requests: number;
}

/** For a campaign run by an outsider against someone else's data (tenant and project isolation). */
export interface Isolation {
  /** Text of the other's data (names, accounts) no answer may carry. */
  secrets: string[];
  /** Ids of the other's data: no write, accepted or not, may touch an item holding one. */
  ids: string[];
}

/** Items a request writes as a record of itself (audit lines, counters), which may name what was asked. */
const AUDIT_TYPES = new Set([
  'operationLog',
  'operationCount',
  'opsCounter',
  'accessHistory',
  'loginLog',
  'signInMiss',
  'session',
]);

/**
 * Sends each route's probes one at a time, then checks the process still answers and that a batch
 * whose every request was refused wrote nothing (a refused request leaves no state behind). Batches
 * with an accepted probe may write: that input was valid. With `isolation`, no answer may carry the
 * other's secrets and no write may touch the other's items.
 */
export async function runCampaign(
  routes: RouteDef[],
  probesOf: (route: RouteDef) => RawProbe[],
  headersOf: (route: RouteDef) => Record<string, string>,
  lang: 'zh' | 'en',
  isolation?: Isolation,
): Promise<CampaignResult> {
  const failures = new Map<string, string[]>();
  const fail = (route: string, problem: string) =>
    failures.set(route, [...(failures.get(route) ?? []), problem]);
  let requests = 0;
  let mark = await storedMark();
  let state = await storedState();
  for (const route of routes) {
    const name = `${route.method} ${route.path}`;
    const probes = probesOf(route);
    if (!probes.length) continue;
    const headers = { 'accept-language': lang, ...headersOf(route) };
    const sendBatch = async (judge: boolean) => {
      let accepted = 0;
      for (const probe of probes) {
        requests++;
        try {
          const answer = await sendRaw(probe, headers);
          if (answer.status < 300) accepted++;
          if (!judge) continue;
          const problem = answerProblem(answer, probe, lang);
          if (problem) fail(name, `${probe.what}: ${problem}`);
          const leaked = isolation?.secrets.find((secret) => answer.text.includes(secret));
          if (leaked) fail(name, `${probe.what}: answered ${answer.status} with another's data: ${leaked}`);
          // PROBE_DEBUG=1 prints every answer: how to read what a campaign met, not only what failed.
          if (process.env.PROBE_DEBUG)
            console.log(`DBG ${answer.status} ${name} | ${probe.what} | ${answer.text.slice(0, 200)}`);
        } catch (error) {
          if (judge) fail(name, `${probe.what}: request failed: ${String(error)}`);
        }
      }
      return accepted;
    };
    const accepted = await sendBatch(true);
    if (!(await alive())) {
      fail(name, 'the process stopped answering');
      break;
    }
    // The audit lines of what this batch accepted land now, not during the next route's batch.
    if (accepted) await settleAuditLogs();
    const nextMark = await storedMark();
    if (nextMark === mark) continue;
    // An accepted batch may write: the full table is read (slow on the suite's filled table) only
    // to judge an outsider's writes. Otherwise the mark moves on and the state is read again only
    // when a refused batch moved the mark: a finding, whose details name the changes since the
    // last read (this batch's, and any earlier accepted batch's since then).
    if (accepted && !isolation) {
      mark = nextMark;
      continue;
    }
    let after = await storedState();
    let changes = changesBetween(state, after);
    if (!accepted && (changes.items.length || changes.objects.length))
      ({ changes, after } = await ownWrites(() => sendBatch(false)));
    if (!accepted) {
      for (const change of changes.items)
        fail(
          name,
          `refused everything but wrote (sent twice, after earlier work had settled): ${change.kind} ${change.key}`,
        );
      for (const object of changes.objects) fail(name, `refused everything but stored object ${object}`);
    } else if (isolation) {
      for (const change of changes.items) {
        const text = JSON.stringify([change.key, state.items.get(change.key)?.item, change.item]);
        if (!AUDIT_TYPES.has(String(change.item.type)) && isolation.ids.some((id) => text.includes(id)))
          fail(name, `touched another's item: ${change.kind} ${change.key}`);
      }
    }
    [state, mark] = [after, await storedMark()];
  }
  const report = [...failures].map(([route, problems]) => `${route}\n    ${problems.join('\n    ')}`);
  if (report.length) console.log(`campaign: ${report.length} offending routes\n${report.join('\n')}`);
  return { offending: [...failures.keys()], report: report.join('\n'), requests };
}

/**
 * What a batch wrote itself, once the table was seen to move during it. The move may be work that
 * an earlier request, or an earlier test file, set off (a worker, a log subscriber, a state machine)
 * landing late: once that has settled, the batch is sent again (`resend`), and only what the second
 * sending writes is the batch's own.
 */
export async function ownWrites(resend: () => Promise<unknown>) {
  await settleAuditLogs();
  await new Promise((ok) => setTimeout(ok, 500));
  const settled = await storedState();
  await resend();
  await settleAuditLogs();
  const after = await storedState();
  return { changes: changesBetween(settled, after), after };
}

/**
 * Writes bytes straight to the server's socket (what no HTTP client would send: a 20 KB address, a
 * method HTTP does not know, a broken chunked body) and reads the answer's status and body.
 */
export function sendBytes(text: string): Promise<{ status: number; body: string }> {
  const url = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(url.port), url.hostname, () => socket.end(text));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), body: rest.join('\r\n\r\n') });
    });
  });
}
