/**
 * Real-time channels (spec 01 §7). A new notification is announced on its tenant's channel (or on
 * its user's, for personal ones) as an event named by its type, with `{ myCompanyId, notification }`.
 * Kept apart from the schemas so the browser's real-time client loads no schema library.
 */
export const tenantChannel = (tenantId: string) => `private-tenants.${tenantId}`;
export const userChannel = (userId: string) => `private-users.${userId}`;
