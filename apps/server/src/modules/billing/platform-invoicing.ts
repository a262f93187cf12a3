import { PRODUCT_NAMES } from '@app/domain/billing/purchase.schemas';
import { fromBani, productOfPlanCode } from '@app/domain/billing/purchase-decision';
import { partnerInputSchema } from '@app/domain/partners/partner.schemas';
import type { Database, Tx } from '../../db/client';
import { HttpError, ValidationError } from '../../platform/http/errors';
import type { Jobs } from '../../platform/jobs/jobs';
import type { MailAttachment, Mailer } from '../../platform/mail/mailer';
import { SystemDocumentError, type SystemDocuments } from '../client-invoices/system-documents';
import { createPartnerInTx } from '../partners/partners.service';
import { billingLifecycleRepo } from './billing-lifecycle.repo';
import { platformDocumentMail } from './billing-mails';
import { billingPaymentsRepo, type PaymentWithPlan } from './billing-payments.repo';
import { platformInvoicingRepo as repo } from './platform-invoicing.repo';

export const PLATFORM_DOCUMENTS_JOB = 'billing.platform-documents';

type DocumentKind = 'proforma' | 'invoice';

export type PlatformInvoicingDeps = {
  database: Database;
  mailer: Mailer;
  jobs: Jobs;
  documents: SystemDocuments;
  pdf(companyId: string, kind: DocumentKind, id: string): Promise<{ bytes: Buffer; fileName: string }>;
  /** The platform's own company (PLATFORM_COMPANY_ID), read when needed; null when not configured. */
  issuer(): string | null;
};

export type PlatformInvoicing = ReturnType<typeof createPlatformInvoicing>;

/** The platform's documents are in Romanian. */
const monthsText = (count: number) => (count === 1 ? '1 lună' : `${count} luni`);

/** The document's line: the plan, its period, its price with VAT as the buyer paid it. */
function lineOf(payment: { planCode: string; months: number; amountBani: number }) {
  const product = productOfPlanCode(payment.planCode);
  const name = product ? PRODUCT_NAMES[product] : payment.planCode;
  return {
    name: `Abonament ${name}, ${monthsText(payment.months)} (${payment.planCode})`,
    grossPrice: fromBani(payment.amountBani),
  };
}

/**
 * The platform invoicing its subscriptions with the product's own invoicing: its company
 * (PLATFORM_COMPANY_ID) issues a proforma for a bank transfer and an invoice for every accepted
 * payment, in its own series, to the buying company as its client. A job issues the invoice and
 * e-mails each document once to the buyer's administrators, its PDF attached; the payment row
 * records each step, so a job run again after a crash repeats nothing.
 */
