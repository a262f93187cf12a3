import type { ListColumn } from '../../../shared/list/ListScreen';
import { efacturaFactsOf } from '../efactura-fields';
import { EfacturaStatusBadge } from './EfacturaStatusBadge';

/** The client invoice list's RO e-Factura column: the state badge of an issued invoice. */
export function efacturaColumn<T extends { id: string; status: string }>(header: string): ListColumn<T> {
  return {
    key: 'efacturaStatus',
    header,
    width: '9rem',
    render: (row) =>
      row.status === 'draft' ? null : <EfacturaStatusBadge status={efacturaFactsOf(row).status} />,
  };
}
