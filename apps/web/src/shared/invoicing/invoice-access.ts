import type { AreaAccess } from '../permissions/permissions';
import { useAreaAccess, useCan } from '../permissions/permissions';

/**
 * What the user may do with one side's invoices (client-invoices.* or supplier-invoices.*) and with
 * the payments allocated to an invoice, which belong to that side's payments area (client-payments.*
 * or supplier-payments.*): an invoice reader does not see its payments without the payments' read.
 */
export interface InvoiceAccess extends AreaAccess {
  canReadPayments: boolean;
  canAddPayment: boolean;
}

const SIDES = {
  client: { invoices: 'client-invoices', payments: 'client-payments' },
  supplier: { invoices: 'supplier-invoices', payments: 'supplier-payments' },
} as const;

/** The access of the side on the selected company. */
export function useInvoiceAccess(side: keyof typeof SIDES): InvoiceAccess {
  const { invoices, payments } = SIDES[side];
  return {
    ...useAreaAccess(invoices),
    canReadPayments: useCan(`${payments}.read`),
    canAddPayment: useCan(`${payments}.write`),
  };
}
