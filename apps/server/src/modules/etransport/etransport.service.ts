import { cifParameter } from '@app/anaf/endpoints';
import { allowedActions, type EtransportAction } from '@app/domain/etransport/allowed-actions';
import { type DeclarationPayload, deliveryDateRule } from '@app/domain/etransport/declaration.schemas';
import type { EtransportDetail } from '@app/domain/etransport/etransport-api.schemas';
import { isDeclarationKind } from '@app/domain/etransport/etransport-states';
import {
  modificationDateTime,
  type TransportConfirmationPayload,
  type VehicleModificationPayload,
} from '@app/domain/etransport/follow-up.schemas';
import type { ListingQuery } from '@app/domain/listing/listing.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { Database, Db, Tx } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../../platform/http/errors';
import type { Jobs } from '../../platform/jobs/jobs';
import { type ItemRow, type NewItem, etransportRepo as repo } from './etransport.repo';
import { etransportAccess } from './etransport-access';
import { etransportPartiesRepo as parties } from './etransport-parties.repo';
import { grantsOf, toDetail, toRow } from './etransport-rows';
import { etransportSourcesRepo as sources } from './etransport-sources.repo';
import { ETRANSPORT_SUBMISSION_JOB } from './etransport-worker';
import { itemXml, resolveDeclaration } from './etransport-xml';

export const refused = (code: string, errors: Record<string, string[]> = {}) =>
  new HttpError(422, `etransport.errors.${code}`, { errors });
/** The refusal a unique index raises when two requests race past the checks. */
function raceRefusal(error: unknown): HttpError | null {
  // The driver's error, or drizzle's around it.
  const { code, constraint } = ((error as { cause?: unknown })?.cause ?? error ?? {}) as {
    code?: string;
    constraint?: string;
  };
  if (code !== '23505') return null;
  if (constraint === 'etransport_items_one_draft_child_key') return refused('draft-child-exists');
  if (constraint === 'etransport_submissions_one_open_key') return refused('not-allowed-send');
  return null;
}

/** Who acts: the user (for the activity log) and their permissions on the company. */
export type Actor = { userId: string; permissions: Set<string> };
type FollowUpKind = 'vehicle-modification' | 'transport-confirmation';
type FollowUpPayload = VehicleModificationPayload | TransportConfirmationPayload;

/**
 * The e-Transport register (spec 03): declarations, corrections, cancellations, vehicle changes and
 * confirmations; each change and the send it causes commit in one transaction with its log entry.
 */
