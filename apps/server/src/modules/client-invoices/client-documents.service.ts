import type {
  ClientDocument,
  ClientDocumentPayload,
  PdfTemplate,
  PublishInput,
  SendEmailInput,
} from '@app/domain/invoicing/client-document.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import Decimal from 'decimal.js';
import type { Database, Db, Tx } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../../platform/http/errors';
import type { ListingPlan } from '../../platform/listing/listing';
import type { Mailer } from '../../platform/mail/mailer';
import { allocateNumber } from '../document-series/document-series.service';
import { documentPdf } from './client-document-pdf';
import { warningsOf } from './client-document-warnings';
import { payloadOf, toClientDocument, todayCopy, toListItem } from './client-documents.view';
import { einvoiceFindingsOf, einvoiceSourceOf, refuseUnacceptableEInvoice } from './client-invoice-einvoice';
import { type ClientInvoiceHooks, createClientInvoiceHooks } from './client-invoice-hooks';
import { type DocumentKind, type DocumentRow, clientDocumentsRepo as repo } from './client-invoices.repo';
import { buildDocument } from './document-builder';
import { documentSourcesRepo } from './document-sources.repo';
import { invoiceFromDespatchAdvice } from './invoice-from-despatch';
import type { InvoiceStock } from './invoice-stock';
import { invoiceStockRepo } from './invoice-stock.repo';

const SERIES_TYPE = { invoice: 'client-invoice', proforma: 'client-proforma-invoice' } as const;
/** Message keys of the web app's texts, by kind. */
const AREA = { invoice: 'client-invoices', proforma: 'client-proformas' } as const;

const refused = (kind: DocumentKind, reason: string, errors: Record<string, string[]> = {}) =>
  new HttpError(422, `${AREA[kind]}.errors.${reason}`, { errors });

const negate = (value: string) => {
  const negated = new Decimal(value).negated();
  return negated.isZero() ? '0' : negated.toFixed();
};

/**
 * Client invoices and proformas: drafts are saved with their totals computed by the domain
 * arithmetic; an invoice takes its series number in its publication transaction (gapless, in issue
 * date order); a proforma takes its number when created. Refunds, copies and invoices made from
 * proformas are new drafts linked to their source. With `stock`, invoices with a warehouse move stock.
 */
