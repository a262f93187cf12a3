import { Button, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../shared/permissions/permissions';
import { useSelectedCompany } from '../../../shared/session/selected-company';
import { supplierInvoicePaths } from '../../supplier-invoices/supplier-invoice-paths';
import { useSupplierInvoice } from '../../supplier-invoices/supplier-invoices.queries';
import { InvoiceMessagesFrame } from '../components/InvoiceMessagesFrame';
import { SupplierInvoiceEfacturaPanel } from '../components/SupplierInvoiceEfacturaPanel';
import { efacturaApi } from '../efactura.api';
import { efacturaKeys } from '../efactura.queries';

/**
 * /suppliers/invoices/view/:invoiceId/messages: the e-invoicing messages of a received supplier
 * invoice: the invoice as ANAF delivered it and our confirmation or rejection messages to the
 * supplier (pending, sent, failed with a retry button), with the confirm and reject actions.
 */
export function SupplierInvoiceMessagesPage() {
  const { t } = useTranslation();
  const id = useParams().invoiceId ?? '';
  const { company } = useSelectedCompany();
  const companyId = company?.id ?? '';
  const canWrite = useCan('supplier-invoices.write');
  const invoice = useSupplierInvoice(companyId, id);
  const messages = useQuery({
    queryKey: efacturaKeys.supplierMessages(companyId, id),
    queryFn: ({ signal }) => efacturaApi.supplierMessages(companyId, id, signal),
    enabled: companyId !== '' && id !== '',
    // A reply waits for ANAF: asked again while one is pending.
    refetchInterval: (query) =>
      query.state.data?.some((message) => message.state === 'pending') ? 3_000 : false,
    meta: { silent: true },
  });

  return (
    <InvoiceMessagesFrame
      companyId={companyId}
      canWrite={canWrite}
      invoice={invoice}
      messages={messages}
      invoicePath={supplierInvoicePaths.view(id)}
      listPath={supplierInvoicePaths.list}
    >
      {(loaded) => (
        <>
          <Group justify="space-between" align="flex-start">
            <Title order={1} size="h2" data-testid="efactura-messages-title">
              {t('efactura.messages.title-supplier', {
                number: loaded.seriesNumber,
                supplier: loaded.partnerName,
              })}
            </Title>
            {canWrite && (
              <Group gap="xs">
                {loaded.abilities.confirm === null && (
                  <Button
                    component={Link}
                    to={supplierInvoicePaths.view(id, 'confirm')}
                    data-testid="messages-confirm"
                  >
                    {t('efactura.supplier.confirm')}
                  </Button>
                )}
                {loaded.abilities.reject === null && (
                  <Button
                    color="red"
                    variant="light"
                    component={Link}
                    to={supplierInvoicePaths.view(id, 'reject')}
                    data-testid="messages-reject"
                  >
                    {t('efactura.supplier.reject')}
                  </Button>
                )}
              </Group>
            )}
          </Group>
          <SupplierInvoiceEfacturaPanel companyId={companyId} invoice={loaded} withMessagesLink={false} />
        </>
      )}
    </InvoiceMessagesFrame>
  );
}
