import type { ComponentType } from 'react';
import type { PaymentSide } from './payment-side';
import { PaymentSideContext } from './payment-side-context';

/** A page of one side: the shared screen with the side it serves in its context. */
export function withPaymentSide(side: PaymentSide, Page: ComponentType) {
  return function SidePage() {
    return (
      <PaymentSideContext.Provider value={side}>
        <Page />
      </PaymentSideContext.Provider>
    );
  };
}
