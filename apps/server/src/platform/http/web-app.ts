import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built single-page app; unknown non-API paths get index.html so client routes work. */
export async function serveWebApp(app: FastifyInstance, distDir: string | null): Promise<boolean> {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return false;
  // serve: false: the public catch-all below sends every file, so no route escapes its access declaration.
  await app.register(fastifyStatic, { root: distDir, serve: false });
  app.get(
    '/*',
    { config: { access: { kind: 'public' } }, schema: { hide: true } },
    async (request, reply) => {
      if (request.url.startsWith('/v1/') || request.url.startsWith('/dev/')) {
        return reply.code(404).send({ message: 'common.errors.not-found' });
      }
      const file = path.join(distDir, decodeURIComponent(request.url.split('?')[0] ?? '/'));
      if (file.startsWith(distDir) && existsSync(file) && !file.endsWith(path.sep)) {
        const relative = path.relative(distDir, file);
        if (relative && !relative.startsWith('..')) {
          reply.header(
            'cache-control',
            relative.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          return reply.sendFile(relative, { cacheControl: false });
        }
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', { cacheControl: false });
    },
  );
  return true;
}
