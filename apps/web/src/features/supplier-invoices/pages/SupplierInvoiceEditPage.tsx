import type { SupplierInvoice } from '@app/domain/invoicing/supplier-invoice.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { Alert, Anchor, Center, Container, Group, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useUnits, useVatRates } from '../../../shared/invoicing/source-queries';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { notifySuccess } from '../../../shared/notify/notify';
import { SupplierInvoiceStatusBadge } from '../components/SupplierInvoiceStatusBadge';
import { SupplierInvoiceForm } from '../form/SupplierInvoiceForm';
import { emptySupplierInvoiceValues, supplierInvoiceToValues } from '../form/supplier-invoice-form-values';
import { reasonText } from '../reason-text';
import { supplierInvoicePaths } from '../supplier-invoice-paths';
import { useSaveSupplierInvoice, useSupplierInvoice } from '../supplier-invoices.queries';
import { useSupplierInvoicesCompany } from '../useSupplierInvoicesCompany';

/**
 * /suppliers/invoices/create and /suppliers/invoices/:invoiceId: the supplier invoice form with the
 * company's VAT rates and units loaded first. A saved invoice opens its view page.
 */
export function SupplierInvoiceEditPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().invoiceId ?? null;
  const { companyId } = useSupplierInvoicesCompany();
  const invoice = useSupplierInvoice(companyId, id);
  const rates = useVatRates(companyId);
  const units = useUnits(companyId);
  const save = useSaveSupplierInvoice(companyId, id);
  const listPath = supplierInvoicePaths.list;
  const listTitle = t('supplier-invoices.list.title');

  let content: ReactNode;
  if ((id !== null && invoice.isPending) || rates.isPending || units.isPending) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (id !== null && (invoice.isError || !invoice.data)) {
    content = <LoadErrorAlert error={invoice.error} backTo={listPath} backLabel={listTitle} />;
  } else if (rates.isError || units.isError) {
    content = <LoadErrorAlert error={rates.error ?? units.error} backTo={listPath} backLabel={listTitle} />;
  } else {
    const editBlocked = invoice.data?.abilities.edit ?? null;
    content = (
      <>
        {editBlocked && (
          <Alert color="orange" data-testid="edit-blocked">
            {reasonText(t, i18n, editBlocked)}
          </Alert>
        )}
        <SupplierInvoiceForm
          key={invoice.data?.id ?? 'new'}
          companyId={companyId}
          defaultValues={
            invoice.data
              ? supplierInvoiceToValues(invoice.data)
              : emptySupplierInvoiceValues(todayInRomania())
          }
          invoice={invoice.data ?? null}
          rates={rates.data ?? []}
          units={units.data ?? []}
          cancelTo={id ? supplierInvoicePaths.view(id) : listPath}
          onSave={async (payload) => {
            const saved: SupplierInvoice = await save.mutateAsync(payload);
            notifySuccess(t(id ? 'supplier-invoices.form.saved' : 'supplier-invoices.form.created'));
            navigate(supplierInvoicePaths.view(saved.id));
          }}
        />
      </>
    );
  }

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={id ? supplierInvoicePaths.view(id) : listPath} size="sm">
          ← {id ? t('supplier-invoices.view.back') : listTitle}
        </Anchor>
        <Group gap="sm">
          <Title order={1} size="h2" data-testid="document-form-title">
            {id ? t('supplier-invoices.form.edit-title') : t('supplier-invoices.form.create-title')}
          </Title>
          {invoice.data && <SupplierInvoiceStatusBadge status={invoice.data.status} />}
        </Group>
        {content}
      </Stack>
    </Container>
  );
}
