import { spawn } from 'node:child_process';
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { builtInClientSecret } from '@loopline/shared';
import type { LocalCloud } from '../../localstack/src/cloud.ts';
import { freePort } from '../../localstack/src/ports.ts';
import { load, median, percentile, round } from './stats.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');

export async function signInDemo(url: string, password: string, username = 'demo'): Promise<string> {
  const key = (await (await fetch(`${url}/api/blade-auth/cloud/publicKey`)).json()) as {
    data: { publicKey: string };
  };
  const cipher = publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(key.data.publicKey, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(password),
  ).toString('base64');
  const res = await fetch(`${url}/api/blade-auth/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`portal:${builtInClientSecret('portal')}`).toString('base64')}`,
    },
    body: JSON.stringify({ grantType: 'password', tenantId: '000000', username, password: cipher }),
  });
  const body = (await res.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

async function listen(answer: () => Promise<string>) {
  const server = createServer(async (_req, res) => {
    const body = await answer();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  const port = await freePort();
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', () => ok()));
  return { server, url: `http://127.0.0.1:${port}/` };
}

async function sequential(n: number, request: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await request();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`request failed: ${res.status}`);
    times.push(performance.now() - t);
  }
  return times;
}

/** Local API overhead: adapter + authorizer + handler vs a bare node:http server answering the same JSON. */
export async function apiOverhead(cloud: LocalCloud) {
  {
    const token = await signInDemo(cloud.url, cloud.credentials.demo.password);
    const headers = { 'blade-auth': `bearer ${token}`, 'accept-language': 'en' };
    const productUrl = `${cloud.url}/api/blade-auth/oauth/user-info`;
    const sample = await (await fetch(productUrl, { headers })).text();

    // Baseline 1: a bare node:http server answering the same JSON.
    const bare = await listen(async () => sample);
    // Baseline 2: the same, but doing the two reads the product must do (session validity, user record).
    const { dynamo, tableName } = await import('../../functions/src/lib/aws/dynamo.ts');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      sid: string;
    };
    const withReads = await listen(async () => {
      await dynamo.send(
        new GetCommand({
          TableName: tableName(),
          Key: { pk: `USER#${claims.sub}`, sk: `SESSION#${claims.sid}` },
        }),
      );
      await dynamo.send(
        new GetCommand({ TableName: tableName(), Key: { pk: `USER#${claims.sub}`, sk: 'PROFILE' } }),
      );
      return sample;
    });
    const targets = {
      loopline: () => fetch(productUrl, { headers }),
      bare: () => fetch(bare.url, { headers }),
      bareWithReads: () => fetch(withReads.url, { headers }),
    };
    type Name = keyof typeof targets;
    const names = Object.keys(targets) as Name[];
    for (const name of names) await sequential(200, targets[name]);
    // Interleave rounds so every side sees the same machine noise.
    const times: Record<Name, number[]> = { loopline: [], bare: [], bareWithReads: [] };
    for (let r = 0; r < 5; r++)
      for (const name of names) times[name].push(...(await sequential(200, targets[name])));
    // Under load too, in interleaved rounds (5 × 1,000 requests per side), so a busy spell of the
    // shared machine falls on every side rather than on whichever ran at that moment.
    // CPU per request is this process's (client, adapter, product or bare server; DynamoDB Local is
    // a process of its own): other processes of a shared machine disturb it far less than latency.
    const loads = {} as Record<
      Name,
      { latencies: number[]; errors: number; seconds: number; cpuPerRequest: number[] }
    >;
    for (const name of names) loads[name] = { latencies: [], errors: 0, seconds: 0, cpuPerRequest: [] };
    for (let r = 0; r < 5; r++)
      for (const name of names) {
        const cpu = process.cpuUsage();
        const round = await load(1000, 50, targets[name]);
        const used = process.cpuUsage(cpu);
        loads[name].latencies.push(...round.latencies);
        loads[name].errors += round.errors;
        loads[name].seconds += round.seconds;
        loads[name].cpuPerRequest.push((used.user + used.system) / 1000 / round.requests);
      }
    bare.server.close();
    withReads.server.close();
    const summary = (name: Name) => ({
      median: round(median(times[name])),
      p95: round(percentile(times[name], 95)),
      concurrent50: {
        requestsPerSecond: round(loads[name].latencies.length / loads[name].seconds, 0),
        errors: loads[name].errors,
        p95: round(percentile(loads[name].latencies, 95)),
        cpuMsPerRequest: round(median(loads[name].cpuPerRequest), 3),
      },
    });
    const loopline = summary('loopline');
    const bareSummary = summary('bare');
    const readsSummary = summary('bareWithReads');
    return {
      samples: times.loopline.length,
      loopline,
      bare: bareSummary,
      bareWithReads: readsSummary,
      ratios: {
        p95VsBare: round(loopline.p95 / bareSummary.p95),
        p95VsBareWithReads: round(loopline.p95 / readsSummary.p95),
        concurrentP95VsBare: round(loopline.concurrent50.p95 / bareSummary.concurrent50.p95),
        concurrentP95VsBareWithReads: round(loopline.concurrent50.p95 / readsSummary.concurrent50.p95),
        concurrentCpuVsBareWithReads: round(
          loopline.concurrent50.cpuMsPerRequest / readsSummary.concurrent50.cpuMsPerRequest,
        ),
      },
    };
  }
}

/** `npm start` from an installed tree until it prints LOOPLINE_READY, median of 3 (state kept between runs). */
export async function startTime() {
  const stateDir = mkdtempSync(join(tmpdir(), 'loopline-bench-start-'));
  const times: number[] = [];
  try {
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      const started = performance.now();
      const child = spawn('npm', ['start'], {
        cwd: repoRoot,
        env: { ...process.env, PORT: String(port), LOOPLINE_STATE_DIR: stateDir },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      await new Promise<void>((ok, fail) => {
        let output = '';
        const timer = setTimeout(() => fail(new Error(`npm start not ready in 120 s:\n${output}`)), 120_000);
        child.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('LOOPLINE_READY')) {
            clearTimeout(timer);
            ok();
          }
        });
        child.stderr!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        child.on('exit', (code) => fail(new Error(`npm start exited with ${code}:\n${output}`)));
      });
      times.push((performance.now() - started) / 1000);
      const exited = new Promise((ok) => child.once('exit', ok));
      process.kill(-child.pid!, 'SIGINT');
      await exited;
    }
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
  }
  return { runs: times.map((t) => round(t)), medianSeconds: round(median(times)) };
}
