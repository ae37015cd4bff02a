import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './ports.ts';
import { type S3Local, startS3 } from './s3.ts';
import { bucketOfHost, pathStyle, type S3HttpsFront, startS3HttpsFront } from './s3https.ts';

describe('virtual-host names', () => {
  it('takes the bucket from <bucket>.localhost and leaves plain hosts path style', () => {
    expect(bucketOfHost('loopline-files.localhost:9443')).toBe('loopline-files');
    expect(bucketOfHost('localhost:9443')).toBeNull();
    expect(bucketOfHost('127.0.0.1:9443')).toBeNull();
    expect(bucketOfHost('a.b.localhost')).toBeNull();
    expect(pathStyle('files.localhost:1', '/uploads/u/a.bin?uploadId=1')).toBe(
      '/files/uploads/u/a.bin?uploadId=1',
    );
    expect(pathStyle('localhost:1', '/files/a.bin')).toBe('/files/a.bin');
  });
});

describe('the HTTPS front of the S3 emulator', () => {
  let dir: string;
  let s3: S3Local;
  let front: S3HttpsFront;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'loopline-s3https-'));
    s3 = await startS3(await freePort(), join(dir, 's3'), ['files']);
    front = await startS3HttpsFront({ port: 0, target: s3.endpoint, certDirectory: join(dir, 'tls') });
  }, 30_000);

  afterAll(async () => {
    await front?.stop();
    await s3?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One request to the front as a browser sends it to `<bucket>.localhost` (Node does not resolve that name). */
  const send = (method: string, host: string, path: string, headers: Record<string, string>, body?: Buffer) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((ok, fail) => {
      const req = request(
        {
          hostname: '127.0.0.1',
          port: front.port,
          method,
          path,
          headers: { host: `${host}:${front.port}`, ...headers },
          servername: 'localhost',
          rejectUnauthorized: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', fail);
      req.end(body);
    });

  it('answers CORS preflights, stores and serves objects addressed virtual-host style', async () => {
    expect(front.endpoint).toBe(`https://localhost:${front.port}`);
    const preflight = await send('OPTIONS', 'files.localhost', '/uploads/u/direct/a.bin', {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization,x-amz-date',
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const bytes = Buffer.from('direct upload bytes');
    const amzDate = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
    const put = await send(
      'PUT',
      'files.localhost',
      '/uploads/u/direct/a.bin',
      {
        origin: 'http://localhost:3000',
        authorization: `AWS4-HMAC-SHA256 Credential=S3RVER/${amzDate.slice(0, 8)}/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=00`,
        'x-amz-date': amzDate,
        'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
        'content-length': String(bytes.length),
      },
      bytes,
    );
    expect(put.status, put.body.toString()).toBe(200);
    expect(put.headers.etag).toBeTruthy();
    expect(String(put.headers['access-control-expose-headers']).toLowerCase()).toContain('etag');
    const get = await send('GET', 'localhost', '/files/uploads/u/direct/a.bin', {});
    expect(get.body.equals(bytes)).toBe(true);
  });

  it('aborts a multipart upload for a browser, with the CORS headers it needs to read the answer', async () => {
    const amzDate = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
    const signed = {
      origin: 'http://localhost:3000',
      authorization: `AWS4-HMAC-SHA256 Credential=S3RVER/${amzDate.slice(0, 8)}/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=00`,
      'x-amz-date': amzDate,
      'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
    };
    const created = await send('POST', 'files.localhost', '/uploads/u/direct/m.bin?uploads', signed);
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(created.body.toString())?.[1];
    expect(uploadId, created.body.toString()).toBeTruthy();
    const aborted = await send(
      'DELETE',
      'files.localhost',
      `/uploads/u/direct/m.bin?uploadId=${uploadId}`,
      signed,
    );
    expect(aborted.status).toBe(204);
    expect(aborted.headers['access-control-allow-origin']).toBe('*');
  });
});
