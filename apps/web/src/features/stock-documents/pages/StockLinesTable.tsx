import type { StockDocument } from '@app/domain/stock/stock-document.schemas';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { useUnitSymbols } from '../../../shared/units/useUnitSymbols';
import { stockValueOf } from '../form/line-arithmetic';

/**
 * The lines of a saved stock document with their stock value in RON: the ledger's value once the
 * document is issued (FIFO/LIFO layers taken by an unloading), quantity × RON price before.
 */
export function StockLinesTable({ document, companyId }: { document: StockDocument; companyId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const unitSymbol = useUnitSymbols(companyId);
  const price = (value: string, currency: string) =>
    format.money(value, currency, { decimals: 4, trimZeros: true });
  const percent = (value: string) => `${format.number(value, { trimZeros: true })}%`;
  const field = (name: string) => t(`stock-documents.line-fields.${name}`);
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" data-testid="view-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{field('name')}</Table.Th>
            <Table.Th ta="right">{field('quantity')}</Table.Th>
            <Table.Th ta="right">{field('price')}</Table.Th>
            <Table.Th ta="right">{field('priceRon')}</Table.Th>
            <Table.Th>{field('vatRateId')}</Table.Th>
            <Table.Th ta="right">{field('gross')}</Table.Th>
            <Table.Th ta="right">{field('stock-value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {document.lines.map((line, index) => {
            const value =
              line.cost?.value ?? (line.movesStock ? stockValueOf(line.quantity, line.priceRon) : '');
            return (
              <Table.Tr key={line.id} data-testid="view-line">
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {line.name}
                  </Text>
                  {[line.supplierProductCode, line.standardCode].some(Boolean) && (
                    <Text size="xs" c="dimmed">
                      {[line.supplierProductCode, line.standardCode].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                  {line.originalPrice && (
                    <Text size="xs" c="dimmed" data-testid="view-line-original-price">
                      {t('stock-documents.lines.original-price', {
                        price: price(line.originalPrice, document.currency),
                      })}
                    </Text>
                  )}
                  {!line.movesStock && (
                    <Text size="xs" c="dimmed">
                      {t('stock-documents.lines.no-stock')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {`${format.number(line.quantity, { decimals: 4, trimZeros: true })} ${unitSymbol(line.unitCode)}`}
                  {line.packagingQuantity && (
                    <Text size="xs" c="dimmed">
                      {t('stock-documents.lines.packages', {
                        n: format.number(line.packagingQuantity, { decimals: 4, trimZeros: true }),
                      })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{price(line.price, document.currency)}</Table.Td>
                <Table.Td ta="right">{price(line.priceRon, 'RON')}</Table.Td>
                <Table.Td>{line.vatRate !== null ? percent(line.vatRate) : '—'}</Table.Td>
                <Table.Td ta="right">{format.money(line.gross, document.currency)}</Table.Td>
                <Table.Td ta="right" data-testid="view-line-stock-value">
                  {value ? format.money(value, 'RON') : '—'}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
