export type RateWarning = 'rate-not-from-issue-date';

/**
 * Spec 02 §8 warning "currency rate not from the issue date": the rate a document carries was
 * published on another day than the one asked for (a weekend, a holiday, a day before 13:00, or a
 * stored rate used while BNR could not be reached). Dates are yyyy-MM-dd.
 */
export function rateWarning(requestedDate: string, rateDate: string): RateWarning | null {
  return requestedDate === rateDate ? null : 'rate-not-from-issue-date';
}
