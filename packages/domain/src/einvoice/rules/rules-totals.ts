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

  const sum = (values: (string | null)[]) =>
    values.reduce<Exact>((total, v) => total.plus(exact(v) ?? ZERO), ZERO);
  const lineNet = exact(totals.lineNet);
  if (lineNet && !lineNet.equals(roundCents(sum(invoice.lines.map((line) => line.net))))) {
    fail('BR-CO-10', 'totals.lineNet');
  }
  const allowances = exact(totals.allowances);
  const allowanceSum = roundCents(sum(invoice.allowances.map((entry) => entry.amount)));
  if (allowances ? !allowances.equals(allowanceSum) : invoice.allowances.length > 0) {
    fail('BR-CO-11', 'totals.allowances');
  }
  const charges = exact(totals.charges);
  const chargeSum = roundCents(sum(invoice.charges.map((entry) => entry.amount)));
  if (charges ? !charges.equals(chargeSum) : invoice.charges.length > 0) fail('BR-CO-12', 'totals.charges');

  const taxExclusive = exact(totals.taxExclusive);
  if (lineNet && taxExclusive) {
    const expected =
      charges || allowances ? roundCents(lineNet.plus(charges ?? ZERO).minus(allowances ?? ZERO)) : lineNet;
    if (!taxExclusive.equals(expected)) fail('BR-CO-13', 'totals.taxExclusive');
  }

  const vatTotal = exact(totals.vatTotal);
  if (vatTotal && invoice.vatBreakdown.length > 0) {
    if (!vatTotal.equals(roundCents(sum(invoice.vatBreakdown.map((entry) => entry.vat))))) {
      fail('BR-CO-14', 'totals.vatTotal');
    }
  }
  const taxInclusive = exact(totals.taxInclusive);
  if (
    taxInclusive &&
    taxExclusive &&
    (vatTotal === null || !taxInclusive.equals(roundCents(taxExclusive.plus(vatTotal))))
  ) {
    fail('BR-CO-15', 'totals.taxInclusive');
  }

  const payable = exact(totals.payable);
  const prepaid = exact(totals.prepaid);
  const rounding = exact(totals.rounding);
  if (payable && taxInclusive) {
    const due = prepaid ? roundCents(taxInclusive.minus(prepaid)) : taxInclusive;
    const beforeRounding = rounding ? roundCents(payable.minus(rounding)) : payable;
    if (!beforeRounding.equals(due)) fail('BR-CO-16', 'totals.payable');
  }
}
