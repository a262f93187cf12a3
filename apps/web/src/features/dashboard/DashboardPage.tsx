import { hasInvoicingPlan, hasSmartPlan } from '@app/domain/billing/plans';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCanFn } from '../../shared/permissions/permissions';
import { useIdentity } from '../../shared/session/identity.queries';
import { useSelectedCompany } from '../../shared/session/selected-company';
import { useSubscriptionsQuery } from '../../shared/session/session.queries';
import { BankCollectionsWidget } from './components/BankCollectionsWidget';
import { BankPaymentsWidget } from './components/BankPaymentsWidget';
import { ClientReceiptsWidget } from './components/ClientReceiptsWidget';
import { DocumentSeriesWidget } from './components/DocumentSeriesWidget';
import { DraftInvoicesWidget } from './components/DraftInvoicesWidget';
import { EfacturaWidgets } from './components/EfacturaWidgets';
import { ImportedSupplierInvoicesWidget } from './components/ImportedSupplierInvoicesWidget';
import { OverdueInvoicesWidget } from './components/OverdueInvoicesWidget';
import { OverdueSupplierInvoicesWidget } from './components/OverdueSupplierInvoicesWidget';
import { SpvStatusCard } from './components/SpvStatusCard';
import { LatestStockDocumentsWidget } from './components/StockDocumentWidgets';
import { SupplierReceiptsWidget } from './components/SupplierReceiptsWidget';

/** The signed-in home: greeting, the SPV connection card and the list widgets the user may read. */
export function DashboardPage() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const { company } = useSelectedCompany();
  const can = useCanFn();
  const subscriptions = useSubscriptionsQuery().data ?? [];
  if (!identity) return null;
  // A widget shows only where its list may be read: the permission, and a basic or smart plan in
  // force (without one the server refuses the invoicing lists).
  const planned = company !== null && hasInvoicingPlan(subscriptions, company.id);
  const invoices = planned && can('client-invoices.read');
  const supplierInvoices = planned && can('supplier-invoices.read');
  // Receipts and bank transfers are the payments areas' lists.
  const clientPayments = planned && can('client-payments.read');
  const supplierPayments = planned && can('supplier-payments.read');
  // The stock lists need the Smart plan too; without it the server refuses them.
  const stock = company !== null && hasSmartPlan(subscriptions, company.id);
  return (
    <Stack gap="md">
      <Title order={1} size="h2" data-testid="dashboard-greeting">
        {t('dashboard.greeting', { name: identity.fname })}
      </Title>
      {company && (
        <Text c="dimmed" data-testid="dashboard-company">
          {company.name}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        {company && <SpvStatusCard company={company} />}
        {invoices && <DraftInvoicesWidget companyId={company.id} />}
        {invoices && <OverdueInvoicesWidget companyId={company.id} />}
        {clientPayments && <ClientReceiptsWidget companyId={company.id} />}
        {clientPayments && <BankCollectionsWidget companyId={company.id} />}
        {invoices && <EfacturaWidgets companyId={company.id} />}
        {supplierInvoices && <ImportedSupplierInvoicesWidget companyId={company.id} />}
        {supplierInvoices && <OverdueSupplierInvoicesWidget companyId={company.id} />}
        {supplierPayments && <SupplierReceiptsWidget companyId={company.id} />}
        {supplierPayments && <BankPaymentsWidget companyId={company.id} />}
        {company && stock && can('client-goods-despatch-advices.read') && (
          <LatestStockDocumentsWidget companyId={company.id} kind="client-goods-despatch-advice" />
        )}
        {company && stock && can('goods-receipts-notes.read') && (
          <LatestStockDocumentsWidget companyId={company.id} kind="goods-receipt-note" />
        )}
        {company && can('settings.read') && <DocumentSeriesWidget companyId={company.id} />}
      </SimpleGrid>
    </Stack>
  );
}
