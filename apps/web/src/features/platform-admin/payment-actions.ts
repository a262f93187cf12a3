import type { AdminPayment } from './platform-admin.api';

/**
 * Only a bank transfer still waiting can be marked received (the operator saw it arrive on the
 * platform's account); a card payment is settled by the payment provider.
 */
export const canMarkReceived = (payment: Pick<AdminPayment, 'method' | 'status'>) =>
  payment.method === 'bank-transfer' && payment.status === 'pending';
