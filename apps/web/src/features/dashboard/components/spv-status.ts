import type { COMPANY_STATUSES } from '@app/domain/companies/company.schemas';

export type SpvStatus = (typeof COMPANY_STATUSES)[number];

/** Active-like statuses (spec 01 §3): the connection exists, even if it is being retried. */
export function isSpvConnected(status: SpvStatus): boolean {
  return status === 'active' || status === 'unauthorized' || status === 'pending';
}

export const SPV_STATUS_COLOR: Record<SpvStatus, string> = {
  active: 'green',
  pending: 'yellow',
  unauthorized: 'orange',
  expired: 'red',
  inactive: 'gray',
};
