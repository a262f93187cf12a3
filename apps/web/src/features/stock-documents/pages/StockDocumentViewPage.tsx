import type { StockDocument } from '@app/domain/stock/stock-document.schemas';
import {
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import type { AreaAccess } from '../../../shared/permissions/permissions';
import { availableStockActions } from '../actions/stock-actions';
import { useStockDocumentActions } from '../actions/useStockDocumentActions';
import { StockStatusBadge } from '../components/StockStatusBadge';
import { kindText, STOCK_KINDS, type StockDocumentKind, stockPaths } from '../stock-document-kinds';
import { useStockDocument } from '../stock-documents.queries';
import { useStockDocumentsCompany } from '../useStockDocumentsCompany';
import { useStockDocumentId } from '../useStockKind';
import { StockLinesTable } from './StockLinesTable';

/** The action a page address opens on the document: its copy (/duplicate) or its storno (/refund). */
export type StockViewAction = 'duplicate' | 'storno';

/**
 * The view page of a stock document: status and number, details, lines with their stock value, the
 * links to its supplier invoice, client invoice and storno, and its actions.
 */
export function StockDocumentViewPage({
  kind,
  action,
}: {
  kind: StockDocumentKind;
  action?: StockViewAction;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useStockDocumentId(kind) ?? '';
  const { companyId, canWrite, canDelete } = useStockDocumentsCompany(kind);
  const access = { canWrite, canDelete };
  const document = useStockDocument(companyId, kind, id);
  const actions = useStockDocumentActions({
    companyId,
    access,
    onDeleted: () => navigate(stockPaths.list(kind)),
  });
  const listTitle = t(kindText(kind, 'list-title'));

  // /duplicate and /refund open their confirmation over the document, once.
  const opened = useRef(false);
  const { open } = actions;
  const loaded = document.data;
  useEffect(() => {
    if (!action || !loaded || opened.current) return;
    opened.current = true;
    open(action, loaded);
  }, [action, loaded, open]);

  let content: ReactNode;
  if (document.isPending) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (document.isError) {
    content = <LoadErrorAlert error={document.error} backTo={stockPaths.list(kind)} backLabel={listTitle} />;
  } else {
    content = (
      <DocumentView document={document.data} actions={actions} access={access} companyId={companyId} />
    );
  }

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={stockPaths.list(kind)} size="sm">
          ← {listTitle}
        </Anchor>
        {content}
      </Stack>
      {actions.modals}
    </Container>
  );
}

function DocumentView({
  document,
  actions,
  access,
  companyId,
}: {
  document: StockDocument;
  actions: ReturnType<typeof useStockDocumentActions>;
  access: AreaAccess;
  companyId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { kind } = document;
  const can = availableStockActions(document, access);
  const partner = STOCK_KINDS[kind].partner;
  const link = (label: string, to: string, text: string, testId: string) => (
    <Detail label={label}>
      <Anchor component={Link} to={to} data-testid={testId}>
        {text}
      </Anchor>
    </Detail>
  );
  const numberOf = (linked: { id: string; seriesNumber: string | null }) =>
    linked.seriesNumber ?? t('stock-documents.view.draft');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2" data-testid="document-title">
              {t(kindText(kind, 'view-title'), {
                number: document.seriesNumber ?? t('stock-documents.view.draft'),
              })}
            </Title>
            <StockStatusBadge status={document.status} />
          </Group>
          {document.partnerName && (
            <Text c="dimmed" size="sm">
              {document.partnerName}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {can.edit && (
            <Button
              variant="default"
              component={Link}
              to={stockPaths.edit(kind, document.id)}
              data-testid="view-edit"
            >
              {t('stock-documents.actions.edit')}
            </Button>
          )}
          {can.publish && (
            <Button onClick={() => actions.open('publish', document)} data-testid="view-publish">
              {t('stock-documents.actions.publish')}
            </Button>
          )}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" data-testid="view-more">
                {t('stock-documents.actions.more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>{actions.menuItems(document, { withView: false })}</Menu.Dropdown>
          </Menu>
        </Group>
      </Group>

      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Detail label={t('stock-documents.fields.issueDate')}>{format.date(document.issueDate)}</Detail>
          <Detail label={t('stock-documents.fields.warehouseId')}>
            <span data-testid="view-warehouse">{document.warehouseName}</span>
          </Detail>
          {partner && (
            <Detail label={t(`stock-documents.fields.partner-${partner}`)}>
              {document.partnerName ?? '—'}
            </Detail>
          )}
          <Detail label={t('stock-documents.fields.currency')}>
            {document.currency === 'RON'
              ? 'RON'
              : `${document.currency} · ${format.number(document.currencyRate ?? '', { decimals: 4, trimZeros: true })}${
                  document.currencyRateDate ? ` (${format.date(document.currencyRateDate)})` : ''
                }`}
          </Detail>
          {document.supplierInvoice &&
            link(
              t('stock-documents.view.supplier-invoice'),
              stockPaths.supplierInvoice(document.supplierInvoice.id),
              numberOf(document.supplierInvoice),
              'view-supplier-invoice',
            )}
          {document.clientInvoice &&
            link(
              t('stock-documents.view.client-invoice'),
              stockPaths.clientInvoice(document.clientInvoice.id),
              numberOf(document.clientInvoice),
              'view-client-invoice',
            )}
          {document.refunds &&
            link(
              t('stock-documents.view.refunds'),
              stockPaths.view(kind, document.refunds.id),
              numberOf(document.refunds),
              'view-refunds',
            )}
          {document.refundedBy &&
            link(
              t('stock-documents.view.refunded-by'),
              stockPaths.view(kind, document.refundedBy.id),
              numberOf(document.refundedBy),
              'view-refunded-by',
            )}
        </SimpleGrid>
        {document.notes && (
          <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {document.notes}
          </Text>
        )}
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="md">
          <StockLinesTable document={document} companyId={companyId} />
          <Group justify="flex-end" gap="xl">
            <Detail label={t('stock-documents.totals.net')}>
              {format.money(document.netTotal, document.currency)}
            </Detail>
            <Detail label={t('stock-documents.totals.vat')}>
              {format.money(document.vatTotal, document.currency)}
            </Detail>
            <Detail label={t('stock-documents.totals.gross')}>
              <span data-testid="view-gross-total">
                {format.money(document.grossTotal, document.currency)}
              </span>
            </Detail>
            {document.costTotal !== null && (
              <Detail label={t('stock-documents.totals.stock-value')}>
                <span data-testid="view-stock-value">{format.money(document.costTotal, 'RON')}</span>
              </Detail>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
