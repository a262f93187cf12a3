import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StoredAmounts } from '../../modules/client-invoices/client-invoices.tables';
import { partners } from '../../modules/partners/partners.tables';
import type { ReportSide } from './report-side';
import { ronAmounts } from './ron-amounts';

/**
 * The reports' SQL, read only, for either side. Every report counts the invoices that count (see
 * ReportSide.countedInvoice) and payments that count (published: a draft receipt or a voided
 * payment does not), in one currency, or in every currency converted to RON (`currency: null`, see
 * ron-amounts.ts). Sums are PostgreSQL numeric and arrive as exact decimal strings.
 */

export type ReportScope = { companyId: string; currency: string | null; partnerId: string | null };

/** A line of the statement: the opening balance, an invoice or a payment, amounts as 2-decimal strings. */
export type StatementLine = {
  type: 'opening' | 'invoice' | 'bank-transfer' | 'receipt';
  /** The invoice's or receipt's number; a bank transfer's description. */
  number: string | null;
  date: string;
  dueDate: string | null;
  /** A storno (negative invoice). */
  storno: boolean;
  debit: string | null;
  credit: string | null;
  balance: string;
  /** On the last line only: the period's totals. */
  totalDebit: string | null;
  totalCredit: string | null;
};
export type BalanceRow = { partnerId: string; name: string; invoiced: string; paid: string; overdue: string };
export type OverdueRow = {
  id: string;
  currency: string;
  partnerName: string;
  seriesNumber: string | null;
  issueDate: string;
  dueDate: string;
  amountDue: string;
  paid: string;
};
export type JournalInvoiceRow = {
  id: string;
  seriesNumber: string | null;
  issueDate: string;
  partnerName: string;
  businessId: string | null;
  currency: string;
  currencyRate: string | null;
  netTotal: string;
  vatTotal: string;
  vatTotalRon: string | null;
  grossTotal: string;
  breakdown: StoredAmounts['breakdown'];
};
export type JournalPaymentRow = {
  id: string;
  type: 'bank-transfer' | 'receipt';
  seriesNumber: string | null;
  date: string;
  currency: string;
  /** In the payment's currency. */
  amount: string;
  /** In RON (see ron-amounts.ts); the amount itself for a report in one currency. */
  amountCounted: string;
  description: string | null;
  partnerName: string;
  allocations: string | null;
};

