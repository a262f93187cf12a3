import type { InvoiceLine } from '@app/domain/invoicing/invoice-line.schemas';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/useFormat';
import { useUnitSymbols } from '../units/useUnitSymbols';

/** The lines of a saved document with the amounts the server computed. */
export function DocumentLinesTable({
  lines,
  currency,
  companyId,
}: {
  lines: InvoiceLine[];
  currency: string;
  companyId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const unitSymbol = useUnitSymbols(companyId);
  const percent = (value: string) => `${format.number(value, { trimZeros: true })}%`;
  const vatOf = (line: InvoiceLine) =>
    line.vatCategory === 'S' ? percent(line.vatRate) : `${percent(line.vatRate)} (${line.vatCategory})`;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" data-testid="view-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('client-invoices.line-fields.name')}</Table.Th>
            <Table.Th ta="right">{t('client-invoices.line-fields.quantity')}</Table.Th>
            <Table.Th ta="right">{t('client-invoices.line-fields.price')}</Table.Th>
            <Table.Th ta="right">{t('client-invoices.line-fields.discountPercent-short')}</Table.Th>
            <Table.Th>{t('client-invoices.line-fields.vatRateId')}</Table.Th>
            <Table.Th ta="right">{t('client-invoices.totals.line-net')}</Table.Th>
            <Table.Th ta="right">{t('client-invoices.totals.line-vat')}</Table.Th>
            <Table.Th ta="right">{t('client-invoices.totals.line-gross')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={line.id} data-testid="view-line">
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {line.name}
                </Text>
                {line.description && (
                  <Text size="xs" c="dimmed">
                    {line.description}
                  </Text>
                )}
                {(line.productCode || line.partnerProductCode) && (
                  <Text size="xs" c="dimmed">
                    {[line.productCode, line.partnerProductCode].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                {`${format.number(line.quantity, { decimals: 4, trimZeros: true })} ${unitSymbol(line.unitCode)}`}
              </Table.Td>
              <Table.Td ta="right" data-testid="view-line-price">
                {format.money(line.unitPrice, currency, { decimals: 4, trimZeros: true })}
                {line.currency && line.currency !== currency && line.currencyRate && (
                  // The price as written in its own currency and the rate it was billed at.
                  <Text size="xs" c="dimmed" data-testid="view-line-foreign-price">
                    {`${format.money(line.price, line.currency, { decimals: 4, trimZeros: true })} × ${format.number(line.currencyRate, { decimals: 6, trimZeros: true })}`}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{line.discountPercent ? percent(line.discountPercent) : ''}</Table.Td>
              <Table.Td>{vatOf(line)}</Table.Td>
              <Table.Td ta="right">{format.money(line.net, currency)}</Table.Td>
              <Table.Td ta="right">{format.money(line.vat, currency)}</Table.Td>
              <Table.Td ta="right">{format.money(line.gross, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
