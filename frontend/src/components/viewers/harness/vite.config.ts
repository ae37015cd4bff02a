import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The viewers harness: NOT part of the app build. Two pages (the viewers, and pdf.js's own viewer for the
 * comparison) plus the engineering samples and generated bench files served under /files/.
 */
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
export const FILE_ROOTS: Record<string, string> = {
  samples: '/work/shared/samples',
  bench: process.env.VIEWERS_BENCH_DIR ?? '/tmp/ll-viewers-bench',
};
const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.wav': 'audio/wav',
};

function files(): Plugin {
  const serve: Plugin['configureServer'] = (server) => {
    server.middlewares.use('/files', (req, res, next) => {
      const [, area, ...rest] = decodeURIComponent((req.url ?? '').split('?')[0]).split('/');
      const base = FILE_ROOTS[area];
      const path = base && normalize(join(base, ...rest));
      if (!path?.startsWith(base) || !existsSync(path) || !statSync(path).isFile()) return next();
      res.setHeader('Content-Type', TYPES[extname(path)] ?? 'application/octet-stream');
      res.setHeader('Content-Length', statSync(path).size);
      createReadStream(path).pipe(res);
    });
  };
  return {
    name: 'viewer-harness-files',
    configureServer: serve,
    configurePreviewServer: serve as Plugin['configurePreviewServer'],
  };
}

export default defineConfig({
  root,
  base: './',
  plugins: [react(), files()],
  logLevel: 'warn',
  build: {
    outDir: process.env.VIEWERS_HARNESS_OUT ?? '/tmp/ll-viewers-harness-dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
    rollupOptions: { input: { index: join(root, 'index.html'), pdfjs: join(root, 'pdfjs.html') } },
  },
  server: { fs: { allow: ['/work'] } },
});
