import type { OpenDatabase } from '../../db/open';
import { createLocalBus, createPostgresBus, type RealtimeBus } from './bus';

/** The embedded database serves one process, so its bus is local; a server gets LISTEN/NOTIFY. */
export function openRealtimeBus(
  opened: Pick<OpenDatabase, 'kind' | 'url' | 'database'>,
): Promise<RealtimeBus> {
  return opened.kind === 'embedded'
    ? Promise.resolve(createLocalBus())
    : createPostgresBus(opened.url, opened.database.pool);
}
