import type { StockDocument } from '@app/domain/stock/stock-document.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { Anchor, Center, Container, Group, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useUnits, useVatRates } from '../../../shared/invoicing/source-queries';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { notifySuccess } from '../../../shared/notify/notify';
import { StockStatusBadge } from '../components/StockStatusBadge';
import { StockDocumentForm } from '../form/StockDocumentForm';
import { emptyStockValues, stockDocumentToValues } from '../form/stock-form-values';
import { kindText, type StockDocumentKind, stockPaths } from '../stock-document-kinds';
import { useSaveStockDocument, useStockDocument, useWarehouses } from '../stock-documents.queries';
import { useStockDocumentsCompany } from '../useStockDocumentsCompany';
import { useStockDocumentId } from '../useStockKind';

/**
 * The create and edit pages of a stock document of the kind: the form with the company's VAT rates,
 * units and warehouses loaded first. A saved document opens its view page.
 */
export function StockDocumentEditPage({ kind }: { kind: StockDocumentKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useStockDocumentId(kind);
  const { companyId, vatPayer } = useStockDocumentsCompany(kind);
  const document = useStockDocument(companyId, kind, id);
  const rates = useVatRates(companyId);
  const units = useUnits(companyId);
  const warehouses = useWarehouses(companyId);
  const save = useSaveStockDocument(companyId, kind, id);
  const listPath = stockPaths.list(kind);
  const listTitle = t(kindText(kind, 'list-title'));

  let content: ReactNode;
  if ((id !== null && document.isPending) || rates.isPending || units.isPending || warehouses.isPending) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (id !== null && (document.isError || !document.data)) {
    content = <LoadErrorAlert error={document.error} backTo={listPath} backLabel={listTitle} />;
  } else if (rates.isError || units.isError) {
    content = <LoadErrorAlert error={rates.error ?? units.error} backTo={listPath} backLabel={listTitle} />;
  } else {
    const only = warehouses.data?.length === 1 ? warehouses.data[0]?.id : undefined;
    content = (
      <StockDocumentForm
        key={document.data?.id ?? 'new'}
        kind={kind}
        companyId={companyId}
        vatPayer={vatPayer}
        defaultValues={
          document.data
            ? stockDocumentToValues(document.data)
            : emptyStockValues(todayInRomania(), { warehouseId: only })
        }
        document={document.data ?? null}
        rates={rates.data ?? []}
        units={units.data ?? []}
        cancelTo={id ? stockPaths.view(kind, id) : listPath}
        onSave={async (payload) => {
          const saved: StockDocument = await save.mutateAsync(payload);
          notifySuccess(t(id ? 'stock-documents.form.saved' : 'stock-documents.form.created'));
          navigate(stockPaths.view(kind, saved.id));
        }}
      />
    );
  }

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={id ? stockPaths.view(kind, id) : listPath} size="sm">
          ← {id ? t('stock-documents.view.back') : listTitle}
        </Anchor>
        <Group gap="sm">
          <Title order={1} size="h2" data-testid="document-form-title">
            {t(kindText(kind, id ? 'edit-title' : 'create-title'))}
          </Title>
          {document.data && <StockStatusBadge status={document.data.status} />}
        </Group>
        {content}
      </Stack>
    </Container>
  );
}
