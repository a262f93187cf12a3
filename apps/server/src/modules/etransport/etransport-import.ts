import { AnafCallError } from '@app/anaf/spv/efactura-api.types';
import type { EtransportListedMessage } from '@app/anaf/spv/etransport-api.types';
import { and, eq, gt, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Db, Tx } from '../../db/client';
import { type SpvAccess, SpvUnavailableError } from '../../platform/anaf/spv-access';
import { can, requireCompany } from '../../platform/auth/access';
import { HttpError } from '../../platform/http/errors';
import type { Jobs } from '../../platform/jobs/jobs';
import { plans, subscriptions } from '../billing/billing.tables';
import { companies } from '../companies/companies.tables';
import type { NotificationsService } from '../notifications/notifications.service';
import { partners } from '../partners/partners.tables';
import { type ItemRow, etransportRepo as repo } from './etransport.repo';
import { etransportItems } from './etransport.tables';
import { etransportAccess } from './etransport-access';

export const ETRANSPORT_IMPORT_JOB = 'etransport.import';
export const ETRANSPORT_IMPORT_ALL_JOB = 'etransport.import-all';
/** Every quarter of an hour the declarations naming active companies as partners are read. */
export const ETRANSPORT_IMPORT_CRON = '*/15 * * * *';
/** ANAF's list reaches 60 days back. */
const LIST_DAYS = 60;

/** One message of ANAF's list as the imported row keeps it (its upload index makes it known). */
type ImportedMessage = { uploadIndex: string; kind: 'NOT' | 'COR' | 'DEL'; createdAt: string };

/** What an imported row holds: only what ANAF's list tells about another declarant's message. */
export type ImportedPayload = {
  source: 'anaf-list';
  declarantCode: string;
  referenceCode: string | null;
  /** When ANAF took the declaration, Romanian time, yyyy-MM-ddTHH:mm. */
  createdAt: string;
  messages: ImportedMessage[];
};

export type EtransportImportDeps = {
  database: Database;
  access: SpvAccess;
  notifications: NotificationsService;
};

const digits = (cui: string) => cui.replace(/\D/g, '');
const IMPORTABLE = ['NOT', 'COR', 'DEL'] as const;
const isImportable = (
  message: EtransportListedMessage,
): message is EtransportListedMessage & {
  tip: ImportedMessage['kind'];
} => (IMPORTABLE as readonly string[]).includes(message.tip);

/** yyyyMMddHHmm -> yyyy-MM-ddTHH:mm (null when ANAF wrote something else). */
function minuteOf(dataCreare: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})/.exec(dataCreare);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}` : null;
}

const payloadOf = (row: ItemRow) => row.payload as unknown as ImportedPayload;
const knownIndexes = (rows: ItemRow[]) =>
  new Set(rows.flatMap((row) => (payloadOf(row).messages ?? []).map((message) => message.uploadIndex)));

async function notify(
  tx: Tx,
  notifications: NotificationsService,
  row: ItemRow,
  type: 'etransport-declaration-imported' | 'etransport-declaration-imported-correction',
) {
  const [company] = await tx.db
    .select({ tenantId: companies.tenantId })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  if (!company) return;
  await notifications.notify(tx, {
    tenantId: company.tenantId,
    companyId: row.companyId,
    type,
    data: { id: row.id, uit: row.uit ?? '', ...(row.partnerName ? { partnerName: row.partnerName } : {}) },
  });
}

/** The company's partner with this CUI (written with or without RO), for the row's partner. */
async function partnerByCui(db: Db, companyId: string, cui: string) {
  const [partner] = await db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(and(eq(partners.companyId, companyId), inArray(partners.businessId, [cui, `RO${cui}`])));
  return partner ?? null;
}

/**
 * Applies the other declarants' messages of ANAF's list to the register, oldest first, in one
 * transaction that holds the company's import lock: a declaration (NOT) is a new imported row, a
 * correction (COR) makes it imported:corrected (or is a new row so when its declaration is older
 * than the list), a cancellation (DEL) cancels it. A message whose upload index a row already holds
 * is skipped, so a second run changes nothing. Returns how many messages were applied.
 */
async function applyMessages(
  deps: EtransportImportDeps,
  companyId: string,
  messages: (EtransportListedMessage & { tip: ImportedMessage['kind'] })[],
): Promise<number> {
  if (messages.length === 0) return 0;
  return deps.database.transaction(async (tx) => {
    const db = tx.db;
    // The quarter-hourly job and the route may run side by side: one import per company at a time.
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`etransport-import:${companyId}`}, 0))`,
    );
    const uits = [...new Set(messages.map((message) => message.uit))];
    const rows = await db
      .select()
      .from(etransportItems)
      .where(
        and(
          eq(etransportItems.companyId, companyId),
          eq(etransportItems.imported, true),
          inArray(etransportItems.uit, uits),
        ),
      );
    const known = knownIndexes(rows);
    const byUit = new Map(rows.map((row) => [row.uit as string, row]));
    let applied = 0;
    for (const message of messages) {
      if (known.has(message.id_incarcare)) continue;
      const createdAt = minuteOf(message.data_creare) ?? '';
      const entry: ImportedMessage = { uploadIndex: message.id_incarcare, kind: message.tip, createdAt };
      const existing = byUit.get(message.uit);
      let row: ItemRow | null = null;
      if (existing) {
        const payload = payloadOf(existing);
        const live = existing.status === 'imported' || existing.status === 'imported:corrected';
        const status = !live ? existing.status : message.tip === 'DEL' ? 'canceled' : 'imported:corrected';
        row = await repo.update(db, existing.id, {
          status: message.tip === 'NOT' ? existing.status : status,
          ...(message.tip === 'COR' && message.ref_decl ? { referenceCode: message.ref_decl } : {}),
          payload: { ...payload, messages: [...(payload.messages ?? []), entry] },
        });
        await repo.log(db, row, message.tip === 'DEL' ? 'accepted' : 'updated', null, message.tip);
      } else if (message.tip !== 'DEL') {
        const declarant = digits(message.cod_decl);
        const partner = await partnerByCui(db, companyId, declarant);
        const payload: ImportedPayload = {
          source: 'anaf-list',
          declarantCode: declarant,
          referenceCode: message.ref_decl || null,
          createdAt,
          messages: [entry],
        };
        row = await repo.insert(db, {
          companyId,
          kind: 'declaration',
          status: message.tip === 'NOT' ? 'imported' : 'imported:corrected',
          etransportStatus: 'accepted',
          imported: true,
          uit: message.uit,
          uploadIndex: message.id_incarcare,
          partnerId: partner?.id ?? null,
          partnerName: partner?.name ?? declarant,
          referenceCode: message.ref_decl || null,
          deliveryDate: createdAt ? createdAt.slice(0, 10) : null,
          payload: payload as unknown as Record<string, unknown>,
        });
        await repo.log(db, row, 'created', null, message.tip);
      }
      known.add(message.id_incarcare);
      if (!row) continue;
      byUit.set(message.uit, row);
      applied += 1;
      if (message.tip === 'NOT' && !existing)
        await notify(tx, deps.notifications, row, 'etransport-declaration-imported');
      if (message.tip === 'COR')
        await notify(tx, deps.notifications, row, 'etransport-declaration-imported-correction');
    }
    return applied;
  });
}

