// `npm test` runs this once before its two browser passes, so neither waits on the other's build
// (each suite still checks, and builds under the lock when the sources changed since).
import path from 'node:path';
import { ensureWebBuild } from './web-build';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
console.log(`Web app built for the browser tests in ${path.relative(repoRoot, ensureWebBuild(repoRoot))}`);
