import type { EtransportMessageKind } from '../etransport-api.types';
import type { SimContext } from './context';
import { type EtransportState, type EtransportUpload, newUit } from './etransport';

/** A message of another declarant naming a CUI as its commercial partner (control, tests). */
export type PartnerDeclaration = {
  /** The commercial partner's CUI: whose list shows the message. */
  partnerCif: string;
  /** Who declared it (a firm that does not use the product). */
  declarantCif: string;
  kind: Extract<EtransportMessageKind, 'NOT' | 'COR' | 'DEL'>;
  /** A declaration's UIT (default a fresh one); the declaration a correction or cancellation is about. */
  uit?: string;
  referenceCode?: string;
  /** When ANAF took it (epoch ms); default now. */
  createdAt?: number;
};

const isCif = (value: unknown) => typeof value === 'string' && /^\d{1,13}$/.test(value);
const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * Places, as accepted by ANAF, a declaration (NOT), correction (COR) or cancellation (DEL) another
 * declarant made: `lista` shows it to the declarant and to the partner, with `cod_decl` the
 * declarant's CUI. A correction or cancellation must name a UIT the same declarant holds.
 */
export function placePartnerDeclaration(
  context: SimContext,
  state: EtransportState,
  input: PartnerDeclaration,
): { uit: string; uploadIndex: string } {
  if (!isCif(input.partnerCif) || !isCif(input.declarantCif)) {
    throw new Error('partnerCif and declarantCif must be CUIs (digits)');
  }
  if (!optionalText(input.uit) || !optionalText(input.referenceCode)) {
    throw new Error('uit and referenceCode are texts');
  }
  if (input.createdAt !== undefined && !Number.isFinite(input.createdAt)) {
    throw new Error('createdAt is epoch milliseconds');
  }
  if (!['NOT', 'COR', 'DEL'].includes(input.kind)) throw new Error('kind must be NOT, COR or DEL');
  let uit: string;
  if (input.kind === 'NOT') {
    uit = input.uit ?? newUit(state);
    if (state.uits.has(uit)) throw new Error(`UIT ${uit} is already given`);
  } else {
    const issued = input.uit ? state.uits.get(input.uit) : undefined;
    if (!issued || issued.cif !== input.declarantCif) {
      throw new Error(`a ${input.kind} needs a UIT the declarant ${input.declarantCif} holds`);
    }
    if (issued.cancelled) throw new Error(`UIT ${issued.uit} is cancelled`);
    uit = issued.uit;
  }
  const createdAt = input.createdAt ?? context.now();
  const upload: EtransportUpload = {
    index: state.nextIndex.toString(),
    cif: input.declarantCif,
    partnerCif: input.partnerCif,
    receivedAt: createdAt,
    kind: input.kind,
    uit,
    referenceCode: input.referenceCode ?? null,
    outcome: 'ok',
    errors: [],
    xml: '',
    polls: 0,
    pollsNeeded: 0,
    settleAt: createdAt,
    settled: true,
  };
  state.nextIndex += 1n;
  state.uploads.set(upload.index, upload);
  if (input.kind === 'NOT') {
    state.uits.set(uit, { uit, cif: input.declarantCif, uploadIndex: upload.index, cancelled: false });
  }
  const issued = state.uits.get(uit);
  if (input.kind === 'DEL' && issued) issued.cancelled = true;
  return { uit, uploadIndex: upload.index };
}
