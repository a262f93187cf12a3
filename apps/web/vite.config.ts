import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://localhost:3000';

/** The file the build leaves next to index.html to say how it was made (read by the browser tests). */
const BUILD_INFO_FILE = 'build-info.json';

/**
 * Writes build-info.json last, once every asset is on disk: the mode, whether React's production
 * runtime went in (NODE_ENV=development gives a development bundle even in production mode), and the
 * sources' fingerprint the caller passed in WEB_BUILD_FINGERPRINT. A build without the file, or with
 * other values, is not the one the caller asked for.
 */
function buildInfo(): Plugin {
  let outDir = '';
  let info: Record<string, unknown> = {};
  return {
    name: 'build-info',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      info = {
        mode: config.mode,
        production: config.isProduction,
        nodeEnv: process.env.NODE_ENV ?? null,
        fingerprint: process.env.WEB_BUILD_FINGERPRINT ?? null,
      };
    },
    writeBundle() {
      writeFileSync(path.join(outDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), buildInfo()],
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
