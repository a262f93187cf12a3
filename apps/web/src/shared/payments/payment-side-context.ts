import { createContext, useContext } from 'react';
import { useCan } from '../permissions/permissions';
import { useSelectedCompanyId } from '../session/selected-company';
import type { PaymentSide } from './payment-side';

export const PaymentSideContext = createContext<PaymentSide | null>(null);

export function usePaymentSide(): PaymentSide {
  const side = useContext(PaymentSideContext);
  if (!side) throw new Error('usePaymentSide outside a PaymentSideContext');
  return side;
}

/**
 * The company whose payments the pages show (the selected one) and whether the user may change
 * them there. The routes are guarded by the side's read permission on that company.
 */
export function usePaymentsCompany(): { companyId: string; canWrite: boolean } {
  const side = usePaymentSide();
  const companyId = useSelectedCompanyId() ?? '';
  const canWrite = useCan(side.writePermission);
  return { companyId, canWrite };
}
