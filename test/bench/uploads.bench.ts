import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, openAsBlob, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { CHUNK_SIZE, UPLOAD_CONCURRENCY } from '@loopline/shared';
import { type UploadApi, uploadApi } from '../../frontend/src/upload/api.ts';
import { fetchPart, type Hasher, runUpload } from '../../frontend/src/upload/engine.ts';
import { possessionProof } from '../../frontend/src/upload/md5.ts';
import type { LocalCloud } from '../../localstack/src/cloud.ts';
import { freePort } from '../../localstack/src/ports.ts';
import { launchChromium } from '../support/chromium.ts';
import { hashFileInThread } from '../support/hashInThread.ts';
import { signInDemo } from './foundation.bench.ts';
import { percentile, round } from './stats.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const GB = 1024 ** 3;
const log = (m: string) => process.stderr.write(`${new Date().toISOString()} uploads bench: ${m}\n`);

function apiAt(url: string, token: string): UploadApi {
  const headers = {
    'blade-auth': `bearer ${token}`,
    'accept-language': 'en',
    'content-type': 'application/json',
  };
  return uploadApi(
    async (path, body) =>
      (await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json() as never,
    async (path, query) =>
      (
        await fetch(
          `${url}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
          { headers },
        )
      ).json() as never,
  );
}

async function post<T>(url: string, token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}

function pseudoRandomFile(path: string, size: number, seed: number) {
  const block = Buffer.alloc(8 * 1024 * 1024);
  let x = seed;
  for (let i = 0; i < block.length; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    block.writeInt32LE(x | 0, i);
  }
  const hash = createHash('md5');
  const chunks: Buffer[] = [];
  for (let written = 0, n = 0; written < size; n++) {
    const piece = Buffer.from(block.subarray(0, Math.min(block.length, size - written)));
    piece.writeUInt32LE(n, 0); // every block differs
    chunks.push(piece);
    hash.update(piece);
    written += piece.length;
  }
  writeFileSync(path, Buffer.concat(chunks));
  return hash.digest('hex');
}

/**
 * Issue 5 upload figures in the in-process cloud: a 1 GB file through the SPA's upload engine
 * (Node fetch, 5 MB parts, 4 at a time) against lib-storage's Upload of the same file with the same
 * part size and concurrency; then instant uploads of that stored file (server time after hashing).
 */
export async function uploadFigures(cloud: LocalCloud, work: string) {
  const token = await signInDemo(cloud.url, cloud.credentials.demo.password);
  const api = apiAt(cloud.url, token);
  const root = await post<{ projectId: string }>(cloud.url, token, '/api/cloud/file/info/queryDefault', {});
  const path = join(work, 'big-1g.bin');
  const md5 = pseudoRandomFile(path, GB, 0x5eed);
  const file = await openAsBlob(path);

  const s3 = new S3Client({
    endpoint: cloud.env.AWS_ENDPOINT_URL_S3,
    region: cloud.env.AWS_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const libStorage = async () => {
    log('lib-storage Upload of 1 GB');
    const started = performance.now();
    await new Upload({
      client: s3,
      params: { Bucket: cloud.env.FILES_BUCKET, Key: 'bench/lib-storage.bin', Body: createReadStream(path) },
      partSize: CHUNK_SIZE,
      queueSize: UPLOAD_CONCURRENCY,
    }).done();
    return (performance.now() - started) / 1000;
  };
  const libFirst = await libStorage();

  const { getObject } = await import('../../functions/src/objects/index.ts');
  /** The engine over the 1 GB file: hashing first (the old flow) or overlapping hashing and sending. */
  const engineRun = async (overlapFromBytes: number, hash?: Hasher) => {
    let hashedAt = 0;
    const started = performance.now();
    const outcome = await runUpload(
      api,
      { file, fileName: 'big-1g.bin', projectId: root.projectId, dirId: root.projectId },
      {
        signal: new AbortController().signal,
        confirm: async () => true,
        onHashed: () => {
          hashedAt = performance.now();
        },
      },
      { sendPart: fetchPart, overlapFromBytes, hash },
    );
    const ended = performance.now();
    if (outcome.md5 !== md5) throw new Error('engine MD5 differs from the file MD5');
    if (outcome.instant) throw new Error('the 1 GB upload was instant: the content was still stored');
    // Wait for verification so the content is offered for instant upload.
    const entries = await post<{ records: { id: string; fileId: string }[] }>(
      cloud.url,
      token,
      '/api/cloud/file/info/query',
      { projectId: root.projectId },
    );
    const objectId = entries.records.find((e) => e.id === outcome.entryId)!.fileId;
    for (let i = 0; i < 600 && !(await getObject(objectId))?.verified; i++)
      await new Promise((r) => setTimeout(r, 100));
    return {
      entryId: outcome.entryId,
      totalSeconds: (ended - started) / 1000,
      hashSeconds: (hashedAt - started) / 1000,
      afterHashSeconds: (ended - hashedAt) / 1000,
    };
  };

  // Deleting the only entry frees the content, so the same file is sent again, not instantly.
  const forget = (run: { entryId: string }) =>
    post(cloud.url, token, '/api/cloud/file/info/delete', { projectId: root.projectId, fileId: run.entryId });
  log('Loopline engine upload of 1 GB, hashing first');
  const first = await engineRun(Number.POSITIVE_INFINITY);
  await forget(first);
  // The SPA hashes in a Web Worker; its Node stand-in is the same md5OfBlob in a worker thread.
  log('Loopline engine upload of 1 GB, hashing in a thread while sending');
  const threaded = await engineRun(0, hashFileInThread(path));
  await forget(threaded);
  log('Loopline engine upload of 1 GB, hashing on the main thread while sending');
  const overlapped = await engineRun(0);
  // lib-storage again: the machine's load drifts during the run; the baseline is the mean of both.
  const libSeconds = (libFirst + (await libStorage())) / 2;

  log('instant uploads of the stored 1 GB file by another user');
  const otherToken = await signInDemo(cloud.url, cloud.credentials.admin.password, 'admin');
  const other = apiAt(cloud.url, otherToken);
  const otherRoot = await post<{ projectId: string }>(
    cloud.url,
    otherToken,
    '/api/cloud/file/info/queryDefault',
    {},
  );
  const instant: number[] = [];
  for (let i = 0; i < 20; i++) {
    log(`instant upload ${i + 1}/20`);
    const started = performance.now();
    const asked = await other.identify(md5, GB);
    if (!asked.challenge) throw new Error('no possession challenge offered');
    const proof = await possessionProof(file, asked.challenge);
    const found = await other.identify(md5, GB, { challengeId: asked.challenge.challengeId, proof });
    const target = { projectId: otherRoot.projectId, dirId: otherRoot.projectId };
    const saved = await other.saveFile({ ...target, fileId: found.id, fileName: `copy-${i}.bin` });
    instant.push(performance.now() - started);
    await post(cloud.url, otherToken, '/api/cloud/file/info/delete', {
      projectId: otherRoot.projectId,
      fileId: saved.id,
    });
  }
  const mb = GB / 1024 ** 2;
  return {
    upload1GB: {
      note: 'ratios are lib-storage time (mean of a run before and after) / engine time (above 1: the engine is faster)',
      libStorageSeconds: round(libSeconds),
      libStorageMBps: round(mb / libSeconds),
      hashFirstTotalSeconds: round(first.totalSeconds),
      hashFirstTransferSeconds: round(first.afterHashSeconds),
      ratioTransferVsLibStorage: round(libSeconds / first.afterHashSeconds),
      ratioHashFirstTotalVsLibStorage: round(libSeconds / first.totalSeconds),
      nodeMd5MBps: round(mb / first.hashSeconds),
      overlappedThreadTotalSeconds: round(threaded.totalSeconds),
      overlappedThreadHashKnownAtSeconds: round(threaded.hashSeconds),
      ratioTotalWithMd5VsLibStorage: round(libSeconds / threaded.totalSeconds),
      overlappedMainThreadTotalSeconds: round(overlapped.totalSeconds),
      overlappedMainThreadHashKnownAtSeconds: round(overlapped.hashSeconds),
      ratioOverlappedMainThreadVsLibStorage: round(libSeconds / overlapped.totalSeconds),
    },
    instantUpload1GB: {
      note: 'another user: identify (challenge) + 64 KB proof + identify (proof) + uploadFileSave',
      samples: instant.length,
      p50Ms: round(percentile(instant, 50)),
      p95Ms: round(percentile(instant, 95)),
    },
  };
}

/** MD5 throughput of the SPA's hashing worker in Chromium over a 512 MB Blob. */
export async function workerMd5Figure(url: string) {
  const assets = readdirSync(join(repoRoot, 'frontend', 'dist', 'assets'));
  const worker = assets.find((f) => /^md5\.worker.*\.js$/.test(f));
  if (!worker) throw new Error('build the SPA first: no md5 worker asset');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(url);
    const runs = await page.evaluate(async (src) => {
      // 256 MB made of 8 MB pieces (a 512 MB Blob never reaches the worker in headless Chromium here).
      const piece = new Uint8Array(8 * 1024 * 1024);
      for (let i = 0; i < piece.length; i += 4096) piece[i] = i & 255;
      const blob = new Blob(Array.from({ length: 32 }, () => piece));
      const out: number[] = [];
      for (let r = 0; r < 3; r++) {
        const w = new Worker(src, { type: 'module' });
        const started = performance.now();
        await new Promise<void>((done, fail) => {
          const timer = setTimeout(() => fail(new Error('worker MD5 timed out')), 120_000);
          w.onerror = (e) => fail(new Error(e.message));
          w.onmessage = (e: MessageEvent<{ kind: string }>) => {
            if (e.data.kind !== 'done') return;
            clearTimeout(timer);
            done();
          };
          w.postMessage({ file: blob });
        });
        out.push(performance.now() - started);
        w.terminate();
      }
      return out.map((ms) => 256 / (ms / 1000));
    }, `/assets/${worker}`);
    return {
      blobMB: 256,
      runsMBps: runs.map((r) => round(r)),
      bestMBps: round(Math.max(...runs)),
      libraryOwnFigureMBps: '141–195',
    };
  } finally {
    await browser.close();
  }
}

async function startChild(port: number, stateDir: string, password: string): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'localstack/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      LOOPLINE_STATE_DIR: stateDir,
      LOOPLINE_CAPTCHA: 'off',
      LOOPLINE_DEMO_PASSWORD: password,
      LOG_LEVEL: 'ERROR',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await new Promise<void>((ok, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`cloud not ready:\n${output}`)), 120_000);
    child.stdout!.on('data', (c: Buffer) => {
      output += c.toString();
      if (output.includes('LOOPLINE_READY')) {
        clearTimeout(timer);
        ok();
      }
    });
    child.stderr!.on('data', (c: Buffer) => {
      output += c.toString();
    });
  });
  return child;
}

/**
 * Resume after the local server is killed (SIGKILL of the whole process tree) half way through a
 * 200 MB upload, then restarted on the same state: parts completed before the kill are not sent
 * again, and the stored file's MD5 equals the source's.
 */
export async function resumeAfterKill(work: string) {
  const stateDir = mkdtempSync(join(tmpdir(), 'loopline-bench-kill-'));
  const port = await freePort();
  const password = 'Bench#Resume2026';
  const path = join(work, 'resume-200m.bin');
  const size = 200 * 1024 * 1024;
  const md5 = pseudoRandomFile(path, size, 0xbeef);
  const file = await openAsBlob(path);
  const url = `http://localhost:${port}`;
  let child = await startChild(port, stateDir, password);
  try {
    const token = await signInDemo(url, password);
    const root = await post<{ projectId: string }>(url, token, '/api/cloud/file/info/queryDefault', {});
    const job = { file, fileName: 'resume-200m.bin', projectId: root.projectId, dirId: root.projectId };
    const completed = new Set<number>();
    const inFlight = new Set<number>();
    let killed = false;
    const counting =
      (target: Set<number>) =>
      async (partUrl: string, body: Blob, signal: AbortSignal, onBytes: (n: number) => void) => {
        const n = Number(new URL(partUrl).searchParams.get('partNumber'));
        inFlight.add(n);
        const etag = await fetchPart(partUrl, body, signal, onBytes);
        inFlight.delete(n);
        target.add(n);
        if (!killed && target.size * CHUNK_SIZE >= size / 2) {
          killed = true;
          process.kill(-child.pid!, 'SIGKILL');
        }
        return etag;
      };
    // As the SPA's queue does, the provisional upload's key is kept for the run after the restart.
    let uploadKey: string | undefined;
    const first = await runUpload(
      apiAt(url, token),
      job,
      {
        signal: new AbortController().signal,
        confirm: async () => true,
        onUploadKey: (key) => {
          uploadKey = key;
        },
      },
      { sendPart: counting(completed) },
    ).catch((e: Error) => e);
    if (!(first instanceof Error)) throw new Error('the upload finished before the kill');
    const lostInFlight = inFlight.size;
    await new Promise((r) => setTimeout(r, 500));
    child = await startChild(port, stateDir, password);
    const token2 = await signInDemo(url, password);
    const second = new Set<number>();
    const outcome = await runUpload(
      apiAt(url, token2),
      { ...job, uploadKey },
      { signal: new AbortController().signal, confirm: async () => true },
      { sendPart: counting(second) },
    );
    const resent = [...second].filter((n) => completed.has(n));
    const entries = await post<{ records: { id: string; md5: string; fileSize: number }[] }>(
      url,
      token2,
      '/api/cloud/file/info/query',
      { projectId: root.projectId },
    );
    const stored = entries.records.find((e) => e.id === outcome.entryId)!;
    const link = await post<{ url: string }>(url, token2, '/api/cloud/file/info/downloadFileWeb', {
      projectId: root.projectId,
      fileId: stored.id,
    });
    const downloaded = createHash('md5')
      .update(new Uint8Array(await (await fetch(link.url)).arrayBuffer()))
      .digest('hex');
    return {
      fileMB: size / 1024 ** 2,
      partsCompletedBeforeKill: completed.size,
      partsInFlightAtKill: lostInFlight,
      partsSentAfterRestart: second.size,
      completedPartsResent: resent.length,
      bytesResentOfCompletedParts: resent.length * CHUNK_SIZE,
      goalBytes: CHUNK_SIZE,
      storedMd5EqualsSource: downloaded === md5 && stored.fileSize === size,
    };
  } finally {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {}
    rmSync(stateDir, { recursive: true, force: true });
  }
}