/**
 * Reads ANAF's list for one company whose module is active and imports the declarations other
 * declarants made naming it (those whose declarant is not the company). The call runs with no
 * transaction open. Throws SpvUnavailableError or AnafCallError when ANAF cannot be asked.
 */
export async function importEtransportDeclarations(
  deps: EtransportImportDeps,
  companyId: string,
): Promise<number> {
  const access = await etransportAccess(deps.database.db, companyId);
  if (!access.active) return 0;
  const { cif, listed } = await deps.access.call(companyId, async (_efactura, context) => ({
    cif: context.cif,
    listed: await deps.access.etransport.list(LIST_DAYS, context.cif, context.accessToken),
  }));
  const own = digits(cif);
  const foreign = listed
    .filter(isImportable)
    .filter((message) => message.stare === 'OK' && message.uit !== '' && digits(message.cod_decl) !== own)
    .sort((a, b) => a.data_creare.localeCompare(b.data_creare) || compareIndexes(a, b));
  return applyMessages(deps, companyId, foreign);
}

function compareIndexes(a: EtransportListedMessage, b: EtransportListedMessage): number {
  const left = BigInt(/^\d+$/.test(a.id_incarcare) ? a.id_incarcare : '0');
  const right = BigInt(/^\d+$/.test(b.id_incarcare) ? b.id_incarcare : '0');
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Companies holding the e-Transport add-on now (each is still checked in full before its import). */
async function addonCompanies(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        like(plans.code, 'addon:etransport:%'),
        eq(subscriptions.paymentStatus, 'accepted'),
        gt(subscriptions.expiresAt, new Date()),
      ),
    );
  return rows.map((row) => row.companyId);
}

const refused = (code: string) => new HttpError(422, `etransport.errors.${code}`, { errors: {} });

/**
 * The import's jobs (a quarter-hourly fan-out, one job per company so one company's trouble delays
 * no other) and `POST /v1/my-companies/{id}/etransport/import`, which imports at once.
 */
export async function registerEtransportImport(
  appInstance: FastifyInstance,
  jobs: Jobs,
  deps: EtransportImportDeps,
) {
  await jobs.register<{ companyId: string }>(ETRANSPORT_IMPORT_JOB, async ({ companyId }) => {
    try {
      await importEtransportDeclarations(deps, companyId);
    } catch (error) {
      // No connection now: the next quarter tries again; ANAF's failures are retried by the queue.
      if (!(error instanceof SpvUnavailableError)) throw error;
    }
  });
  await jobs.register(ETRANSPORT_IMPORT_ALL_JOB, async () => {
    const companyIds = await addonCompanies(deps.database.db);
    for (const companyId of companyIds)
      await jobs.send(ETRANSPORT_IMPORT_JOB, { companyId }, { singletonKey: companyId });
  });
  await jobs.schedule(ETRANSPORT_IMPORT_ALL_JOB, ETRANSPORT_IMPORT_CRON);

  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v1/my-companies/:companyId/etransport/import',
    {
      config: can('anaf-spv.ro-e-transport.write'),
      schema: {
        tags: ['etransport'],
        params: z.object({ companyId: z.string() }),
        response: { 200: z.object({ imported: z.number().int() }) },
      },
    },
    async (request) => {
      const companyId = requireCompany(request).id;
      const access = await etransportAccess(deps.database.db, companyId);
      if (!access.spvActive) throw refused('spv-inactive');
      if (!access.active) throw refused('module-inactive');
      try {
        return { imported: await importEtransportDeclarations(deps, companyId) };
      } catch (error) {
        if (error instanceof SpvUnavailableError) throw refused('spv-inactive');
        if (error instanceof AnafCallError && error.kind === 'limit')
          throw new HttpError(429, 'common.errors.throttled');
        if (error instanceof AnafCallError) throw new HttpError(502, 'common.errors.generic');
        throw error;
      }
    },
  );
}
