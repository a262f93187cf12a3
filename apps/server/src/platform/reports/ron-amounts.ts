import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReportSide } from './report-side';

/**
 * The amounts of the "all currencies, in RON" reports, as SQL over the row of the outer query, for
 * either side (the invoices and payments of `side`).
 *
 * - An invoice counts at its own stored rate (RON for one unit of its currency), each amount
 *   rounded to the ban: round(amount x rate, 2).
 * - A payment in another currency counts, for the part allocated to invoices, at the rate of each
 *   invoice it pays (so an invoice paid in full leaves nothing in RON either), and for the rest
 *   (an advance, a refund) at the National Bank's rate of its day (the last one published on or
 *   before it); the service makes sure that rate is stored before it asks.
 */
export function ronAmounts(side: ReportSide) {
  const { invoices: docs, payments, allocations } = side;

  /** RON for one unit of the invoice's currency (the outer query's invoice row). */
  const invoiceRate = sql`(case when ${docs.currency} = 'RON' then 1 else ${docs.currencyRate} end)`;

  /** The National Bank's rate of the payment of the outer query, on its day. */
  const paymentDayRate = sql`(select r.rate from exchange_rates r
    where r.currency = ${payments.currency} and r.date <= ${payments.date}
    order by r.date desc limit 1)`;

  return {
    /** An amount of the invoice of the outer query, in RON. */
    invoiceRon: (amount: SQL | AnyPgColumn): SQL => sql`round(${amount} * ${invoiceRate}, 2)`,

    /** An allocation (alias `a`) of the invoice of the outer query, in RON at that invoice's rate. */
    allocationRon: sql`round(a.amount * ${invoiceRate}, 2)`,

    /** The payment of the outer query, in RON (see above). */
    paymentRon: sql`(case when ${payments.currency} = 'RON' then ${payments.amount} else
      (select coalesce(sum(round(a.amount * (case when d.currency = 'RON' then 1 else d.currency_rate end), 2)), 0)
        from ${allocations} a join ${docs.table} d on d.id = a.invoice_id
        where a.payment_id = ${payments.id})
      + (case when ${payments.amount} = ${payments.allocated} then 0
          else round((${payments.amount} - ${payments.allocated}) * ${paymentDayRate}, 2) end)
      end)`,

    /**
     * Foreign-currency payments of a company, up to a day, with an unallocated part and no National
     * Bank rate stored for their day: the rates the service loads before an "all currencies" report.
     */
    paymentsMissingDayRate: (companyId: string, to: string) => sql`
      select distinct ${payments.currency} as currency, ${payments.date}::text as date from ${payments}
      where ${payments.companyId} = ${companyId} and ${payments.status} = 'published'
        and ${payments.currency} <> 'RON' and ${payments.amount} <> ${payments.allocated}
        and ${payments.date} <= ${to}::date and ${paymentDayRate} is null`,
  };
}
