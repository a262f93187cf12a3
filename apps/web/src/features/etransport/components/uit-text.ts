import { formatUit } from '@app/domain/etransport/uit';

/** The UIT as every screen shows it: groups of 4 separated by dashes, or a dash when it has none. */
export const uitText = (uit: string | null | undefined): string => formatUit(uit) || '—';
