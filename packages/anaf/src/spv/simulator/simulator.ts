import { invoicePdf } from '../pdf/invoice-pdf';
import { type Authorize, answerCall, type CallRequest } from './calls';
import { DEFAULT_SETTINGS, type SimAnswer, type SimContext, type SimSettings } from './context';
import {
  answerEtransportCall,
  type EtransportRequest,
  type EtransportUpload,
  emptyEtransportState,
} from './etransport';
import { type PartnerDeclaration, placePartnerDeclaration } from './etransport-partner';
import { createFaults, type FaultDecision, type FaultRates, type FaultSettings } from './faults';
import { placeReceived, type ReceivedInvoice } from './inbox';
import { ANAF_LIMITS, createLimits, type LimitSettings } from './limits';
import { answerPublic, type PdfMaker } from './public-calls';
import { emptyState, type StoredUpload } from './state';

export type AnafSimulatorOptions = {
  /** The simulator's clock (epoch ms); tests pass a fake one. */
  now?: () => number;
  /** Whether a Bearer token may act for a CUI; default: any token for any CUI. */
  authorize?: Authorize;
  settings?: Partial<SimSettings>;
  limits?: Partial<LimitSettings>;
  /** Makes the PDF of transformare; default the invoice PDF of ../pdf. */
  pdf?: PdfMaker;
};

export type SimulatorStats = {
  uploads: number;
  accepted: number;
  rejected: number;
  refusedRepeats: number;
  /** Invoice key (seller CUI|number|issue date) -> times accepted. */
  acceptedPerInvoice: Record<string, number>;
  /** Invoices accepted more than once: 0 whenever the sender is correct. */
  duplicates: number;
};

export type FaultInput = Partial<Omit<FaultSettings, 'rates'>> & { rates?: Partial<FaultRates> };

/**
 * The e-Factura side of ANAF in memory: uploads processed with the product's native checks, each
 * CUI's messages, downloads, limits and injectable faults, plus the control methods development and
 * tests use. server.ts puts it behind HTTP with ANAF's paths.
 */
export function createAnafSimulator(options: AnafSimulatorOptions = {}) {
  const context: SimContext = {
    state: emptyState(),
    now: options.now ?? Date.now,
    settings: { ...DEFAULT_SETTINGS, ...options.settings },
    limits: createLimits({ ...ANAF_LIMITS, ...options.limits }),
    faults: createFaults(),
  };
  let authorize: Authorize = options.authorize ?? (() => 'ok');
  let pdf: PdfMaker = options.pdf ?? invoicePdf;
  let etransport = emptyEtransportState();

  return {
    /** One authenticated e-Factura call (the server draws and applies transport faults around it). */
    call(request: CallRequest): SimAnswer {
      return answerCall(context, authorize, request, () => context.faults.drawStuck());
    },
    /** One authenticated e-Transport call (server draws transport faults around it as for e-Factura). */
    etransportCall(request: Omit<EtransportRequest, 'stuck'>): SimAnswer {
      const stuck = request.call === 'upload' && context.faults.drawStuck();
      return answerEtransportCall(context, etransport, authorize, { ...request, stuck } as EtransportRequest);
    },
    /** validare / transformare (public, no token). */
    publicCall(
      kind: 'validare' | 'transformare',
      standard: string,
      body: string,
      pdfPage: boolean,
    ): Promise<SimAnswer> {
      return answerPublic(kind, standard, body, pdfPage, pdf);
    },
    /** The transport fault of the next e-Factura call. */
    drawFault(): FaultDecision {
      return context.faults.draw();
    },
    faultSettings: (): FaultSettings => context.faults.settings(),
    setAuthorize(next: Authorize) {
      authorize = next;
    },
    setPdfMaker(next: PdfMaker) {
      pdf = next;
    },

    // Control (development and tests only; also under /_control/ over HTTP).
    placeReceivedInvoice(invoice: ReceivedInvoice) {
      return placeReceived(context, invoice);
    },
    placeReceivedInvoices(invoices: readonly ReceivedInvoice[]) {
      return invoices.map((invoice) => placeReceived(context, invoice));
    },
    /** Another declarant's e-Transport message naming `partnerCif` as its partner; throws on a bad one. */
    placeEtransportDeclaration(declaration: PartnerDeclaration) {
      return placePartnerDeclaration(context, etransport, declaration);
    },
    setFaults(next: FaultInput) {
      context.faults.set(next);
    },
    setProcessingPolls(polls: number) {
      context.settings.processingPolls = Math.max(0, Math.floor(polls));
    },
    setSettings(next: Partial<SimSettings>) {
      Object.assign(context.settings, next);
    },
    setLimits(next: Partial<LimitSettings>) {
      context.limits.set(next);
    },
    /** A CUI registered in SPV: invoices sent to it land in its inbox even before it calls. */
    registerCompany(cif: string) {
      context.state.known.add(cif);
    },
    stats(): SimulatorStats {
      const acceptedPerInvoice = Object.fromEntries(context.state.acceptedPerInvoice);
      const duplicates = Object.values(acceptedPerInvoice).filter((count) => count > 1).length;
      return { ...context.state.stats, acceptedPerInvoice, duplicates };
    },
    /** An upload as the simulator holds it (tests). */
    findUpload(index: string): Readonly<StoredUpload> | undefined {
      return context.state.uploads.get(index);
    },
    /** e-Transport counts: uploads taken, accepted, rejected (nok or unreadable), refused at upload. */
    etransportStats() {
      return { ...etransport.stats };
    },
    /** An e-Transport upload as the simulator holds it (tests). */
    findEtransportUpload(index: string): Readonly<EtransportUpload> | undefined {
      return etransport.uploads.get(index);
    },
    /** Forgets everything: state, faults, limits counters; settings and limits back to the options. */
    reset() {
      context.state = emptyState();
      etransport = emptyEtransportState();
      context.faults.reset();
      context.limits.reset();
      context.limits.set({ ...ANAF_LIMITS, ...options.limits });
      context.settings = { ...DEFAULT_SETTINGS, ...options.settings };
    },
  };
}

export type AnafSimulator = ReturnType<typeof createAnafSimulator>;
