import { amountText, isDecimalText, money } from '@app/domain/invoicing/totals-money';

/**
 * A saved document's totals in RON (client or supplier invoice) when it is in another currency: the VAT as the server computed
 * it (the legal VAT in RON), net and total converted with the document's rate, to the cent.
 */
export function ronTotalsOf(doc: {
  currency: string;
  currencyRate: string | null;
  /** A client invoice's totals carry the legal VAT in RON; a supplier invoice's do not. */
  totals: { netTotal: string; vatTotal: string; grossTotal: string; vatTotalRon?: string | null };
}): { netTotal: string; vatTotal: string; grossTotal: string } | null {
  if (doc.currency === 'RON' || !doc.currencyRate || !isDecimalText(doc.currencyRate)) return null;
  const rate = money(doc.currencyRate);
  return {
    netTotal: amountText(money(doc.totals.netTotal).times(rate)),
    vatTotal: doc.totals.vatTotalRon ?? amountText(money(doc.totals.vatTotal).times(rate)),
    grossTotal: amountText(money(doc.totals.grossTotal).times(rate)),
  };
}
