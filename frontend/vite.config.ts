import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The local cloud (`npm start`) serves the API, the socket and the local-only helpers here. */
const LOCAL_CLOUD = 'http://localhost:3000';
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * main.tsx loads the app (boot/app.tsx) with import() once it has started the opening route's own work
 * (boot/early.ts); this hint in the page starts the app chunk's download with the entry's, not after it.
 */
function preloadApp(): Plugin {
  return {
    name: 'loopline-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const app = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/boot/app.tsx'),
        );
        if (!app) throw new Error('boot/app.tsx is no chunk of its own any more: see main.tsx');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${app.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  root,
  base: './',
  plugins: [react(), preloadApp()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': { target: LOCAL_CLOUD, changeOrigin: true },
      '/_local': { target: LOCAL_CLOUD, changeOrigin: true },
      '/ws': { target: LOCAL_CLOUD, ws: true, changeOrigin: true },
    },
  },
});
