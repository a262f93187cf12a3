import { type Exact, exact, filled, type RuleContext, roundCents, ZERO } from './rule-context';
import { amountDecimals } from './rules-lines';

/** BG-22 totals (BR-CO-10..16), the VAT breakdown amounts and every amount's decimals. */
export function checkTotals({ invoice, fail }: RuleContext): void {
  const totals = invoice.totals;
  amountDecimals(fail, totals.lineNet, ['BR-DEC-09', 'BR-DEC-RO-09'], 'totals.lineNet');
  amountDecimals(fail, totals.allowances, ['BR-DEC-10', 'BR-DEC-RO-10'], 'totals.allowances');
  amountDecimals(fail, totals.charges, ['BR-DEC-11', 'BR-DEC-RO-11'], 'totals.charges');
  amountDecimals(fail, totals.taxExclusive, ['BR-DEC-12', 'BR-DEC-RO-12'], 'totals.taxExclusive');
  amountDecimals(fail, totals.vatTotal, [], 'totals.vatTotal');
  // The VAT total in the accounting currency is written only with that currency (BT-6).
  if (filled(invoice.vatCurrency))
    amountDecimals(fail, totals.vatTotalAccounting, [], 'totals.vatTotalAccounting');
  amountDecimals(fail, totals.taxInclusive, ['BR-DEC-14', 'BR-DEC-RO-14'], 'totals.taxInclusive');
  amountDecimals(fail, totals.prepaid, ['BR-DEC-16', 'BR-DEC-RO-16'], 'totals.prepaid');
  amountDecimals(fail, totals.rounding, ['BR-DEC-17', 'BR-DEC-RO-17'], 'totals.rounding');
  amountDecimals(fail, totals.payable, ['BR-DEC-18', 'BR-DEC-RO-18'], 'totals.payable');

  // Without BT-110 the writer has no TaxTotal to put the breakdown in.
  const breakdown = filled(totals.vatTotal) ? invoice.vatBreakdown : [];
  breakdown.forEach((entry, index) => {
    const at = `vatBreakdown.${index}`;
    amountDecimals(fail, entry.taxable, ['BR-DEC-19', 'BR-DEC-RO-1009'], `${at}.taxable`);
    amountDecimals(fail, entry.vat, ['BR-DEC-20', 'BR-DEC-RO-1010'], `${at}.vat`);
  });

  // Required amounts: a blank one is left out of the XML.
  const required: [string | null, string, string][] = [
    [totals.lineNet, 'BR-12', 'totals.lineNet'],
    [totals.taxExclusive, 'BR-13', 'totals.taxExclusive'],
    [totals.taxInclusive, 'BR-14', 'totals.taxInclusive'],
    [totals.payable, 'BR-15', 'totals.payable'],
  ];
  for (const [value, ruleId, location] of required) if (!filled(value)) fail(ruleId, location);
  breakdown.forEach((entry, index) => {
    if (!filled(entry.taxable)) fail('BR-45', `vatBreakdown.${index}.taxable`);
    if (!filled(entry.vat)) fail('BR-46', `vatBreakdown.${index}.vat`);
  });

  // The consistency rules compare xs:decimal values: a missing amount is an empty sequence, and
  // any comparison with it is false, so the rule fails (a non-number stops the official run: see
  // ANAF-XSD-DECIMAL).
  const sum = (values: (string | null)[]) =>
    values.reduce<Exact>((total, v) => total.plus(exact(v) ?? ZERO), ZERO);
  const equal = (a: Exact | null, b: Exact | null) => a !== null && b !== null && a.equals(b);
  const lineNet = exact(totals.lineNet);
  if (!equal(lineNet, roundCents(sum(invoice.lines.map((line) => line.net)))))
    fail('BR-CO-10', 'totals.lineNet');
  const allowances = exact(totals.allowances);
  const allowanceSum = roundCents(sum(invoice.allowances.map((entry) => entry.amount)));
  if (filled(totals.allowances) ? !equal(allowances, allowanceSum) : invoice.allowances.length > 0) {
    fail('BR-CO-11', 'totals.allowances');
  }
  const charges = exact(totals.charges);
  const chargeSum = roundCents(sum(invoice.charges.map((entry) => entry.amount)));
  if (filled(totals.charges) ? !equal(charges, chargeSum) : invoice.charges.length > 0) {
    fail('BR-CO-12', 'totals.charges');
  }

  const taxExclusive = exact(totals.taxExclusive);
  const adjusted = filled(totals.charges) || filled(totals.allowances);
  const expectedExclusive =
    lineNet === null || (filled(totals.charges) && !charges) || (filled(totals.allowances) && !allowances)
      ? null
      : adjusted
        ? roundCents(lineNet.plus(charges ?? ZERO).minus(allowances ?? ZERO))
        : lineNet;
  if (!equal(taxExclusive, expectedExclusive)) fail('BR-CO-13', 'totals.taxExclusive');

  const vatTotal = exact(totals.vatTotal);
  if (filled(totals.vatTotal) && breakdown.length > 0) {
    if (!equal(vatTotal, roundCents(sum(breakdown.map((entry) => entry.vat)))))
      fail('BR-CO-14', 'totals.vatTotal');
  }
  const taxInclusive = exact(totals.taxInclusive);
  const expectedInclusive = taxExclusive && vatTotal ? roundCents(taxExclusive.plus(vatTotal)) : null;
  // The official test also wants exactly one VAT total in the invoice currency: a VAT accounting
  // currency equal to the invoice's gives the second TaxTotal that currency too. It runs for each
  // invoice currency written ("every $Currency in cbc:DocumentCurrencyCode"), so none without one.
  const inInvoiceCurrency =
    (filled(totals.vatTotal) ? 1 : 0) +
    (filled(totals.vatTotalAccounting) &&
    filled(invoice.vatCurrency) &&
    invoice.vatCurrency === invoice.currency
      ? 1
      : 0);
  if (filled(invoice.currency) && (inInvoiceCurrency !== 1 || !equal(taxInclusive, expectedInclusive)))
    fail('BR-CO-15', 'totals.taxInclusive');

  const payable = exact(totals.payable);
  const prepaid = exact(totals.prepaid);
  const rounding = exact(totals.rounding);
  const due =
    taxInclusive && filled(totals.prepaid)
      ? prepaid
        ? roundCents(taxInclusive.minus(prepaid))
        : null
      : taxInclusive;
  const beforeRounding =
    payable && filled(totals.rounding) ? (rounding ? roundCents(payable.minus(rounding)) : null) : payable;
  if (!equal(beforeRounding, due)) fail('BR-CO-16', 'totals.payable');
}
