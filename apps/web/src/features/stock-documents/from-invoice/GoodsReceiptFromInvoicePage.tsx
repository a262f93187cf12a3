import type { SupplierInvoiceListItem } from '@app/domain/invoicing/supplier-invoice.schemas';
import type { ListingResult } from '@app/domain/listing/listing.schemas';
import type { ReceivableLine } from '@app/domain/stock/stock-document.schemas';
import { STOCK_SERIES_TYPE } from '@app/domain/stock/stock-kinds';
import { todayInRomania } from '@app/domain/validators/iso-date';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiRequest } from '../../../shared/api/api-client';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { useFormat } from '../../../shared/format/useFormat';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { ServerSearchSelect, useServerSearch } from '../../../shared/forms/ServerSearchSelect';
import { sourcesApi } from '../../../shared/invoicing/document-sources.api';
import { sourceKeys } from '../../../shared/invoicing/source-keys';
import { listingSearchParams } from '../../../shared/list/list-state';
import { notifyApiError, notifyError, notifySuccess } from '../../../shared/notify/notify';
import { useStockCodeText } from '../actions/useStockCodeText';
import { kindText, stockPaths } from '../stock-document-kinds';
import { stockDocumentsApi } from '../stock-documents.api';
import { stockKeys, useStockMutation, useWarehouses } from '../stock-documents.queries';
import { useStockDocumentsCompany } from '../useStockDocumentsCompany';
import { MatchProductModal } from './MatchProductModal';
import { type Match, matchesToSend, receivableState, receivedCount } from './receivable';

const KIND = 'goods-receipt-note';

/**
 * /inventory/goods-receipt-notes/create/supplier-invoice: a goods receipt note made from a supplier
 * invoice. The invoice's lines show with what is left to receive; lines whose supplier code matched
 * no catalogue product are matched by hand in a modal (and remembered); the draft note then opens in
 * the form.
 */
export function GoodsReceiptFromInvoicePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const codeText = useStockCodeText();
  const [params] = useSearchParams();
  const { companyId } = useStockDocumentsCompany(KIND);
  const warehouses = useWarehouses(companyId);
  const [invoiceId, setInvoiceId] = useState(params.get('invoiceId') ?? '');
  const [warehouseId, setWarehouseId] = useState('');
  const [seriesId, setSeriesId] = useState('');
  const [issueDate, setIssueDate] = useState(todayInRomania());
  const [chosen, setChosen] = useState<Map<string, Match>>(new Map());
  const [matching, setMatching] = useState<ReceivableLine | null>(null);
  const { debounced, setSearch } = useServerSearch();

  const invoices = useQuery({
    queryKey: sourceKeys(companyId, 'supplier-invoice-choices', debounced),
    queryFn: ({ signal }) =>
      apiRequest<ListingResult<SupplierInvoiceListItem>>(
        `/v1/my-companies/${encodeURIComponent(companyId)}/supplier-invoices?${listingSearchParams({
          page: 1,
          perPage: 50,
          sortBy: 'issueDate',
          sortDir: 'desc',
          search: debounced || undefined,
        })}`,
        { signal },
      ),
    select: (page) =>
      page.items.map((item) => ({ id: item.id, name: `${item.seriesNumber} · ${item.partnerName}` })),
  });
  const series = useQuery({
    queryKey: sourceKeys(companyId, 'series', STOCK_SERIES_TYPE[KIND]),
    queryFn: ({ signal }) => sourcesApi.series(companyId, STOCK_SERIES_TYPE[KIND], signal),
    select: (page) => page.items,
  });
  const receivable = useQuery({
    queryKey: stockKeys.receivable(companyId, invoiceId),
    queryFn: ({ signal }) => stockDocumentsApi.receivableLines(companyId, invoiceId, signal),
    enabled: invoiceId !== '',
  });
  // The only warehouse or series is the one chosen.
  const chosenWarehouse =
    warehouseId || (warehouses.data?.length === 1 ? (warehouses.data[0]?.id ?? '') : '');
  const chosenSeries = seriesId || (series.data?.length === 1 ? (series.data[0]?.id ?? '') : '');
  const create = useStockMutation(companyId, () =>
    stockDocumentsApi.fromSupplierInvoice(companyId, {
      supplierInvoiceId: invoiceId,
      documentSeriesId: chosenSeries,
      warehouseId: chosenWarehouse,
      issueDate,
      matches: matchesToSend(receivable.data?.lines ?? [], chosen),
    }),
  );

  const lines = receivable.data?.lines ?? [];
  const count = receivedCount(lines, chosen);
  const submit = async () => {
    try {
      const note = await create.mutateAsync(undefined);
      notifySuccess(t('stock-documents.from-invoice.created'));
      navigate(stockPaths.edit(KIND, note.id));
    } catch (error) {
      const errors = validationErrorsOf(error);
      if (errors) notifyError(Object.values(errors).flat().map(codeText).join(' '));
      else notifyApiError(error);
    }
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={stockPaths.list(KIND)} size="sm">
          ← {t(kindText(KIND, 'list-title'))}
        </Anchor>
        <Title order={1} size="h2" data-testid="document-form-title">
          {t('stock-documents.from-invoice.title')}
        </Title>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <ServerSearchSelect
              label={t('stock-documents.from-invoice.invoice')}
              required
              value={invoiceId}
              onChange={(id) => {
                setInvoiceId(id);
                setChosen(new Map());
              }}
              onSearchChange={setSearch}
              found={invoices.data}
              unknownLabel={t('stock-documents.from-invoice.invoice')}
              nothingFoundMessage={
                invoices.isFetching ? t('common.loading') : t('stock-documents.from-invoice.no-invoices')
              }
              data-testid="from-invoice-invoice"
            />
            <Select
              label={t('stock-documents.fields.warehouseId')}
              required
              data={(warehouses.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
              value={chosenWarehouse || null}
              onChange={(value) => setWarehouseId(value ?? '')}
              comboboxProps={{ withinPortal: true }}
              data-testid="from-invoice-warehouse"
            />
            <Select
              label={t('stock-documents.fields.documentSeriesId')}
              required
              data={(series.data ?? []).map((entry) => ({ value: entry.id, label: entry.prefix }))}
              value={chosenSeries || null}
              onChange={(value) => setSeriesId(value ?? '')}
              comboboxProps={{ withinPortal: true }}
              data-testid="from-invoice-series"
            />
            <CalendarDateInput
              label={t('stock-documents.fields.issueDate')}
              value={issueDate}
              onChange={setIssueDate}
            />
          </SimpleGrid>
        </Paper>
        {receivable.isFetching && <Loader role="status" aria-label={t('common.loading')} />}
        {lines.length > 0 && (
          <Paper withBorder p="md">
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="xs" data-testid="receivable-lines">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>{t('stock-documents.line-fields.name')}</Table.Th>
                    <Table.Th>{t('stock-documents.line-fields.supplierProductCode')}</Table.Th>
                    <Table.Th ta="right">{t('stock-documents.from-invoice.invoiced')}</Table.Th>
                    <Table.Th ta="right">{t('stock-documents.from-invoice.unallocated')}</Table.Th>
                    <Table.Th>{t('stock-documents.from-invoice.product')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.map((line, index) => {
                    const match = chosen.get(line.supplierInvoiceLineId);
                    const state = receivableState(line, match);
                    const quantity = (value: string) =>
                      format.number(value, { decimals: 4, trimZeros: true });
                    return (
                      <Table.Tr
                        key={line.supplierInvoiceLineId}
                        data-testid="receivable-line"
                        data-state={state}
                      >
                        <Table.Td>{index + 1}</Table.Td>
                        <Table.Td>{line.name}</Table.Td>
                        <Table.Td>{line.supplierProductCode ?? '—'}</Table.Td>
                        <Table.Td ta="right">{quantity(line.quantity)}</Table.Td>
                        <Table.Td ta="right">{quantity(line.unallocatedQuantity)}</Table.Td>
                        <Table.Td>
                          {state === 'received' && (
                            <Badge variant="light" color="gray">
                              {t('stock-documents.from-invoice.received')}
                            </Badge>
                          )}
                          {state === 'matched' && <Text size="sm">{line.matchedProduct?.name}</Text>}
                          {(state === 'chosen' || state === 'unmatched') && (
                            <Group gap="xs">
                              {match && <Text size="sm">{match.name}</Text>}
                              <Button
                                size="compact-sm"
                                variant={match ? 'subtle' : 'light'}
                                onClick={() => setMatching(line)}
                                data-testid="receivable-match"
                              >
                                {match
                                  ? t('stock-documents.from-invoice.rematch')
                                  : t('stock-documents.from-invoice.match')}
                              </Button>
                            </Group>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {receivable.isSuccess &&
          count < lines.filter((line) => receivableState(line, undefined) !== 'received').length && (
            <Alert color="orange" data-testid="from-invoice-left-out">
              {t('stock-documents.from-invoice.left-out')}
            </Alert>
          )}
        <Group justify="flex-end">
          <Button component={Link} to={stockPaths.list(KIND)} variant="default">
            {t('stock-documents.actions.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            disabled={invoiceId === '' || count === 0 || !chosenWarehouse || !chosenSeries}
            loading={create.isPending}
            data-testid="from-invoice-create"
          >
            {t('stock-documents.from-invoice.create', { count })}
          </Button>
        </Group>
      </Stack>
      {matching && (
        <MatchProductModal
          companyId={companyId}
          line={matching}
          current={chosen.get(matching.supplierInvoiceLineId) ?? null}
          onMatch={(product) => {
            setChosen(new Map(chosen).set(matching.supplierInvoiceLineId, product));
            setMatching(null);
          }}
          onClose={() => setMatching(null)}
        />
      )}
    </Container>
  );
}