export function createClientDocumentsService(
  database: Database,
  mailer: Mailer,
  hooks: ClientInvoiceHooks = createClientInvoiceHooks(),
  stock: InvoiceStock | null = null,
) {
  async function view(db: Db, row: DocumentRow): Promise<ClientDocument> {
    const lines = await repo.lines(db, row.id);
    const linkIds = [row.refundsId, row.refundedById, row.proformaId, row.invoiceId].filter(
      (id): id is string => id !== null,
    );
    const linked = new Map((await repo.findMany(db, row.companyId, linkIds)).map((doc) => [doc.id, doc]));
    const document = toClientDocument(row, lines, {
      today: todayInRomania(),
      linked,
      warnings: await warningsOf(db, row),
    });
    // A draft invoice shows what the state would refuse before publication is tried.
    const draft = row.kind === 'invoice' && row.status === 'draft';
    return {
      ...document,
      despatchAdvice:
        row.kind === 'invoice' ? await invoiceStockRepo.despatchAdviceOf(db, row.companyId, row.id) : null,
      einvoiceFindings: draft ? einvoiceFindingsOf(document) : [],
      abilities: {
        sendEfactura: row.kind === 'invoice' ? await hooks.sendRefusal(db, row) : 'efactura-not-issued',
      },
    };
  }

  async function locked(tx: Tx, companyId: string, kind: DocumentKind, id: string): Promise<DocumentRow> {
    const row = await repo.lock(tx.db, companyId, kind, id);
    if (!row) throw notFound();
    return row;
  }

  /** A new document in the caller's transaction; a proforma is numbered at once. */
  async function insert(
    tx: Tx,
    companyId: string,
    kind: DocumentKind,
    payload: ClientDocumentPayload,
    links: Partial<DocumentRow> = {},
  ) {
    const built = await buildDocument(tx.db, companyId, kind, payload);
    const numbered =
      kind === 'proforma'
        ? await allocateNumber(tx, companyId, payload.documentSeriesId, { type: SERIES_TYPE.proforma })
        : null;
    const row = await repo.insert(tx.db, companyId, kind, {
      ...built.values,
      ...links,
      status: numbered ? 'published' : 'draft',
      number: numbered?.number ?? null,
      seriesNumber: numbered?.formatted ?? null,
      publishedAt: numbered ? new Date() : null,
    });
    await repo.replaceLines(tx.db, companyId, row.id, built.lines);
    return row;
  }

  async function copyOf(tx: Tx, companyId: string, kind: DocumentKind, id: string) {
    const source = await repo.find(tx.db, companyId, kind, id);
    if (!source) throw notFound();
    return { source, payload: payloadOf(source, await repo.lines(tx.db, source.id)) };
  }

  /** The company's current series of a kind for documents made from another kind. */
  async function defaultSeries(db: Db, companyId: string, kind: DocumentKind, issueDate: string) {
    const id = await documentSourcesRepo.defaultSeries(db, companyId, SERIES_TYPE[kind], issueDate);
    if (!id) throw refused(kind, 'no-series', { documentSeriesId: ['required'] });
    return id;
  }

  /**
   * Issues a draft invoice: the document is checked again against today's data (parties copied
   * anew), then numbered under the series lock; a number must follow the issue dates, so a draft
   * dated before an issued invoice of the series is refused (and the number given back).
   */
  async function publishIn(tx: Tx, companyId: string, id: string, input: PublishInput): Promise<DocumentRow> {
    const existing = await locked(tx, companyId, 'invoice', id);
    if (existing.status !== 'draft') throw refused('invoice', 'not-draft');
    const payload = payloadOf(existing, await repo.lines(tx.db, id));
    if (input.documentSeriesId) payload.documentSeriesId = input.documentSeriesId;
    if (input.issueDate) {
      payload.issueDate = input.issueDate;
      if (payload.dueDateType !== 'custom') payload.dueDate = null;
    }
    const built = await buildDocument(tx.db, companyId, 'invoice', payload);
    await repo.replaceLines(tx.db, companyId, id, built.lines);
    const lines = await repo.lines(tx.db, id);
    // Stock first: re-costing may take a while, and the series lock is not held yet.
    await stock?.post(tx, { ...existing, ...built.values } as DocumentRow, lines);
    // From here the series is locked until commit: two statements, then the commit.
    const numbered = await allocateNumber(tx, companyId, payload.documentSeriesId, {
      type: SERIES_TYPE.invoice,
    });
    const { proformaId: _keep, ...values } = built.values;
    // The invoice as it would be issued, number included, must pass the state's rules: a
    // refusal rolls everything back (the lines, the number).
    refuseUnacceptableEInvoice(
      einvoiceSourceOf(
        {
          ...existing,
          ...values,
          number: numbered.number,
          seriesNumber: numbered.formatted,
        } as DocumentRow,
        lines,
      ),
    );
    const published = await repo.publishIfSequential(tx.db, companyId, id, {
      ...values,
      status: 'published',
      number: numbered.number,
      seriesNumber: numbered.formatted,
      publishedAt: new Date(),
    });
    if (!published) {
      const latest = await repo.latestIssueDateInSeries(tx.db, payload.documentSeriesId);
      throw refused('invoice', 'not-sequential', { issueDate: [`after_or_equal:${latest}`] });
    }
    if (hooks.published.length === 0) return published;
    for (const hook of hooks.published) await hook(tx, published);
    // A hook may have set columns of its own (the automatic e-Factura send time).
    return (await repo.find(tx.db, companyId, 'invoice', id)) ?? published;
  }

  return {
    /** A new document, and an invoice's issue, in the caller's transaction (documents the app issues itself). */
    insertIn: insert,
    publishIn,

    async list(companyId: string, kind: DocumentKind, plan: ListingPlan) {
      const page = await repo.list(database.db, companyId, kind, plan);
      const today = todayInRomania();
      return { items: page.items.map((row) => toListItem(row, today)), count: page.count };
    },

    async get(companyId: string, kind: DocumentKind, id: string): Promise<ClientDocument> {
      const row = await repo.find(database.db, companyId, kind, id);
      if (!row) throw notFound();
      return view(database.db, row);
    },

    async create(
      companyId: string,
      kind: DocumentKind,
      payload: ClientDocumentPayload,
    ): Promise<ClientDocument> {
      const row = await database.transaction(async (tx) => {
        if (payload.proformaId && kind === 'invoice') {
          const proforma = await locked(tx, companyId, 'proforma', payload.proformaId).catch(() => {
            throw new ValidationError({ proformaId: ['exists'] });
          });
          const created = await insert(tx, companyId, kind, payload);
          await repo.update(tx.db, companyId, proforma.id, { invoiceId: created.id });
          return created;
        }
        return insert(tx, companyId, kind, { ...payload, proformaId: null });
      });
      return view(database.db, row);
    },

    /** An invoice changes while it is a draft; a numbered proforma keeps its series. */
    async update(
      companyId: string,
      kind: DocumentKind,
      id: string,
      payload: ClientDocumentPayload,
    ): Promise<ClientDocument> {
      const row = await database.transaction(async (tx) => {
        const existing = await locked(tx, companyId, kind, id);
        // ANAF counts a rejected invoice as never sent: it is corrected under its number and date
        // (parties copied anew) and sent again (spec 02 §4 Documents).
        const correcting =
          kind === 'invoice' && existing.status === 'published' && existing.efacturaStatus === 'rejected';
        if (kind === 'invoice' && existing.status !== 'draft' && !correcting)
          throw refused(kind, 'not-draft');
        if ((kind === 'proforma' || correcting) && payload.documentSeriesId !== existing.documentSeriesId)
          throw new ValidationError({ documentSeriesId: ['locked'] });
        if (correcting && payload.issueDate !== existing.issueDate)
          throw new ValidationError({ issueDate: ['locked'] });
        const built = await buildDocument(tx.db, companyId, kind, payload);
        if (existing.paidTotal !== '0.00' && built.values.currency !== existing.currency)
          throw new ValidationError({ currency: ['locked'] });
        const { proformaId: _keep, ...values } = built.values;
        if (correcting) await stock?.remove(tx, existing, await repo.lines(tx.db, id));
        const updated = await repo.update(tx.db, companyId, id, values);
        await repo.replaceLines(tx.db, companyId, id, built.lines);
        if (!correcting) return updated;
        const lines = await repo.lines(tx.db, id);
        refuseUnacceptableEInvoice(einvoiceSourceOf(updated, lines));
        // A corrected invoice moves stock as it now reads (its lines are new rows).
        await stock?.post(tx, updated, lines);
        return updated;
      });
      return view(database.db, row);
    },

    /** Drafts only for invoices; a storno draft's deletion frees the invoice it refunded. */
    async delete(companyId: string, kind: DocumentKind, id: string): Promise<void> {
      await database.transaction(async (tx) => {
        const row = await locked(tx, companyId, kind, id);
        if (kind === 'invoice' && row.status !== 'draft') throw refused(kind, 'not-draft');
        // Sending to RO e-Factura makes an invoice non-deletable (spec 02 §4 Documents).
        if (row.efacturaStatus !== null) throw refused(kind, 'efactura-sent-not-deletable');
        if (row.refundsId) await repo.update(tx.db, companyId, row.refundsId, { refundedById: null });
        if (row.proformaId) await repo.update(tx.db, companyId, row.proformaId, { invoiceId: null });
        if (row.invoiceId) await repo.update(tx.db, companyId, row.invoiceId, { proformaId: null });
        if (kind === 'invoice') await invoiceStockRepo.unlinkInvoice(tx.db, companyId, id);
        await repo.delete(tx.db, companyId, id);
      });
    },

    /** Issues a draft invoice (see publishIn). */
    async publish(companyId: string, id: string, input: PublishInput): Promise<ClientDocument> {
      const row = await database.transaction((tx) => publishIn(tx, companyId, id, input));
      return view(database.db, row);
    },

    /** Irreversible; refused for a paid or partly paid invoice and for a refunded one (spec 02 §4). */
    async void(companyId: string, id: string): Promise<ClientDocument> {
      const row = await database.transaction(async (tx) => {
        const existing = await locked(tx, companyId, 'invoice', id);
        if (existing.status !== 'published') throw refused('invoice', 'not-published');
        if (!new Decimal(existing.paidTotal).isZero()) throw refused('invoice', 'void-paid');
        if (existing.refundedById) throw refused('invoice', 'void-refunded');
        // ANAF holds it (or may): a voided invoice would still count there (spec 02 §4 Documents).
        if (existing.efacturaStatus === 'pending' || existing.efacturaStatus === 'accepted')
          throw refused('invoice', `void-efactura-${existing.efacturaStatus}`);
        await stock?.remove(tx, existing, await repo.lines(tx.db, id));
        // The despatch advice it was made from is free again: to be invoiced anew, or voided.
        await invoiceStockRepo.unlinkInvoice(tx.db, companyId, id);
        return repo.update(tx.db, companyId, id, { status: 'voided', voidedAt: new Date() });
      });
      return view(database.db, row);
    },

    /**
     * A draft storno of an issued invoice: the same lines with opposite quantities, referring to the
     * invoice it reverses; both documents link to each other. One storno per invoice.
     */
    async refund(companyId: string, id: string): Promise<ClientDocument> {
      const row = await database.transaction(async (tx) => {
        const original = await locked(tx, companyId, 'invoice', id);
        if (original.status !== 'published') throw refused('invoice', 'not-published');
        if (original.refundedById) throw refused('invoice', 'already-refunded');
        const payload = todayCopy(payloadOf(original, await repo.lines(tx.db, id)));
        const storno = await insert(
          tx,
          companyId,
          'invoice',
          {
            ...payload,
            previousInvoiceNumber: original.seriesNumber,
            previousInvoiceDate: original.issueDate,
            lines: payload.lines.map((line) => ({ ...line, quantity: negate(line.quantity) })),
          },
          { refundsId: original.id },
        );
        await repo.update(tx.db, companyId, original.id, { refundedById: storno.id });
        return storno;
      });
      return view(database.db, row);
    },

    async duplicate(companyId: string, kind: DocumentKind, id: string): Promise<ClientDocument> {
      const row = await database.transaction(async (tx) => {
        const { payload } = await copyOf(tx, companyId, kind, id);
        return insert(tx, companyId, kind, todayCopy(payload));
      });
      return view(database.db, row);
    },

    /** A draft invoice with the proforma's client, lines and terms, linked to it. */
    async invoiceFromProforma(companyId: string, proformaId: string): Promise<ClientDocument> {
      const row = await database.transaction(async (tx) => {
        const proforma = await locked(tx, companyId, 'proforma', proformaId);
        const payload = todayCopy(payloadOf(proforma, await repo.lines(tx.db, proformaId)));
        const seriesId = await defaultSeries(tx.db, companyId, 'invoice', payload.issueDate);
        const invoice = await insert(
          tx,
          companyId,
          'invoice',
          { ...payload, documentSeriesId: seriesId },
          { proformaId },
        );
        await repo.update(tx.db, companyId, proformaId, { invoiceId: invoice.id });
        return invoice;
      });
      return view(database.db, row);
    },

    /** A draft invoice of a published despatch advice, linked to it (its stock left with it). */
    async invoiceFromDespatchAdvice(companyId: string, documentId: string): Promise<ClientDocument> {
      const row = await database.transaction((tx) =>
        invoiceFromDespatchAdvice(tx, companyId, documentId, (payload) =>
          insert(tx, companyId, 'invoice', payload),
        ),
      );
      return view(database.db, row);
    },

    async setTemplate(
      companyId: string,
      kind: DocumentKind,
      id: string,
      template: PdfTemplate,
    ): Promise<ClientDocument> {
      const row = await database.transaction(async (tx) => {
        await locked(tx, companyId, kind, id);
        return repo.update(tx.db, companyId, id, { template });
      });
      return view(database.db, row);
    },

    /** Sends the document's PDF to the client: the message and its delivery job in one transaction. */
    async email(
      companyId: string,
      kind: DocumentKind,
      id: string,
      input: Required<SendEmailInput>,
    ): Promise<void> {
      const { bytes, fileName } = await this.pdf(companyId, kind, id);
      await database.transaction((tx) =>
        mailer.queue(tx, {
          to: input.to.join(', '),
          cc: input.cc,
          subject: input.subject,
          text: input.message ?? '',
          attachments: [{ fileName, contentType: 'application/pdf', content: bytes }],
        }),
      );
    },

    /** The document as a PDF in its template and language, with its file name. */
    pdf: (companyId: string, kind: DocumentKind, id: string) => documentPdf(database.db, companyId, kind, id),
  };
}
export type ClientDocumentsService = ReturnType<typeof createClientDocumentsService>;
