import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePaymentSide } from '../payment-side-context';

/**
 * The first headings of a table of the invoices a payment pays (its form's allocations, the modal
 * listing them): number, issue date, due date, amount due, in the side's texts.
 */
export function InvoiceHeadCells() {
  const { t } = useTranslation();
  const { texts } = usePaymentSide();
  return (
    <>
      <Table.Th>{t(`${texts}.invoices.number`)}</Table.Th>
      <Table.Th>{t(`${texts}.invoices.issue-date`)}</Table.Th>
      <Table.Th>{t(`${texts}.invoices.due-date`)}</Table.Th>
      <Table.Th ta="right">{t(`${texts}.invoices.amount-due`)}</Table.Th>
    </>
  );
}
