import type { SupplierInvoice } from '@app/domain/invoicing/supplier-invoice.schemas';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { formDecimal } from '../../../shared/invoicing/line-form-values';

/** The invoice's header data: supplier, series and number, dates, currency and rate, notes. */
export function SupplierInvoiceDetails({ invoice }: { invoice: SupplierInvoice }) {
  const { t } = useTranslation();
  const format = useFormat();
  const item = (key: string, value: ReactNode, testId?: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {t(`supplier-invoices.fields.${key}`)}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value || '—'}
      </Text>
    </Stack>
  );
  return (
    <Paper withBorder p="md" data-testid="supplier-invoice-details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {item('partnerId', invoice.partnerName, 'view-supplier')}
          {item('seriesNumber', invoice.seriesNumber, 'view-series-number')}
          {item('issueDate', format.date(invoice.issueDate), 'view-issue-date')}
          {item('dueDate', format.date(invoice.dueDate), 'view-due-date')}
          {item('currency', invoice.currency, 'view-currency')}
          {invoice.currency !== 'RON' &&
            item('currencyRate', formDecimal(invoice.currencyRate), 'view-currency-rate')}
          {item(
            'pricesIncludeVat',
            t(invoice.pricesIncludeVat ? 'client-invoices.view.yes' : 'client-invoices.view.no'),
          )}
        </SimpleGrid>
        {invoice.notes && (
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('supplier-invoices.fields.notes')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="view-notes">
              {invoice.notes}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
