import { hasSmartPlan } from '@app/domain/billing/plans';
import type { ClientDocument } from '@app/domain/invoicing/client-document.schemas';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSubscriptionsQuery } from '../../../shared/session/session.queries';
import { useWarehouseChoices } from '../client-documents.queries';

/**
 * The warehouse an invoice unloads (or unloaded) its stock from, and whether it did: an invoice made
 * from a despatch advice names the warehouse the goods left with the despatch.
 */
export function InvoiceWarehouse({ companyId, doc }: { companyId: string; doc: ClientDocument }) {
  const { t } = useTranslation();
  const subscriptions = useSubscriptionsQuery();
  const warehouses = useWarehouseChoices(companyId, hasSmartPlan(subscriptions.data ?? [], companyId));
  if (!doc.warehouseId) return null;
  const name =
    warehouses.data?.find((warehouse) => warehouse.id === doc.warehouseId)?.name ??
    t('client-invoices.form.warehouse-unavailable');
  return (
    <Text size="sm" data-testid="invoice-warehouse">
      {t('client-invoices.fields.warehouseId')}: {name}
      {doc.despatchAdvice ? ` · ${t('client-invoices.form.warehouse-despatched')}` : ''}
    </Text>
  );
}
