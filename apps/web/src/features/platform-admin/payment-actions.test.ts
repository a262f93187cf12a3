import { PAYMENT_METHODS, PAYMENT_STATES } from '@app/domain/billing/purchase.schemas';
import { describe, expect, it } from 'vitest';
import { canMarkReceived } from './payment-actions';

describe('canMarkReceived', () => {
  it('offers the action for a pending bank transfer only', () => {
    const offered = PAYMENT_METHODS.flatMap((method) =>
      PAYMENT_STATES.filter((status) => canMarkReceived({ method, status })).map(
        (status) => `${method}/${status}`,
      ),
    );
    expect(offered).toEqual(['bank-transfer/pending']);
  });
});
