import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The local cloud (`npm start`) serves the API, the socket and the local-only helpers here. */
const LOCAL_CLOUD = 'http://localhost:3000';
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig({
  root,
  base: './',
  plugins: [react()],
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
