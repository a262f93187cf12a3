import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://localhost:3000';

/** Libraries that change rarely get their own chunks, so a release of the app re-downloads less. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('/node_modules/')) return undefined;
  if (/\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  if (id.includes('/node_modules/@mantine/')) return 'mantine';
  if (id.includes('/node_modules/zod/')) return 'zod';
  return undefined;
}

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
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
      '/v1': { target: apiServer },
      '/dev': { target: apiServer },
    },
  },
});