export function createEtransportService(database: Database, jobs: Jobs, today = () => todayInRomania()) {
  async function viewer(db: Db, companyId: string, actor: Actor) {
    const { spvActive } = await etransportAccess(db, companyId);
    return { granted: grantsOf(actor.permissions), spvActive };
  }

  /** Adding documents needs the module active (add-on, base plan, SPV connection; spec 03 §1). */
  async function requireModule(db: Db, companyId: string) {
    const access = await etransportAccess(db, companyId);
    if (!access.spvActive) throw refused('spv-inactive');
    if (!access.active) throw refused('module-inactive');
  }

  async function mustFind(db: Db, companyId: string, id: string, lock = false) {
    const item = await repo.find(db, companyId, id, lock);
    if (!item) throw notFound();
    return item;
  }

  function requireAction(item: ItemRow, action: EtransportAction, spvActive = true) {
    if (!allowedActions(item, { spvActive }).includes(action)) throw refused(`not-allowed-${action}`);
  }

  async function detail(db: Db, companyId: string, item: ItemRow, actor: Actor): Promise<EtransportDetail> {
    // One query at a time: inside a transaction they share one connection.
    const activity = await repo.activity(db, item.id);
    const cancellation = await repo.latestSubmission(db, item.id, 'stergere');
    const draftChild = isDeclarationKind(item.kind) ? await repo.draftChild(db, item.id, 'correction') : null;
    return toDetail(item, await viewer(db, companyId, actor), {
      activity,
      cancellation,
      draftChildId: draftChild?.id ?? null,
    });
  }

  const declarationColumns = async (db: Db, companyId: string, payload: DeclarationPayload) => {
    const resolved = await resolveDeclaration(db, companyId, payload);
    // A NC code or weight the catalogue lacked is asked for once: the product keeps it.
    for (const line of payload.products)
      if (line.productId)
        await sources.rememberProductFacts(db, companyId, line.productId, {
          ncCode: line.productEuCnClassificationCode,
          netWeight: line.netWeight,
          grossWeight: line.grossWeight,
        });
    return {
      partnerId: payload.partnerId,
      partnerName: resolved.partner.name,
      referenceCode: payload.referenceCode,
      deliveryDate: payload.deliveryDate,
      postFailure: payload.postFailure,
      payload: payload as unknown as Record<string, unknown>,
    } satisfies Partial<NewItem>;
  };

  const followUpColumns = (kind: FollowUpKind, payload: FollowUpPayload) => ({
    uit: payload.uit,
    parentId: payload.declarationId,
    referenceCode: payload.referenceCode,
    postFailure: payload.postFailure,
    combinedDate:
      kind === 'vehicle-modification'
        ? modificationDateTime(payload as VehicleModificationPayload)
        : `${today()}T00:00:00`,
    payload: payload as unknown as Record<string, unknown>,
  });

  /** Runs a change; a race past the checks gets the refusal the check would have given. */
  async function writing<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await database.transaction(fn);
    } catch (error) {
      throw raceRefusal(error) ?? error;
    }
  }

  async function queueSend(tx: Tx, item: ItemRow, actor: Actor, cancel: boolean) {
    const company = await parties.company(tx.db, item.companyId);
    if (!company) throw notFound();
    const parent =
      item.kind === 'correction' && item.parentId
        ? await repo.find(tx.db, item.companyId, item.parentId)
        : null;
    const { message, xml } = await itemXml(tx.db, item, company.businessId, {
      cancel,
      correctedUit: parent?.uit ?? null,
    });
    const submission = await repo.insertSubmission(tx.db, {
      companyId: item.companyId,
      itemId: item.id,
      message,
      attempt: (await repo.lastAttempt(tx.db, item.id)) + 1,
      cif: cifParameter(company.businessId),
      xml,
      nextCheckAt: new Date(),
    });
    await repo.log(tx.db, item, cancel ? 'cancel-requested' : 'queued', actor.userId);
    await jobs.enqueue(tx, ETRANSPORT_SUBMISSION_JOB, { id: submission.id });
  }

  return {
    async list(companyId: string, query: ListingQuery, actor: Actor) {
      const { items, count } = await repo.list(database.db, companyId, query);
      const seen = await viewer(database.db, companyId, actor);
      return { items: items.map((item) => toRow(item, seen)), count };
    },

    async get(companyId: string, id: string, actor: Actor) {
      return detail(database.db, companyId, await mustFind(database.db, companyId, id), actor);
    },

    async createDeclaration(
      companyId: string,
      payload: DeclarationPayload,
      actor: Actor,
      correctionOf?: string,
    ) {
      return writing(async (tx) => {
        await requireModule(tx.db, companyId);
        let parentId: string | null = null;
        if (correctionOf) {
          const parent = await mustFind(tx.db, companyId, correctionOf, true);
          requireAction(parent, 'correct');
          if (await repo.draftChild(tx.db, parent.id, 'correction')) throw refused('draft-child-exists');
          parentId = parent.id;
        }
        const item = await repo.insert(tx.db, {
          companyId,
          kind: parentId ? 'correction' : 'declaration',
          parentId,
          createdBy: actor.userId,
          ...(await declarationColumns(tx.db, companyId, payload)),
        });
        await repo.log(tx.db, item, 'created', actor.userId);
        return detail(tx.db, companyId, item, actor);
      });
    },

    async updateDeclaration(companyId: string, id: string, payload: DeclarationPayload, actor: Actor) {
      return writing(async (tx) => {
        const item = await mustFind(tx.db, companyId, id, true);
        if (!isDeclarationKind(item.kind)) throw notFound();
        requireAction(item, 'edit');
        const updated = await repo.update(tx.db, id, await declarationColumns(tx.db, companyId, payload));
        await repo.log(tx.db, item, 'updated', actor.userId);
        return detail(tx.db, companyId, updated, actor);
      });
    },

    async createFollowUp(companyId: string, kind: FollowUpKind, payload: FollowUpPayload, actor: Actor) {
      return writing(async (tx) => {
        await requireModule(tx.db, companyId);
        if (payload.declarationId) {
          const parent = await repo.find(tx.db, companyId, payload.declarationId);
          if (!parent || !isDeclarationKind(parent.kind))
            throw new ValidationError({ declarationId: ['exists'] });
          if (await repo.draftChild(tx.db, parent.id, kind)) throw refused('draft-child-exists');
        }
        const item = await repo.insert(tx.db, {
          companyId,
          kind,
          createdBy: actor.userId,
          ...followUpColumns(kind, payload),
        });
        await repo.log(tx.db, item, 'created', actor.userId);
        return detail(tx.db, companyId, item, actor);
      });
    },

    async updateFollowUp(
      companyId: string,
      id: string,
      kind: FollowUpKind,
      payload: FollowUpPayload,
      actor: Actor,
    ) {
      return writing(async (tx) => {
        const item = await mustFind(tx.db, companyId, id, true);
        if (item.kind !== kind) throw notFound();
        requireAction(item, 'edit');
        const updated = await repo.update(tx.db, id, followUpColumns(kind, payload));
        await repo.log(tx.db, item, 'updated', actor.userId);
        return detail(tx.db, companyId, updated, actor);
      });
    },

    /** Cancelling an accepted declaration: a cancellation is sent at once; it stays live until ANAF answers. */
    async cancel(companyId: string, id: string, actor: Actor) {
      return writing(async (tx) => {
        const item = await mustFind(tx.db, companyId, id, true);
        if (!isDeclarationKind(item.kind)) throw notFound();
        requireAction(item, 'cancel');
        const access = await etransportAccess(tx.db, companyId);
        if (!access.spvActive) throw refused('spv-inactive');
        const updated = await repo.update(tx.db, id, { status: 'cancel-draft' });
        await queueSend(tx, updated, actor, true);
        return detail(tx.db, companyId, updated, actor);
      });
    },

    async remove(companyId: string, id: string, actor: Actor) {
      await writing(async (tx) => {
        const item = await mustFind(tx.db, companyId, id, true);
        requireAction(item, 'delete', (await viewer(tx.db, companyId, actor)).spvActive);
        await repo.remove(tx.db, id);
      });
    },

    /**
     * Sends a row to RO e-Transport: the rules of spec 03 §4 (an active connection, a transport date
     * from today up to 3 days ahead unless declared after an outage), then the exact XML and the job.
     */
    async send(companyId: string, id: string, actor: Actor) {
      return writing(async (tx) => {
        const item = await mustFind(tx.db, companyId, id, true);
        const access = await etransportAccess(tx.db, companyId);
        if (!access.spvActive) throw refused('spv-inactive');
        if (!access.active) throw refused('module-inactive');
        requireAction(item, 'send');
        if (isDeclarationKind(item.kind) && item.deliveryDate) {
          const rule = deliveryDateRule(item.deliveryDate, today(), item.postFailure);
          if (rule) throw refused('date-not-sendable', { deliveryDate: [rule] });
        }
        const updated = await repo.update(tx.db, id, { pending: true, etransportStatus: null, errors: [] });
        await queueSend(tx, updated, actor, false);
        return detail(tx.db, companyId, updated, actor);
      });
    },

    /** The XML as sent last, or as it would be sent now (a draft not sent yet). */
    async xml(companyId: string, id: string, actor: Actor) {
      const item = await mustFind(database.db, companyId, id);
      const latest = await repo.latestSubmission(database.db, id);
      let xml = latest?.message === 'stergere' ? null : latest?.xml;
      if (!xml) {
        const company = await parties.company(database.db, companyId);
        const parent = item.parentId ? await repo.find(database.db, companyId, item.parentId) : null;
        xml = (
          await itemXml(database.db, item, company?.businessId ?? '', {
            correctedUit: item.kind === 'correction' ? (parent?.uit ?? null) : null,
          })
        ).xml;
      }
      await repo.log(database.db, item, 'downloaded-xml', actor.userId);
      const name = (item.uit ?? item.referenceCode ?? item.id).replace(/[^\w.-]+/g, '_');
      return { xml, fileName: `e-transport-${name}.xml` };
    },
  };
}
export type EtransportService = ReturnType<typeof createEtransportService>;
