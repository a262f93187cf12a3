import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/useFormat';

export interface TotalsView {
  lineNetTotal: string;
  allowanceTotal: string;
  netTotal: string;
  vatTotal: string;
  grossTotal: string;
  prepaid?: string;
  amountDue?: string;
  breakdown: { vatCategory: string; vatRate: string; taxable: string; vat: string; vatRon: string | null }[];
}

/** "25.00" -> "-25.00" and back: the discount reads as what it takes off. */
const negated = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

interface TotalsBlockProps {
  totals: TotalsView;
  currency: string;
  /** Totals in RON of a document in another currency; null when there is none to show. */
  ron: { netTotal: string; vatTotal: string; grossTotal: string } | null;
}

/**
 * The totals of a document as an invoice prints them: without VAT, the discount, VAT per rate, the
 * total, and for a document in another currency the same in RON (the VAT in RON is the legal one).
 */
export function TotalsBlock({ totals, currency, ron }: TotalsBlockProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string, code = currency) => format.money(value, code);
  const rateLabel = (row: TotalsView['breakdown'][number]) =>
    row.vatCategory === 'S'
      ? t('client-invoices.totals.vat-rate', { rate: format.number(row.vatRate, { trimZeros: true }) })
      : t('client-invoices.totals.vat-category', {
          rate: format.number(row.vatRate, { trimZeros: true }),
          category: row.vatCategory,
        });
  const hasDiscount = Number(totals.allowanceTotal) !== 0;
  const hasPrepaid = totals.prepaid !== undefined && Number(totals.prepaid) !== 0;

  const row = (label: string, value: string, testId: string, strong = false) => (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} ta="right" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );

  return (
    <Stack gap={4} maw={420} ml="auto" w="100%" data-testid="document-totals">
      {hasDiscount && row(t('client-invoices.totals.lines'), money(totals.lineNetTotal), 'total-lines')}
      {hasDiscount &&
        row(t('client-invoices.totals.discount'), money(negated(totals.allowanceTotal)), 'total-discount')}
      {row(t('client-invoices.totals.net'), money(totals.netTotal), 'total-net')}
      {totals.breakdown.length > 0 && (
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
          <Table.Tbody>
            {totals.breakdown.map((entry) => (
              <Table.Tr key={`${entry.vatCategory}-${entry.vatRate}`} data-testid="total-vat-row">
                <Table.Td c="dimmed">{rateLabel(entry)}</Table.Td>
                <Table.Td c="dimmed" ta="right">
                  {t('client-invoices.totals.taxable-of', { amount: money(entry.taxable) })}
                </Table.Td>
                <Table.Td ta="right">{money(entry.vat)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {row(t('client-invoices.totals.vat'), money(totals.vatTotal), 'total-vat')}
      {row(t('client-invoices.totals.gross'), money(totals.grossTotal), 'total-gross', true)}
      {hasPrepaid &&
        totals.prepaid !== undefined &&
        row(t('client-invoices.totals.prepaid'), money(totals.prepaid), 'total-prepaid')}
      {hasPrepaid &&
        totals.amountDue !== undefined &&
        row(t('client-invoices.totals.amount-due'), money(totals.amountDue), 'total-due', true)}
      {ron && (
        <Stack gap={4} mt="xs" data-testid="document-totals-ron">
          {row(t('client-invoices.totals.net-ron'), money(ron.netTotal, 'RON'), 'total-net-ron')}
          {row(t('client-invoices.totals.vat-ron'), money(ron.vatTotal, 'RON'), 'total-vat-ron')}
          {row(t('client-invoices.totals.gross-ron'), money(ron.grossTotal, 'RON'), 'total-gross-ron', true)}
        </Stack>
      )}
    </Stack>
  );
}
