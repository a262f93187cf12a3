import { beforeEach } from 'vitest';
import { condensedLogLine } from './log-lines';
import { runningServers } from './server';

/** Lines of a server's log kept for one failed test: enough to see what the server was doing. */
const KEPT_LINES = 80;

/**
 * A browser test that fails prints what each running server logged while it ran (requests with
 * their times, warnings such as a stalled embedded database): a CI log then says why, not only
 * that a response never came.
 */
beforeEach((context) => {
  const marks = new Map([...runningServers].map((server) => [server, server.output().length]));
  context.onTestFailed(() => {
    for (const [server, mark] of marks) {
      const lines = server.output().slice(mark).split('\n').filter(Boolean);
      const shown = lines.slice(-KEPT_LINES).map(condensedLogLine);
      const cut = lines.length > shown.length ? ` (last ${shown.length} of ${lines.length} lines)` : '';
      console.error(`[e2e] ${server.baseUrl} logged during the failed test${cut}:\n${shown.join('\n')}`);
    }
  });
});
