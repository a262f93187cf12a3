import type { PlanPrice } from '@app/domain/billing/purchase.schemas';
import type { TFunction } from 'i18next';
import type { useFormat } from '../../../shared/format/useFormat';

/** What the buyer pays for a plan today: the launch offer's price while it runs. */
export const priceToPay = (price: PlanPrice) => price.offer?.price ?? price.price;

/** "Free until 31 March 2025" or "29,00 RON until …": a plan's running launch offer, or null. */
export function offerText(
  t: TFunction,
  format: ReturnType<typeof useFormat>,
  price: PlanPrice,
): string | null {
  if (!price.offer) return null;
  const until = format.date(price.offer.endsOn);
  return Number(price.offer.price) === 0
    ? t('billing.launch.free-until', { date: until })
    : t('billing.launch.price-until', {
        amount: format.money(price.offer.price, price.currency),
        date: until,
      });
}
