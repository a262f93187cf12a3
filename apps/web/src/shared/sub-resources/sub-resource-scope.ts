/** The sections a row may have under it, each listed, created, edited and deleted the same way. */
export type SubResourceSection = 'addresses' | 'contacts' | 'bank-accounts';

/**
 * The row a section hangs under (a company, a partner...): where its API and pages live, the query
 * key its sections are cached under, the feature whose texts they show, and whether the user may
 * change them.
 */
export interface SubResourceScope {
  /** API path of the owner row: /v1/my-companies/{id} or /v1/my-companies/{id}/partners/{partnerId}. */
  apiPath: string;
  /** Address of the owner's pages: /my-companies/{id} or /partners/{id}. */
  pagePath: string;
  /** Query key of the owner; its sections are cached under it, so refreshing it refreshes them. */
  queryKey: readonly unknown[];
  /** i18n prefix of the feature: <prefix>.<section>.create, <prefix>.actions.save, ... */
  textPrefix: string;
  canWrite: boolean;
  /** Removing a row: the owner area's delete permission (a partner's), or editing the owner (a company's). */
  canDelete: boolean;
}
