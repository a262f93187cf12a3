import type { Db } from '../../db/client';
import { fieldError } from '../http/errors';
import { currentBalance, overdueInvoices } from './balance-reports';
import { invoicesJournal, paymentsJournal } from './journal-reports';
import { reportTexts } from './report-labels';
import type { ReportRequest } from './report-request';
import type { ReportSide } from './report-side';
import type { ReportTable } from './report-table';
import { type ReportScope, reportsRepo } from './reports.repo';
import { statementOfAccount } from './statement-of-account';

/**
 * Builds the table of a report of one side (clients or suppliers): reads what the report needs
 * (read only, no transaction: each report's figures come from one consistent query or from queries
 * over rows that issued documents no longer change) and hands it to the report's pure builder. The
 * database is asked for at each call, so the service can be made before the database is at hand
 * (tests register the routes so).
 */
export function createReportsService(
  side: ReportSide,
  database: () => Db,
  /** Stores the National Bank's rate of a day (the exchange-rates module), for payments in RON. */
  loadRate: (currency: string, date: string) => Promise<unknown> = async () => undefined,
) {
  const repo = reportsRepo(side);

  /**
   * An "all currencies" report converts the unallocated part of a foreign-currency payment at its
   * day's National Bank rate: load the ones not stored yet (they are once per day and currency).
   */
  async function storeMissingRates(db: Db, companyId: string, to: string) {
    for (const { currency, date } of await repo.paymentsMissingDayRate(db, companyId, to)) {
      await loadRate(currency, date);
    }
  }

  return {
    currencies: (companyId: string) => repo.currencies(database(), companyId),

    async build(companyId: string, request: ReportRequest): Promise<ReportTable> {
      const db = database();
      const texts = reportTexts(side.name, request.language);
      const partner =
        request.partnerId === null ? null : await repo.findPartner(db, companyId, request.partnerId);
      // A partner of another company is not one of this company's: the same answer as a typo.
      if (request.partnerId !== null && partner === null) throw fieldError('partnerId', 'exists');
      const scope: ReportScope = {
        companyId,
        currency: request.allCurrencies ? null : request.currency,
        partnerId: request.partnerId,
      };
      if (request.allCurrencies) {
        await storeMissingRates(db, companyId, 'date' in request ? request.date : request.to);
      }
      const common = { texts, currency: request.currency, allCurrencies: request.allCurrencies, partner };

      switch (request.report) {
        case 'statement-of-account':
          return statementOfAccount({
            ...common,
            side: side.name,
            partner: partner as { id: string; name: string },
            from: request.from,
            to: request.to,
            lines: await repo.statementLines(db, scope, request.from, request.to),
          });
        case 'current-balance':
          return currentBalance({
            ...common,
            date: request.date,
            balances: await repo.balances(db, scope, request.date),
          });
        case 'overdue-invoices':
          return overdueInvoices({
            ...common,
            date: request.date,
            invoices: await repo.overdueInvoices(db, scope, request.date),
          });
        case 'invoices':
          return invoicesJournal({
            ...common,
            from: request.from,
            to: request.to,
            invoices: await repo.invoicesJournal(db, scope, request.from, request.to),
          });
        case 'payments':
          return paymentsJournal({
            ...common,
            from: request.from,
            to: request.to,
            payments: await repo.paymentsJournal(db, scope, request.from, request.to),
          });
      }
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
