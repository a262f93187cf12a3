import { HttpError } from '../../platform/http/errors';

/** A purchase or payment refused by the billing rules (spec 02 §8 Subscriptions), with its text's key. */
export const billingRefusal = (code: string) => new HttpError(422, `billing.errors.${code}`, { errors: {} });
