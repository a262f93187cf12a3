import { type LaunchOffer, offerOn, SMART_LAUNCH_FLAGS } from '@app/domain/billing/launch-offers';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { Db } from '../../db/client';
import { launchOffers } from '../billing/billing.tables';

/**
 * The welcome flags a new account starts with (spec 01 §3): a Smart launch announced while its
 * offer runs, else the plain welcome. The web shows the first flag set to true, once.
 */
export async function welcomeFlags(db: Db, now = new Date()): Promise<Record<string, boolean>> {
  const offers: LaunchOffer[] = await db
    .select({
      product: launchOffers.product,
      price: launchOffers.price,
      startsOn: launchOffers.startsOn,
      endsOn: launchOffers.endsOn,
    })
    .from(launchOffers);
  const day = todayInRomania(now);
  const flags: Record<string, boolean> = {};
  for (const [product, flag] of Object.entries(SMART_LAUNCH_FLAGS)) {
    if (flag && offerOn(offers, product as LaunchOffer['product'], day)) flags[flag] = true;
  }
  // Stored as jsonb, whose keys lose their order: the plain welcome is on only when no launch is.
  flags.showWelcome = Object.keys(flags).length === 0;
  return flags;
}
