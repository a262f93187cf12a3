/**
 * The days BNR publishes reference rates on: Monday to Friday, except Romania's public holidays
 * (Labour Code art. 139): 1-2 January, 6-7 January (since 2024), 24 January, Orthodox Good Friday,
 * Easter Sunday and Monday, 1 May, 1 June, Orthodox Pentecost (Rusalii) Sunday and Monday, 15 August,
 * 30 November, 1 December, 25-26 December. Dates are yyyy-MM-dd, computed in UTC.
 */

const DAY_MS = 86_400_000;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return toIso(new Date(toDate(iso).getTime() + days * DAY_MS));
}

/** Orthodox Easter Sunday (Meeus' Julian algorithm, moved to the Gregorian calendar: 1900-2099). */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const julian = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return addDays(julian, 13);
}

const holidayCache = new Map<number, ReadonlySet<string>>();

export function romanianBankHolidays(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const fixed = ['01-01', '01-02', '01-24', '05-01', '06-01', '08-15', '11-30', '12-01', '12-25', '12-26'];
  if (year >= 2024) fixed.push('01-06', '01-07');
  const easter = orthodoxEaster(year);
  const moving = [-2, 0, 1, 49, 50].map((offset) => addDays(easter, offset));
  const days = new Set([...fixed.map((monthDay) => `${year}-${monthDay}`), ...moving]);
  holidayCache.set(year, days);
  return days;
}

/** True on the days BNR publishes: weekdays that are not public holidays. */
export function isBnrPublicationDay(iso: string): boolean {
  const weekday = toDate(iso).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !romanianBankHolidays(Number(iso.slice(0, 4))).has(iso);
}

/** The publication days from `from` to `through`, both included. */
export function bnrPublicationDays(from: string, through: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= through; day = addDays(day, 1)) {
    if (isBnrPublicationDay(day)) days.push(day);
  }
  return days;
}