export function reportsRepo(side: ReportSide) {
  const { invoices: docs, payments, allocations } = side;
  const ron = ronAmounts(side);

  /** An invoice amount as the report counts it: as it is, or in RON for all currencies. */
  const invoiceAmount = (scope: ReportScope, amount: SQL | typeof docs.amountDue): SQL =>
    scope.currency === null ? ron.invoiceRon(amount) : sql`${amount}`;
  /** A payment's amount as the report counts it. */
  const paymentAmount = (scope: ReportScope): SQL =>
    scope.currency === null ? ron.paymentRon : sql`${payments.amount}`;

  const countedInvoices = (scope: ReportScope): SQL =>
    and(
      eq(docs.companyId, scope.companyId),
      side.countedInvoice,
      scope.currency === null ? undefined : eq(docs.currency, scope.currency),
      scope.partnerId === null ? undefined : eq(docs.partnerId, scope.partnerId),
    ) as SQL;

  const countedPayments = (scope: ReportScope): SQL =>
    and(
      eq(payments.companyId, scope.companyId),
      eq(payments.status, 'published'),
      scope.currency === null ? undefined : eq(payments.currency, scope.currency),
      scope.partnerId === null ? undefined : eq(payments.partnerId, scope.partnerId),
    ) as SQL;

  /**
   * What the invoice (the row of the outer query) had been paid by the payments dated on or before
   * `date`; for all currencies in RON, each allocation at the invoice's own rate.
   */
  const paidAt = (scope: ReportScope, date: string) => sql<string>`coalesce((
    select sum(${scope.currency === null ? ron.allocationRon : sql`a.amount`}) from ${allocations} a
    join ${payments} p on p.id = a.payment_id
    where a.invoice_id = ${docs.id}
      and p.status = 'published' and p.date <= ${date}::date), 0)`;

  /**
   * The statement's columns of an invoice and of a payment: a client's invoice is a debit (the
   * client owes it) and a payment a credit; a supplier's invoice is a credit (the company owes it)
   * and a payment to the supplier a debit. The running balance is what is owed either way.
   */
  const cells = (amount: SQL, isInvoice: boolean): SQL =>
    (side.name === 'client') === isInvoice ? sql`${amount}, null` : sql`null, ${amount}`;

  return {
    async findPartner(
      db: Db,
      companyId: string,
      partnerId: string,
    ): Promise<{ id: string; name: string } | null> {
      const [row] = await db
        .select({ id: partners.id, name: partners.name })
        .from(partners)
        .where(and(eq(partners.companyId, companyId), eq(partners.id, partnerId)));
      return row ?? null;
    },

    /** Foreign-currency payments up to `to` whose day's National Bank rate is not stored yet. */
    async paymentsMissingDayRate(db: Db, companyId: string, to: string) {
      const result = await db.execute<{ currency: string; date: string }>(
        ron.paymentsMissingDayRate(companyId, to),
      );
      return result.rows;
    },

    /** The currencies the company's counted invoices and payments are in (the filter's choices). */
    async currencies(db: Db, companyId: string): Promise<string[]> {
      const result = await db.execute<{ currency: string }>(sql`
        select ${docs.currency} as currency from ${docs.table}
          where ${docs.companyId} = ${companyId} and ${side.countedInvoice}
        union
        select ${payments.currency} from ${payments}
          where ${payments.companyId} = ${companyId} and ${payments.status} = 'published'
        order by 1`);
      return result.rows.map((row) => row.currency);
    },

    /**
     * The statement's lines in one statement (one snapshot): the opening balance (invoices less
     * payments dated before `from`), then the invoices and payments of the period in date order,
     * invoices first on a day, each with the running balance; the last line carries the period's
     * debit and credit totals. Sums run in PostgreSQL numeric, so a year of a partner's documents
     * costs the server no arithmetic of its own.
     */
    async statementLines(db: Db, scope: ReportScope, from: string, to: string): Promise<StatementLine[]> {
      const invoiced = invoiceAmount(scope, docs.amountDue);
      const result = await db.execute<StatementLine>(sql`
        with entries as (
          select -1 as ord, 'opening'::text as type, null::uuid as id, null::text as number,
            null::text as sort_number, ${from}::date as date, null::date as due_date,
            null::numeric as debit, null::numeric as credit, false as storno,
            (select coalesce(sum(${invoiced}), 0) from ${docs.table}
              where ${countedInvoices(scope)} and ${docs.issueDate} < ${from}::date)
            - (select coalesce(sum(${paymentAmount(scope)}), 0) from ${payments}
              where ${countedPayments(scope)} and ${payments.date} < ${from}::date) as delta
          union all
          select 0, 'invoice', ${docs.id}, ${docs.seriesNumber}, ${docs.seriesNumber}, ${docs.issueDate},
            ${docs.dueDate}, ${cells(invoiced, true)}, ${side.storno}, ${invoiced}
          from ${docs.table}
          where ${countedInvoices(scope)} and ${docs.issueDate} between ${from}::date and ${to}::date
          union all
          select 1, ${payments.type}, ${payments.id},
            coalesce(${payments.seriesNumber}, ${payments.description}), ${payments.seriesNumber},
            ${payments.date}, null, ${cells(paymentAmount(scope), false)}, false, -${paymentAmount(scope)}
          from ${payments}
          where ${countedPayments(scope)} and ${payments.date} between ${from}::date and ${to}::date
        )
        select type, number, date::text as date, due_date::text as "dueDate", storno,
          debit::numeric(18, 2)::text as debit, credit::numeric(18, 2)::text as credit,
          (sum(delta) over running)::numeric(18, 2)::text as balance,
          case when row_number() over running = count(*) over () then
            coalesce(sum(debit) over (), 0)::numeric(18, 2)::text end as "totalDebit",
          case when row_number() over running = count(*) over () then
            coalesce(sum(credit) over (), 0)::numeric(18, 2)::text end as "totalCredit"
        from entries
        window running as (order by entries.date, ord, sort_number, id
          rows between unbounded preceding and current row)
        order by entries.date, ord, sort_number, id`);
      return result.rows;
    },

    /**
     * Per partner at `date`: invoiced (issued on or before it), paid (payments dated on or before
     * it) and what is left of the invoices past due on that date (each invoice's amount due less the
     * allocations of payments dated on or before it, when positive).
     */
    async balances(db: Db, scope: ReportScope, date: string): Promise<BalanceRow[]> {
      const result = await db.execute<BalanceRow>(sql`
        with inv as (
          select ${docs.partnerId} as partner_id,
            sum(${invoiceAmount(scope, docs.amountDue)}) as invoiced,
            sum(case when ${docs.dueDate} < ${date}::date and ${docs.amountDue} > 0
                  then greatest(${invoiceAmount(scope, docs.amountDue)} - ${paidAt(scope, date)}, 0)
                  else 0 end) as overdue
          from ${docs.table}
          where ${countedInvoices(scope)} and ${docs.issueDate} <= ${date}::date
          group by ${docs.partnerId}
        ), pay as (
          select ${payments.partnerId} as partner_id, sum(${paymentAmount(scope)}) as paid
          from ${payments}
          where ${countedPayments(scope)} and ${payments.date} <= ${date}::date
          group by ${payments.partnerId}
        )
        select ${partners.id} as "partnerId", ${partners.name} as name,
          coalesce(inv.invoiced, 0)::text as invoiced,
          coalesce(pay.paid, 0)::text as paid,
          coalesce(inv.overdue, 0)::text as overdue
        from inv full join pay on pay.partner_id = inv.partner_id
        join ${partners} on ${partners.id} = coalesce(inv.partner_id, pay.partner_id)
        order by lower(${partners.name}), ${partners.id}`);
      return result.rows;
    },

    /** Invoices past due at `date` with something left to pay on that date, the longest overdue first. */
    async overdueInvoices(db: Db, scope: ReportScope, date: string): Promise<OverdueRow[]> {
      const result = await db.execute<OverdueRow>(sql`
        select * from (
          select ${docs.id} as id, ${docs.partnerName} as "partnerName", ${docs.seriesNumber} as "seriesNumber",
            ${docs.issueDate}::text as "issueDate", ${docs.dueDate}::text as "dueDate",
            ${docs.currency} as currency,
            ${invoiceAmount(scope, docs.amountDue)}::text as "amountDue", ${paidAt(scope, date)}::text as paid
          from ${docs.table}
          where ${countedInvoices(scope)} and ${docs.issueDate} <= ${date}::date
            and ${docs.dueDate} < ${date}::date and ${docs.amountDue} > 0
        ) open
        where open."amountDue"::numeric - open.paid::numeric > 0
        order by open."dueDate", lower(open."partnerName"), open."seriesNumber", open.id`);
      return result.rows;
    },

    /** The sales journal's or the purchases journal's invoices of the period, in date order. */
    async invoicesJournal(
      db: Db,
      scope: ReportScope,
      from: string,
      to: string,
    ): Promise<JournalInvoiceRow[]> {
      const rows = (await db
        .select({
          id: docs.id,
          seriesNumber: docs.seriesNumber,
          issueDate: docs.issueDate,
          partnerName: docs.partnerName,
          businessId: sql<string | null>`${side.businessId}`,
          currency: docs.currency,
          currencyRate: docs.currencyRate,
          netTotal: docs.netTotal,
          vatTotal: docs.vatTotal,
          vatTotalRon: sql<string | null>`${side.vatTotalRon}`,
          grossTotal: docs.grossTotal,
          amounts: docs.amounts,
        })
        .from(docs.table)
        .where(and(countedInvoices(scope), gte(docs.issueDate, from), lte(docs.issueDate, to)))
        .orderBy(asc(docs.issueDate), asc(docs.seriesNumber), asc(docs.id))) as (Omit<
        JournalInvoiceRow,
        'breakdown'
      > & { amounts: StoredAmounts })[];
      return rows.map(({ amounts, ...row }) => ({ ...row, breakdown: amounts.breakdown ?? [] }));
    },

    async paymentsJournal(
      db: Db,
      scope: ReportScope,
      from: string,
      to: string,
    ): Promise<JournalPaymentRow[]> {
      return db
        .select({
          id: payments.id,
          type: payments.type,
          seriesNumber: payments.seriesNumber,
          date: payments.date,
          currency: payments.currency,
          amount: payments.amount,
          amountCounted: sql<string>`${paymentAmount(scope)}::text`,
          description: payments.description,
          partnerName: partners.name,
          allocations: sql<string | null>`(
            select string_agg(${docs.seriesNumber}, ', ' order by ${docs.issueDate}, ${docs.seriesNumber})
            from ${allocations} join ${docs.table} on ${docs.id} = ${allocations.invoiceId}
            where ${allocations.paymentId} = ${payments.id})`,
        })
        .from(payments)
        .innerJoin(partners, eq(partners.id, payments.partnerId))
        .where(and(countedPayments(scope), gte(payments.date, from), lte(payments.date, to)))
        .orderBy(asc(payments.date), asc(payments.type), asc(payments.seriesNumber), asc(payments.id));
    },
  };
}
export type ReportsRepo = ReturnType<typeof reportsRepo>;
