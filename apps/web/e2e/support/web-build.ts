import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time of the files under the given paths (folders are walked). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (target: string) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) if (entry !== 'node_modules') visit(path.join(target, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const target of paths) visit(target);
  return newest;
}

/** The server serves apps/web/dist, so the test builds it first when it is missing or older than its sources. */
export function ensureWebBuild(repoRoot: string): void {
  const web = path.join(repoRoot, 'apps/web');
  const built = path.join(web, 'dist/index.html');
  const sources = [
    path.join(web, 'src'),
    path.join(web, 'index.html'),
    path.join(web, 'vite.config.ts'),
    path.join(repoRoot, 'packages/domain/src'),
  ];
  if (existsSync(built) && statSync(built).mtimeMs >= newestMtime(sources)) return;
  // Vitest sets NODE_ENV=test, which would give React's development build: test what users get.
  execFileSync('npm', ['run', 'build', '-w', '@app/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
