import type { ListColumn } from '../list/ListScreen';

/** What an invoice list row of either side holds for these columns. */
interface DatedInvoiceRow {
  partnerName: string;
  issueDate: string;
  dueDate: string | null;
}

/**
 * The partner, issue date and due date columns of an invoice list, sortable, as both sides show them.
 * Headers come from the side's texts; dates are formatted by the caller's locale.
 */
export function invoicePartyDateColumns<Row extends DatedInvoiceRow>(
  headers: { partner: string; issueDate: string; dueDate: string },
  formatDate: (value: string | null) => string,
): ListColumn<Row>[] {
  return [
    { key: 'partnerName', header: headers.partner, sortable: true },
    {
      key: 'issueDate',
      header: headers.issueDate,
      sortable: true,
      width: '8rem',
      render: (row) => formatDate(row.issueDate),
    },
    {
      key: 'dueDate',
      header: headers.dueDate,
      sortable: true,
      width: '8rem',
      render: (row) => formatDate(row.dueDate),
    },
  ];
}
