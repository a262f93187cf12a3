import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest lets the benchmark follow what each route loads.
    manifest: true,
    rollupOptions: {
      // No manual vendor chunks: letting the bundler split by route keeps the login page's
      // download small (measured by `npm run bench`).
      onwarn(warning, warn) {
        // Zod ships comments Rollup cannot place; they are harmless and only add noise.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/')) return;
        warn(warning);
      },
    },
  },
  server: {
    // In development the API runs separately; the proxy keeps cookies same-origin.
    proxy: {
      '/v1': { target: apiServer, ws: true },
      '/dev': { target: apiServer },
      '/broadcasting': { target: apiServer },
    },
  },
});
