import type { StockDocumentListItem } from '@app/domain/stock/stock-document.schemas';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { DocumentCard } from '../../../shared/list/DocumentCard';
import { type ListColumn, ListScreen } from '../../../shared/list/ListScreen';
import { useStockDocumentActions } from '../actions/useStockDocumentActions';
import { StockStatusBadge } from '../components/StockStatusBadge';
import { kindText, STOCK_KINDS, type StockDocumentKind, stockPaths } from '../stock-document-kinds';
import { stockDocumentsApi } from '../stock-documents.api';
import { stockKeys } from '../stock-documents.queries';
import { useStockDocumentsCompany } from '../useStockDocumentsCompany';
import { STOCK_FILTER_DIALOGS } from './StockFiltersDialog';

/** The list of one kind of stock document on the shared list screen. */
export function StockDocumentListPage({ kind }: { kind: StockDocumentKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const { companyId, canWrite, canDelete } = useStockDocumentsCompany(kind);
  const actions = useStockDocumentActions({ companyId, access: { canWrite, canDelete } });
  const partner = STOCK_KINDS[kind].partner;
  const column = (key: string) => t(`stock-documents.columns.${key}`);
  const number = (row: StockDocumentListItem) => row.seriesNumber ?? t('stock-documents.view.draft');

  const columns: ListColumn<StockDocumentListItem>[] = [
    { key: 'number', header: column('number'), sortable: true, width: '10rem', render: number },
    {
      key: 'issueDate',
      header: column('issue-date'),
      sortable: true,
      width: '9rem',
      render: (row) => format.date(row.issueDate),
    },
    { key: 'warehouseName', header: column('warehouse'), render: (row) => row.warehouseName },
    ...(partner
      ? [
          {
            key: 'partnerName',
            header: column(`partner-${partner}`),
            sortable: true,
            render: (row: StockDocumentListItem) => row.partnerName ?? '—',
          },
        ]
      : []),
    {
      key: 'grossTotal',
      header: column('total'),
      sortable: true,
      align: 'right',
      width: '10rem',
      render: (row) => format.money(row.grossTotal, row.currency),
    },
    {
      key: 'status',
      header: column('status'),
      width: '8rem',
      render: (row) => <StockStatusBadge status={row.status} />,
    },
  ];

  const createButtons = canWrite ? (
    <Group gap="xs">
      {kind === 'goods-receipt-note' && (
        <Button
          variant="light"
          component={Link}
          to={stockPaths.fromSupplierInvoice()}
          data-testid="create-from-supplier-invoice"
        >
          {t('stock-documents.from-invoice.action')}
        </Button>
      )}
      <Button component={Link} to={stockPaths.create(kind)} data-testid="document-create">
        {t(kindText(kind, 'create'))}
      </Button>
    </Group>
  ) : null;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t(kindText(kind, 'list-title'))}
        </Title>
        <ListScreen<StockDocumentListItem>
          label={t(kindText(kind, 'list-title'))}
          queryKey={stockKeys.list(companyId, kind)}
          fetchPage={(query, signal) => stockDocumentsApi.list(companyId, kind, query, signal)}
          columns={columns}
          rowKey={(row) => row.id}
          defaultSort={{ sortBy: 'issueDate', sortDir: 'desc' }}
          filtersDialog={STOCK_FILTER_DIALOGS[kind]}
          searchPlaceholder={t('stock-documents.list.search')}
          emptyState={{ title: t(kindText(kind, 'empty')), action: createButtons }}
          toolbarActions={createButtons}
          onRowClick={(row) => navigate(stockPaths.view(kind, row.id))}
          rowMenu={(row) => actions.menuItems(row)}
          renderCard={(row) => (
            <DocumentCard
              title={number(row)}
              badge={<StockStatusBadge status={row.status} />}
              subtitle={[row.warehouseName, row.partnerName].filter(Boolean).join(' · ')}
              date={format.date(row.issueDate)}
              amount={format.money(row.grossTotal, row.currency)}
            />
          )}
        />
      </Stack>
      {actions.modals}
    </Container>
  );
}
