import type { DeclarationPayload } from '@app/domain/etransport/declaration.schemas';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { InfoSection } from './InfoGrid';

/** Sum of decimal texts in hundredths, so 0.1 + 0.2 stays 0.30. */
export function sumTexts(values: ReadonlyArray<string | null | undefined>): string | null {
  const present = values.filter((value): value is string => typeof value === 'string' && value !== '');
  if (present.length === 0) return null;
  const hundredths = present.reduce((sum, value) => sum + Math.round(Number(value) * 100), 0);
  return (hundredths / 100).toFixed(2);
}

/** The declaration's product lines and their totals (value in lei, net and gross weight in kg). */
export function DeclarationLines({ declaration }: { declaration: DeclarationPayload }) {
  const { t } = useTranslation();
  const format = useFormat();
  const l = (key: string) => t(`etransport.view.line.${key}`);
  const number = (value: string | null | undefined, decimals = 2) =>
    value ? format.number(value, { decimals }) : '—';
  const lines = declaration.products;
  const totals = {
    value: sumTexts(lines.map((line) => line.netTotal)),
    net: sumTexts(lines.map((line) => line.netWeightTotal)),
    gross: sumTexts(lines.map((line) => line.grossWeightTotal)),
  };

  return (
    <>
      <InfoSection title={t('etransport.view.lines')}>
        <Table.ScrollContainer minWidth={900}>
          <Table striped data-testid="view-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{l('name')}</Table.Th>
                <Table.Th>{l('purpose')}</Table.Th>
                <Table.Th>{l('nc')}</Table.Th>
                <Table.Th ta="right">{l('quantity')}</Table.Th>
                <Table.Th>{l('unit')}</Table.Th>
                <Table.Th ta="right">{l('price')}</Table.Th>
                <Table.Th ta="right">{l('net-weight')}</Table.Th>
                <Table.Th ta="right">{l('gross-weight')}</Table.Th>
                <Table.Th ta="right">{l('value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a stored declaration's lines are positions; they never move.
                <Table.Tr key={`${line.productName}-${index}`} data-testid="view-line">
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{line.productName}</Table.Td>
                  <Table.Td>{t(`etransport.purposes.${line.operationType}`)}</Table.Td>
                  <Table.Td>{line.productEuCnClassificationCode ?? '—'}</Table.Td>
                  <Table.Td ta="right">{number(line.quantity)}</Table.Td>
                  <Table.Td>{line.measurementUnitCode}</Table.Td>
                  <Table.Td ta="right">{number(line.price, 4)}</Table.Td>
                  <Table.Td ta="right">{number(line.netWeight)}</Table.Td>
                  <Table.Td ta="right">{number(line.grossWeight)}</Table.Td>
                  <Table.Td ta="right">{number(line.netTotal)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </InfoSection>
      <InfoSection
        title={t('etransport.view.totals')}
        items={[
          {
            label: t('etransport.view.total-value'),
            value: totals.value && format.money(totals.value, 'RON'),
            testId: 'view-total-value',
          },
          {
            label: t('etransport.view.total-net-weight'),
            value: number(totals.net),
            testId: 'view-total-net',
          },
          {
            label: t('etransport.view.total-gross-weight'),
            value: number(totals.gross),
            testId: 'view-total-gross',
          },
        ]}
      />
    </>
  );
}
