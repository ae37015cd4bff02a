import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

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

/**
 * boot/inline.ts, bundled into one small classic script and inlined at the top of index.html: it runs
 * while the page is parsed (after the charset, which must come first), before the entry chunk and its imports are fetched and evaluated, and starts
 * the requests the opening route can make with nothing loaded (identify-preview's reads).
 */
function inlineEarliest(): Plugin {
  let script: Promise<string> | undefined;
  const bundle = async () => {
    const out = await build({
      configFile: false,
      root,
      logLevel: 'warn',
      build: {
        write: false,
        emptyOutDir: false,
        lib: { entry: `${root}src/boot/inline.ts`, formats: ['iife'], name: 'looplineInline' },
      },
    });
    const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : []));
    const chunk = outputs.find((o) => o.type === 'chunk');
    if (chunk?.type !== 'chunk') throw new Error('boot/inline.ts did not bundle');
    return chunk.code;
  };
  return {
    name: 'loopline-inline-earliest',
    transformIndexHtml: {
      order: 'pre',
      async handler() {
        script ??= bundle();
        return [{ tag: 'script', children: await script, injectTo: 'head' }];
      },
    },
    // A source change reaches the inline script on the next page load in development.
    handleHotUpdate() {
      script = undefined;
    },
  };
}

export default defineConfig({
  root,
  base: './',
  plugins: [react(), preloadApp(), inlineEarliest()],
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
