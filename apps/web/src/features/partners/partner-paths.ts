import type { SubResourceSection } from '../../shared/sub-resources/sub-resource-scope';

/** The tabs of a partner (spec 02 §2: Details, Addresses, Bank accounts, Contacts). */
export const PARTNER_SECTIONS = [
  'addresses',
  'bank-accounts',
  'contacts',
] as const satisfies SubResourceSection[];
export const PARTNER_TABS = ['details', ...PARTNER_SECTIONS] as const;
export type PartnerTab = (typeof PARTNER_TABS)[number];

export const partnerPagePath = (partnerId: string, tab: PartnerTab = 'details') =>
  tab === 'details' ? `/partners/${partnerId}` : `/partners/${partnerId}/${tab}`;

/** The tab of an address under /partners/:id (details unless a section is named). */
export function partnerTabOfPath(pathname: string, partnerId: string): PartnerTab {
  const base = `/partners/${partnerId}/`;
  const first = pathname.startsWith(base) ? (pathname.slice(base.length).split('/')[0] ?? '') : '';
  return (PARTNER_TABS as readonly string[]).includes(first) ? (first as PartnerTab) : 'details';
}
