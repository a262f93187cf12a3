import { Decimal, money, sum } from './money';
import type { Texts } from './report-labels';
import type { ReportColumn, ReportRow, ReportTable } from './report-table';
import type { JournalInvoiceRow, JournalPaymentRow } from './reports.repo';

type Period = {
  texts: Texts;
  currency: string;
  allCurrencies: boolean;
  from: string;
  to: string;
  partner: { id: string; name: string } | null;
};

type VatKey = { key: string; category: string; rate: string };

/** "19.00" and "19" are one rate; the column key must be a plain word ("vat_S_19", "vat_S_5_5"). */
function vatKeyOf(category: string, vatRate: string): VatKey {
  const rate = new Decimal(vatRate).toString();
  return { key: `vat_${category}_${rate.replace('.', '_')}`, category, rate };
}

/** The standard category first, then the higher rates, then the other categories by code. */
function compareVatKeys(a: VatKey, b: VatKey): number {
  if ((a.category === 'S') !== (b.category === 'S')) return a.category === 'S' ? -1 : 1;
  const byRate = new Decimal(b.rate).comparedTo(a.rate);
  return byRate !== 0 ? byRate : a.category.localeCompare(b.category);
}

const toRon = (amount: string, rate: Decimal) => money(new Decimal(amount).times(rate));

/**
 * The sales journal (clients) or purchases journal (suppliers): every counted invoice of the period with its net, VAT and gross, and a pair of
 * columns (taxable, VAT) per VAT rate present, all in RON. An invoice in another currency is
 * converted at its own rate, rounded to the ban per amount: each pair's taxable amount is
 * converted, its VAT is the VAT in RON stored with the invoice (converted when absent); the net is
 * the sum of the pairs, the VAT the invoice's VAT in RON, the gross their sum. Such a journal also
 * shows the rate and the gross in the invoice's currency. The journal of all currencies holds every
 * invoice, those in RON as they are and the others converted so, with each one's currency.
 */
export function invoicesJournal(input: Period & { invoices: JournalInvoiceRow[] }): ReportTable {
  const { texts, currency, allCurrencies } = input;
  const anyForeign = allCurrencies || currency !== 'RON';
  const vatKeys = new Map<string, VatKey>();
  const rows: ReportRow[] = input.invoices.map((invoice) => {
    const foreign = invoice.currency !== 'RON';
    const rate = new Decimal(foreign ? (invoice.currencyRate ?? '1') : '1');
    const pairs: ReportRow = {};
    let net = new Decimal(0);
    let pairsVat = new Decimal(0);
    for (const line of invoice.breakdown) {
      const vatKey = vatKeyOf(line.vatCategory, line.vatRate);
      vatKeys.set(vatKey.key, vatKey);
      const taxable = foreign ? toRon(line.taxable, rate) : money(line.taxable);
      const vat = foreign ? money(line.vatRon ?? toRon(line.vat, rate)) : money(line.vat);
      // Two lines of one rate (never expected) add up rather than overwrite.
      pairs[`${vatKey.key}_taxable`] = money(sum([pairs[`${vatKey.key}_taxable`], taxable]));
      pairs[`${vatKey.key}_vat`] = money(sum([pairs[`${vatKey.key}_vat`], vat]));
      net = net.plus(taxable);
      pairsVat = pairsVat.plus(vat);
    }
    let amounts: { net: string; vat: string; gross: string };
    if (!foreign) {
      amounts = {
        net: money(invoice.netTotal),
        vat: money(invoice.vatTotal),
        gross: money(invoice.grossTotal),
      };
    } else {
      if (invoice.breakdown.length === 0) net = new Decimal(toRon(invoice.netTotal, rate));
      const vat =
        invoice.vatTotalRon ?? (invoice.breakdown.length > 0 ? pairsVat : toRon(invoice.vatTotal, rate));
      amounts = { net: money(net), vat: money(vat), gross: money(net.plus(vat)) };
    }
    return {
      number: invoice.seriesNumber,
      date: invoice.issueDate,
      partner: invoice.partnerName,
      businessId: invoice.businessId,
      ...(allCurrencies ? { invoiceCurrency: invoice.currency } : {}),
      ...(anyForeign
        ? { currencyRate: foreign ? rate.toString() : null, grossCurrency: money(invoice.grossTotal) }
        : {}),
      ...amounts,
      ...pairs,
    };
  });

  const sortedKeys = [...vatKeys.values()].sort(compareVatKeys);
  const columns: ReportColumn[] = [
    { key: 'number', label: texts.column('number'), type: 'text' },
    { key: 'date', label: texts.column('date'), type: 'date' },
    { key: 'partner', label: texts.column('partner'), type: 'text' },
    { key: 'businessId', label: texts.column('businessId'), type: 'text' },
    ...(allCurrencies
      ? ([
          { key: 'invoiceCurrency', label: texts.column('invoiceCurrency'), type: 'text' },
        ] satisfies ReportColumn[])
      : []),
    ...(anyForeign
      ? ([
          { key: 'currencyRate', label: texts.column('currencyRate'), type: 'text' },
          {
            key: 'grossCurrency',
            // Of all currencies, each row's own: no currency in the header and no total.
            label: allCurrencies ? texts.column('grossCurrency') : texts.money('grossCurrency', currency),
            type: 'money',
          },
        ] satisfies ReportColumn[])
      : []),
    { key: 'net', label: texts.money('net', 'RON'), type: 'money' },
    { key: 'vat', label: texts.money('vat', 'RON'), type: 'money' },
    { key: 'gross', label: texts.money('gross', 'RON'), type: 'money' },
    ...sortedKeys.flatMap((vatKey): ReportColumn[] => [
      {
        key: `${vatKey.key}_taxable`,
        label: texts.vatPair('taxable', vatKey.category, vatKey.rate, 'RON'),
        type: 'money',
      },
      {
        key: `${vatKey.key}_vat`,
        label: texts.vatPair('vat', vatKey.category, vatKey.rate, 'RON'),
        type: 'money',
      },
    ]),
  ];
  // A rate missing from an invoice is an empty cell in its row, and counts as nothing in the totals.
  for (const row of rows) {
    for (const column of columns) if (!(column.key in row)) row[column.key] = null;
  }
  const totals: ReportRow = {};
  for (const column of columns) {
    const mixed = allCurrencies && column.key === 'grossCurrency';
    totals[column.key] =
      column.type === 'money' && !mixed
        ? money(sum(rows.map((row) => row[column.key] as string | null)))
        : null;
  }
  totals.number = texts.rows.total;

  return {
    report: 'invoices',
    title: texts.title('invoices'),
    currency,
    allCurrencies,
    from: input.from,
    to: input.to,
    partner: input.partner,
    columns,
    rows,
    totals,
    summary: {},
  };
}

