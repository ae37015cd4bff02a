import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The viewer harness page (not part of the app build): serves `index.html` here and the generated
 * models from `.local/viewer3d-harness/public`. Started by `run.ts`.
 */
const here = decodeURIComponent(new URL('.', import.meta.url).pathname);
const repo = decodeURIComponent(new URL('../../../../../', import.meta.url).pathname);

export default defineConfig({
  root: here,
  publicDir: `${repo}.local/viewer3d-harness/public`,
  plugins: [react()],
  // Missing files must 404 (the error-state check), not fall back to index.html.
  appType: 'mpa',
  logLevel: 'warn',
  // No HMR or watching: a harness run must not reload while the viewer is being edited.
  server: { fs: { allow: [repo] }, hmr: false, watch: null },
});
