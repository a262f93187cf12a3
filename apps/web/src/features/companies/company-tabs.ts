// The tabs of a company's pages (/my-companies/:id/...), as addresses.

export const COMPANY_TABS = [
  'details',
  'addresses',
  'contacts',
  'bank-accounts',
  'anaf-spv',
  'subscriptions',
] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

/** The tab of an address under /my-companies/:id (details for the company's own address). */
export function tabOfPath(pathname: string, companyId: string): CompanyTab {
  const base = `/my-companies/${companyId}`;
  const rest = pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\//, '') : '';
  const first = rest.split('/')[0] ?? '';
  return (COMPANY_TABS as readonly string[]).includes(first) ? (first as CompanyTab) : 'details';
}

/**
 * The tabs a user is offered: the subscriptions only with billing.read on the company, unless open
 * (the plan gate sends everyone there when a page needs a plan; the tab then says what it can).
 */
export function visibleCompanyTabs(open: CompanyTab, canReadBilling: boolean): CompanyTab[] {
  return COMPANY_TABS.filter((tab) => tab !== 'subscriptions' || canReadBilling || open === tab);
}

export const tabPath = (companyId: string, tab: CompanyTab) =>
  tab === 'details' ? `/my-companies/${companyId}` : `/my-companies/${companyId}/${tab}`;