export function createPlatformInvoicing(deps: PlatformInvoicingDeps) {
  const { database, mailer, jobs, documents } = deps;

  /** The buyer among the issuer's clients, by CUI; made from the company's details otherwise. */
  async function clientOf(tx: Tx, issuerId: string, buyerId: string): Promise<string> {
    const buyer = await repo.buyer(tx.db, buyerId);
    if (!buyer) throw new SystemDocumentError('buyer company not found');
    await repo.lockClientCif(tx.db, issuerId, buyer.businessId);
    const known = await repo.clientByCif(tx.db, issuerId, buyer.businessId);
    if (known) return known;
    // A name another partner of the issuer already has gets the CUI added to it.
    for (const name of [buyer.legalName, `${buyer.legalName} (${buyer.businessId})`]) {
      const input = partnerInputSchema.safeParse({
        type: 'company',
        role: 'client',
        name: name.slice(0, 200),
        legalName: buyer.legalName,
        businessId: buyer.businessId,
        secondaryBusinessId: buyer.secondaryBusinessId,
        vatPayer: buyer.vatPayer,
        email: buyer.email,
        address: {
          countryCode: buyer.countryCode,
          countyCode: buyer.countyCode,
          city: buyer.city,
          district: buyer.district,
          zipCode: buyer.zipCode,
          street: buyer.street,
          additionalStreet: buyer.additionalStreet,
        },
      });
      if (!input.success) throw new SystemDocumentError(`buyer not a valid client: ${input.error.message}`);
      try {
        return (await createPartnerInTx(tx, issuerId, input.data)).id;
      } catch (error) {
        if (!(error instanceof ValidationError) || !('name' in error.errors)) throw error;
      }
    }
    throw new SystemDocumentError('buyer name taken at the issuer');
  }

  /** Issues the invoice of an accepted payment, once; a failure is kept on the payment. */
  async function issueInvoice(paymentId: string) {
    try {
      await database.transaction(async (tx) => {
        const row = await billingLifecycleRepo.lockPayment(tx.db, paymentId);
        // A free offer's period has nothing to invoice.
        if (row?.status !== 'accepted' || row.invoiceId || row.amountBani === 0) return;
        const known = await repo.documentsOf(tx.db, paymentId);
        // A proforma's issuer invoices its payment, even if the configuration has changed since.
        const issuerId = known?.proformaCompanyId ?? deps.issuer();
        const plan = await billingPaymentsRepo.paymentOfCompany(tx.db, row.companyId, row.id);
        if (!issuerId || !plan) return;
        const partnerId = await clientOf(tx, issuerId, row.companyId);
        const invoice = await documents.invoice(tx, issuerId, partnerId, lineOf(plan), {
          proformaId: row.proformaId,
          paidBy: row.method,
        });
        await billingPaymentsRepo.updatePayment(tx.db, paymentId, {
          invoiceId: invoice.id,
          invoiceFailure: null,
        });
      });
    } catch (error) {
      if (!(error instanceof SystemDocumentError) && !(error instanceof HttpError)) throw error;
      // The issuer's set-up refuses it (no series, no rate, a rule): kept for the operator to see.
      await billingPaymentsRepo.updatePayment(database.db, paymentId, {
        invoiceFailure: error.message.slice(0, 500),
      });
    }
  }

  /** E-mails a document of the payment to the buyer's administrators, once. */
  async function mail(paymentId: string, kind: DocumentKind) {
    const known = await repo.documentsOf(database.db, paymentId);
    const id = known?.payment[kind === 'proforma' ? 'proformaId' : 'invoiceId'];
    const issuerId = kind === 'proforma' ? known?.proformaCompanyId : known?.invoiceCompanyId;
    const mailed = known?.payment[kind === 'proforma' ? 'proformaMailedAt' : 'invoiceMailedAt'];
    if (!known || !id || !issuerId || mailed) return;
    // A proforma paid before its mail went out is not worth sending: the invoice follows.
    if (kind === 'proforma' && known.payment.status !== 'pending') return;
    const pdf = await deps.pdf(issuerId, kind, id);
    const attachment: MailAttachment = {
      fileName: pdf.fileName,
      contentType: 'application/pdf',
      content: pdf.bytes,
    };
    await database.transaction(async (tx) => {
      const row = await billingLifecycleRepo.lockPayment(tx.db, paymentId);
      if (!row || row[kind === 'proforma' ? 'proformaMailedAt' : 'invoiceMailedAt']) return;
      const company = await billingLifecycleRepo.tenantOf(tx.db, row.companyId);
      if (!company) return;
      const plan = await billingPaymentsRepo.paymentOfCompany(tx.db, row.companyId, row.id);
      const product = plan ? productOfPlanCode(plan.planCode) : null;
      for (const admin of await billingLifecycleRepo.adminsOf(tx.db, company.tenantId)) {
        await mailer.queue(
          tx,
          platformDocumentMail({
            to: admin.email,
            locale: admin.locale,
            kind,
            number: (kind === 'proforma' ? known.proformaNumber : known.invoiceNumber) ?? '',
            planName: product ? PRODUCT_NAMES[product] : (plan?.planCode ?? ''),
            companyName: company.name,
            amount: `${fromBani(row.amountBani)} ${row.currency}`,
            pdf: attachment,
          }),
        );
      }
      await billingPaymentsRepo.updatePayment(
        tx.db,
        paymentId,
        kind === 'proforma' ? { proformaMailedAt: new Date() } : { invoiceMailedAt: new Date() },
      );
    });
  }

  return {
    /** Whether bank transfers can be offered: the platform's company is configured. */
    available: () => deps.issuer() !== null,

    /** The proforma a bank transfer pays, issued in the caller's transaction with the payment. */
    async proforma(tx: Tx, payment: PaymentWithPlan): Promise<void> {
      const issuerId = deps.issuer();
      if (!issuerId) throw new SystemDocumentError('PLATFORM_COMPANY_ID is not set');
      const partnerId = await clientOf(tx, issuerId, payment.companyId);
      const proforma = await documents.proforma(tx, issuerId, partnerId, lineOf(payment));
      await billingPaymentsRepo.updatePayment(tx.db, payment.id, { proformaId: proforma.id });
      await jobs.enqueue(tx, PLATFORM_DOCUMENTS_JOB, { paymentId: payment.id });
    },

    /** An accepted payment gets its invoice: the job is queued in the acceptance's transaction. */
    async accepted(tx: Tx, paymentId: string): Promise<void> {
      await jobs.enqueue(tx, PLATFORM_DOCUMENTS_JOB, { paymentId });
    },

    /** The PDF of a payment's proforma or invoice, for the company that bought; null when it has none. */
    async pdfOf(companyId: string, paymentId: string, kind: DocumentKind) {
      const known = await repo.documentsOf(database.db, paymentId);
      if (known?.payment.companyId !== companyId) return null;
      const id = known.payment[kind === 'proforma' ? 'proformaId' : 'invoiceId'];
      const issuerId = kind === 'proforma' ? known.proformaCompanyId : known.invoiceCompanyId;
      return id && issuerId ? deps.pdf(issuerId, kind, id) : null;
    },

    /** The job: the invoice of an accepted payment, then each document e-mailed once. */
    async process(paymentId: string): Promise<void> {
      await issueInvoice(paymentId);
      await mail(paymentId, 'proforma');
      await mail(paymentId, 'invoice');
    },
  };
}
