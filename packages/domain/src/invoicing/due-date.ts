/** The payment-term templates of spec 02 §4 (due-date options). */
export const DUE_DATE_TYPES = [
  '7-days',
  '15-days',
  '30-days',
  '45-days',
  '60-days',
  '90-days',
  'issue-date',
  'end-of-month',
  'end-of-next-month',
  'custom',
  'none',
] as const;
export type DueDateType = (typeof DUE_DATE_TYPES)[number];

const DAYS: Partial<Record<DueDateType, number>> = {
  '7-days': 7,
  '15-days': 15,
  '30-days': 30,
  '45-days': 45,
  '60-days': 60,
  '90-days': 90,
};

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * The due date a template gives for an issue date; `custom` keeps the typed date and `none` has
 * none (the payment terms text then says when to pay).
 */
export function dueDateFor(
  type: DueDateType,
  issueDate: string,
  custom: string | null = null,
): string | null {
  const issue = utc(issueDate);
  const days = DAYS[type];
  if (days !== undefined) {
    issue.setUTCDate(issue.getUTCDate() + days);
    return iso(issue);
  }
  switch (type) {
    case 'issue-date':
      return issueDate;
    case 'end-of-month':
      return iso(new Date(Date.UTC(issue.getUTCFullYear(), issue.getUTCMonth() + 1, 0)));
    case 'end-of-next-month':
      return iso(new Date(Date.UTC(issue.getUTCFullYear(), issue.getUTCMonth() + 2, 0)));
    case 'custom':
      return custom;
    default:
      return null;
  }
}
