import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves the built SPA like CloudFront does: files by path, index.html for everything else. */
export function createStaticSite(root: string) {
  return function serve(req: IncomingMessage, res: ServerResponse, url: URL) {
    const index = join(root, 'index.html');
    if (!existsSync(index)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web app is not built. Run `npm run build:web` (npm start does it for you).');
      return;
    }
    const relative = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, relative);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) file = index;
    const isAsset = file !== index && /[.-][A-Za-z0-9_-]{8,}\.\w+$/.test(file);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  };
}
