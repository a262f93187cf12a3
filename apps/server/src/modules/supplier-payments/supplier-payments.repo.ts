import { paymentsRepo } from '../../platform/payments/payments.repo';
import { supplierPaymentTables } from './supplier-payments.tables';

/** Supplier payments and their allocations: the shared payments repository over the supplier tables. */
export const supplierPaymentsRepo = paymentsRepo(supplierPaymentTables);
