import type { EInvoice } from '../einvoice.types';
import { exact, filled, type RuleContext } from './rule-context';

/**
 * ANAF-XSD-DECIMAL: amounts, quantities and percents are xs:decimal in the UBL 2.1 schema, which
 * ANAF validates before its rules. A value that is not a plain decimal number ("1,5", "1e3", "12 RON")
 * fails the schema, and the official rules stop on it with an error instead of a finding.
 */
export function checkNumbers({ invoice, fail }: RuleContext): void {
  for (const [value, location] of numbers(invoice)) {
    if (filled(value) && exact(value) === null) fail('ANAF-XSD-DECIMAL', location);
  }
}

type Allowance = EInvoice['allowances'][number];

/** Every decimal term the writer puts into the XML, with its location. */
function numbers(invoice: EInvoice): [string | null, string][] {
  const out: [string | null, string][] = [];
  const allowance = (entry: Allowance, at: string, document: boolean) => {
    out.push(
      [entry.amount, `${at}.amount`],
      [entry.baseAmount, `${at}.baseAmount`],
      [entry.percent, `${at}.percent`],
    );
    if (document && filled(entry.vatCategory)) out.push([entry.vatRate, `${at}.vatRate`]);
  };
  for (const [index, entry] of invoice.allowances.entries()) allowance(entry, `allowances.${index}`, true);
  for (const [index, entry] of invoice.charges.entries()) allowance(entry, `charges.${index}`, true);
  const totals = invoice.totals;
  for (const key of [
    'lineNet',
    'allowances',
    'charges',
    'taxExclusive',
    'vatTotal',
    'taxInclusive',
  ] as const) {
    out.push([totals[key], `totals.${key}`]);
  }
  for (const key of ['prepaid', 'rounding', 'payable'] as const) out.push([totals[key], `totals.${key}`]);
  if (filled(invoice.vatCurrency)) out.push([totals.vatTotalAccounting, 'totals.vatTotalAccounting']);
  if (filled(totals.vatTotal)) {
    invoice.vatBreakdown.forEach((entry, index) => {
      out.push([entry.taxable, `vatBreakdown.${index}.taxable`], [entry.vat, `vatBreakdown.${index}.vat`]);
      out.push([entry.rate, `vatBreakdown.${index}.rate`]);
    });
  }
  invoice.lines.forEach((line, index) => {
    const at = `lines.${index}`;
    out.push(
      [line.quantity, `${at}.quantity`],
      [line.net, `${at}.net`],
      [line.item.vatRate, `${at}.item.vatRate`],
    );
    const price = line.price;
    out.push([price.amount, `${at}.price.amount`], [price.baseQuantity, `${at}.price.baseQuantity`]);
    if (filled(price.discount) || filled(price.gross)) {
      out.push([price.discount, `${at}.price.discount`], [price.gross, `${at}.price.gross`]);
    }
    for (const [position, entry] of line.allowances.entries())
      allowance(entry, `${at}.allowances.${position}`, false);
    for (const [position, entry] of line.charges.entries())
      allowance(entry, `${at}.charges.${position}`, false);
  });
  return out;
}
