import type { Database } from '../../db/client';
import type { SpvAccess } from '../../platform/anaf/spv-access';
import type { FileStore } from '../../platform/files/file-store';
import type { Jobs } from '../../platform/jobs/jobs';
import type { NotificationsService } from '../notifications/notifications.service';

/** What the inbox's sync, imports, replies and routes work with. */
export type InboxContext = {
  database: Database;
  jobs: Jobs;
  access: SpvAccess;
  files: FileStore;
  notifications: NotificationsService;
  /** Epoch milliseconds; tests may move it. */
  now(): number;
  log: { warn(details: object, message: string): void };
};

export const SYNC_JOB = 'efactura.sync';
export const SYNC_ALL_JOB = 'efactura.sync-all';
export const REPLY_JOB = 'efactura.reply';
export const PDF_JOB = 'efactura.received-pdfs';
