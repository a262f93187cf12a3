import type { BuyableProduct } from './purchase.schemas';

/**
 * A launch offer (spec 02 §4 Subscriptions, "Smart free until 31 March 2025"): a product sold at
 * another price (VAT included; 0 is free) from one Romanian calendar day to another, both included.
 * Offers are dated configuration: one whose last day has passed no longer applies.
 */
export type LaunchOffer = {
  product: BuyableProduct;
  price: string;
  startsOn: string;
  endsOn: string;
};

/** The offer for a product in force on a day (yyyy-MM-dd in Romania); the latest-starting wins. */
export function offerOn(offers: LaunchOffer[], product: BuyableProduct, day: string): LaunchOffer | null {
  let found: LaunchOffer | null = null;
  for (const offer of offers) {
    if (offer.product !== product || offer.startsOn > day || offer.endsOn < day) continue;
    if (!found || offer.startsOn > found.startsOn) found = offer;
  }
  return found;
}

/** The welcome flag a running offer of a product's Smart plan raises ("showInvoicingSmartLaunch"). */
export const SMART_LAUNCH_FLAGS: Partial<Record<BuyableProduct, string>> = {
  'invoicing-smart': 'showInvoicingSmartLaunch',
};
