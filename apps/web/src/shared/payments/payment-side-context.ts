import { createContext, useContext } from 'react';
import { useAreaAccess } from '../permissions/permissions';
import { useSelectedCompanyId } from '../session/selected-company';
import type { PaymentSide } from './payment-side';

export const PaymentSideContext = createContext<PaymentSide | null>(null);

export function usePaymentSide(): PaymentSide {
  const side = useContext(PaymentSideContext);
  if (!side) throw new Error('usePaymentSide outside a PaymentSideContext');
  return side;
}

/**
 * The company whose payments the pages show (the selected one) and whether the user may change,
 * and delete or void, them there. The routes are guarded by the side's read permission.
 */
export function usePaymentsCompany(): { companyId: string; canWrite: boolean; canDelete: boolean } {
  const side = usePaymentSide();
  const companyId = useSelectedCompanyId() ?? '';
  return { companyId, ...useAreaAccess(side.area) };
}
