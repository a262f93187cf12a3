/** The addresses of the e-Transport pages (spec 03 §2), under /spv/etransport. */
export const ETRANSPORT_BASE = '/spv/etransport';

const at = (path: string) => `${ETRANSPORT_BASE}/${path}`;
const id = (value: string) => encodeURIComponent(value);

export type FollowUpKind = 'vehicle-modification' | 'transport-confirmation';

export const etransportPaths = {
  list: () => ETRANSPORT_BASE,
  subscription: () => at('subscription'),
  createClient: () => at('create/client'),
  createSupplier: () => at('create/supplier'),
  /** A sales declaration made from a goods despatch advice or a client invoice. */
  fromDespatchAdvice: (documentId: string) => at(`create/goods-despatch-advice?documentId=${id(documentId)}`),
  fromClientInvoice: (documentId: string) =>
    at(`create/client?source=client-invoice&documentId=${id(documentId)}`),
  edit: (declarationId: string) => at(id(declarationId)),
  view: (declarationId: string) => at(`${id(declarationId)}/view`),
  duplicate: (declarationId: string) => at(`${id(declarationId)}/duplicate`),
  correction: (declarationId: string) => at(`${id(declarationId)}/add-correction`),
  /** A new follow-up, for a declaration of the register when one is given. */
  createFollowUp: (kind: FollowUpKind, declarationId?: string) =>
    at(`${kind}/create${declarationId ? `/${id(declarationId)}` : ''}`),
  editFollowUp: (kind: FollowUpKind, itemId: string) => at(`${kind}/${id(itemId)}/edit`),
};