/**
 * The payments journal: every payment that counts in the period, with the invoices it pays. Of all
 * currencies, each payment also shows its currency and its amount in it; the amount column is RON.
 */
export function paymentsJournal(input: Period & { payments: JournalPaymentRow[] }): ReportTable {
  const { texts, currency, allCurrencies } = input;
  const rows: ReportRow[] = input.payments.map((payment) => ({
    date: payment.date,
    paymentType: new Decimal(payment.amount).isNegative() ? texts.rows.refund : texts.rows[payment.type],
    number: payment.seriesNumber,
    partner: payment.partnerName,
    description: payment.description,
    ...(allCurrencies ? { invoiceCurrency: payment.currency, amountCurrency: money(payment.amount) } : {}),
    amount: money(payment.amountCounted),
    allocations: payment.allocations,
  }));
  return {
    report: 'payments',
    title: texts.title('payments'),
    currency,
    allCurrencies,
    from: input.from,
    to: input.to,
    partner: input.partner,
    columns: [
      { key: 'date', label: texts.column('date'), type: 'date' },
      { key: 'paymentType', label: texts.column('paymentType'), type: 'text' },
      { key: 'number', label: texts.column('number'), type: 'text' },
      { key: 'partner', label: texts.column('partner'), type: 'text' },
      { key: 'description', label: texts.column('description'), type: 'text' },
      ...(allCurrencies
        ? ([
            { key: 'invoiceCurrency', label: texts.column('invoiceCurrency'), type: 'text' },
            { key: 'amountCurrency', label: texts.column('amountCurrency'), type: 'money' },
          ] satisfies ReportColumn[])
        : []),
      { key: 'amount', label: texts.money('amount', currency), type: 'money' },
      { key: 'allocations', label: texts.column('allocations'), type: 'text' },
    ],
    rows,
    totals: {
      date: null,
      paymentType: texts.rows.total,
      number: null,
      partner: null,
      description: null,
      ...(allCurrencies ? { invoiceCurrency: null, amountCurrency: null } : {}),
      amount: money(sum(rows.map((row) => row.amount as string))),
      allocations: null,
    },
    summary: {},
  };
}
