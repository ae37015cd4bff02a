import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/**
 * An HTTPS front for the S3 emulator, as Amplify Storage needs it: Amplify only builds
 * `https://<bucket>.<endpoint>/<key>` (virtual-host style, DESIGN §6a), while s3rver speaks plain
 * HTTP, path style, on a loopback port. This server answers on `https://localhost:<port>` with a
 * self-signed certificate for `localhost` and `*.localhost` (Chromium resolves every
 * `*.localhost` to loopback) and forwards each request path style: `<bucket>.localhost` becomes
 * the first path segment. Everything else (CORS preflights, ETag exposure, signatures) is left to
 * s3rver, so browsers see the same answers as on the plain endpoint.
 */
export interface S3HttpsFront {
  /** `https://localhost:<port>` (what the STS route hands to the browser). */
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/** The bucket a virtual-host name addresses: `files.localhost:9443` → `files`; plain localhost → none. */
export function bucketOfHost(host: string | undefined): string | null {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  const match = /^([a-z0-9][a-z0-9-]{1,61}[a-z0-9])\.localhost$/.exec(name);
  return match ? (match[1] as string) : null;
}

/** Rewrites a virtual-host request path to the path-style one s3rver understands. */
export function pathStyle(host: string | undefined, url: string): string {
  const bucket = bucketOfHost(host);
  if (!bucket) return url;
  return `/${bucket}${url.startsWith('/') ? url : `/${url}`}`;
}

/**
 * A self-signed certificate, kept in `directory` so a developer who accepted it in a browser
 * keeps it across restarts; generated in pure JS (no openssl binary) when missing.
 */
async function certificate(directory: string): Promise<{ key: string; cert: string }> {
  const keyPath = join(directory, 'key.pem');
  const certPath = join(directory, 'cert.pem');
  if (existsSync(keyPath) && existsSync(certPath))
    return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8') };
  mkdirSync(directory, { recursive: true });
  const notAfterDate = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 2, value: '*.localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  writeFileSync(keyPath, pems.private, { mode: 0o600 });
  writeFileSync(certPath, pems.cert);
  return { key: pems.private, cert: pems.cert };
}

export async function startS3HttpsFront(options: {
  /** 0 picks a free port. */
  port: number;
  /** The plain S3 emulator, e.g. `http://127.0.0.1:4569`. */
  target: string;
  certDirectory: string;
}): Promise<S3HttpsFront> {
  const target = new URL(options.target);
  const server: Server = createServer(await certificate(options.certDirectory), (req, res) => {
    const upstream = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: pathStyle(req.headers.host, req.url ?? '/'),
        // s3rver runs path style and does not check signatures against the host (it is started
        // with allowMismatchedSignatures), so the host header can name the emulator itself.
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`S3 emulator unreachable: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, '127.0.0.1', () => ok());
  });
  const port = (server.address() as { port: number }).port;
  return {
    endpoint: `https://localhost:${port}`,
    port,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
