import type { SupplierInvoice } from '@app/domain/invoicing/supplier-invoice.schemas';
import { Anchor, Button, Center, Container, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DocumentLinesTable } from '../../../shared/invoicing/DocumentLinesTable';
import { InvoicePaidLine } from '../../../shared/invoicing/InvoicePaidLine';
import { InvoiceViewHeading } from '../../../shared/invoicing/InvoiceViewHeading';
import type { InvoiceAccess } from '../../../shared/invoicing/invoice-access';
import { ronTotalsOf } from '../../../shared/invoicing/ron-totals';
import { TotalsBlock } from '../../../shared/invoicing/TotalsBlock';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { SupplierInvoiceEfacturaPanel } from '../../efactura/components/SupplierInvoiceEfacturaPanel';
import { supplierInvoiceActions } from '../actions/invoice-target';
import { MessageModal } from '../actions/MessageModal';
import { useSupplierInvoiceActions } from '../actions/useSupplierInvoiceActions';
import { AttachmentsSection } from '../components/AttachmentsSection';
import { SupplierInvoiceStatusBadge } from '../components/SupplierInvoiceStatusBadge';
import { LinkReceivedInvoiceModal } from '../linking/LinkReceivedInvoiceModal';
import { reasonText } from '../reason-text';
import { supplierInvoicePaths, type ViewModal } from '../supplier-invoice-paths';
import { useSupplierInvoice } from '../supplier-invoices.queries';
import { useSupplierInvoicesCompany } from '../useSupplierInvoicesCompany';
import { SupplierInvoiceDetails } from './SupplierInvoiceDetails';

/**
 * /suppliers/invoices/view/:invoiceId: the invoice (header, lines, totals), its files and payments,
 * its status, and its actions. /confirm and /reject under it open the e-Factura message modal with
 * that action chosen; a received, confirmed invoice can be linked to the one added by hand.
 */
export function SupplierInvoiceViewPage({ modal }: { modal?: ViewModal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().invoiceId ?? '';
  const { companyId, ...access } = useSupplierInvoicesCompany();
  const invoice = useSupplierInvoice(companyId, id);
  const actions = useSupplierInvoiceActions({
    companyId,
    access,
    onDeleted: () => navigate(supplierInvoicePaths.list),
  });
  const listTitle = t('supplier-invoices.list.title');

  let content: ReactNode;
  if (invoice.isPending) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (invoice.isError) {
    content = (
      <LoadErrorAlert error={invoice.error} backTo={supplierInvoicePaths.list} backLabel={listTitle} />
    );
  } else {
    content = (
      <>
        <InvoiceView invoice={invoice.data} actions={actions} access={access} companyId={companyId} />
        {modal && (
          <MessageModal
            companyId={companyId}
            invoice={invoice.data}
            initialAction={modal === 'reject' ? 'reject' : 'confirm'}
            onClose={() => navigate(supplierInvoicePaths.view(id), { replace: true })}
          />
        )}
      </>
    );
  }

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={supplierInvoicePaths.list} size="sm">
          ← {listTitle}
        </Anchor>
        {content}
      </Stack>
      {actions.modals}
    </Container>
  );
}

export const SupplierInvoiceConfirmPage = () => <SupplierInvoiceViewPage modal="confirm" />;
export const SupplierInvoiceRejectPage = () => <SupplierInvoiceViewPage modal="reject" />;

function InvoiceView({
  invoice,
  actions,
  access,
  companyId,
}: {
  invoice: SupplierInvoice;
  actions: ReturnType<typeof useSupplierInvoiceActions>;
  access: InvoiceAccess;
  companyId: string;
}) {
  const { t, i18n } = useTranslation();
  const { canWrite } = access;
  const can = supplierInvoiceActions(invoice, access);
  const { abilities } = invoice;
  const [linking, setLinking] = useState(false);
  // Only an invoice received through e-Factura is linked, and only once confirmed (spec 02 §4).
  const received = invoice.efacturaMessageId !== null;
  const linkBlocked = invoice.status === 'confirmed' ? null : 'supplier-invoices.link.not-confirmed';
  const reason = (code: string | null, testId: string) =>
    code && (
      <Text size="xs" c="dimmed" data-testid={testId}>
        {reasonText(t, i18n, code)}
      </Text>
    );
  // A button the server refuses shows disabled, with the reason under it.
  const guarded = (code: string | null, testId: string, button: ReactNode) => (
    <Stack gap={2} align="flex-start">
      {button}
      {reason(code, `${testId}-reason`)}
    </Stack>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <InvoiceViewHeading
          title={t('supplier-invoices.view.title', { number: invoice.seriesNumber })}
          statusBadge={<SupplierInvoiceStatusBadge status={invoice.status} />}
          paymentState={invoice.paymentState}
          partnerName={invoice.partnerName}
          side="supplier"
        />
        <Group gap="xs" align="flex-start">
          {can.edit &&
            guarded(
              abilities.edit,
              'view-edit',
              <LinkButton
                variant="default"
                to={supplierInvoicePaths.edit(invoice.id)}
                disabled={abilities.edit !== null}
                testId="view-edit"
              >
                {t('supplier-invoices.actions.edit')}
              </LinkButton>,
            )}
          {canWrite &&
            guarded(
              abilities.confirm,
              'view-confirm',
              <LinkButton
                to={supplierInvoicePaths.view(invoice.id, 'confirm')}
                disabled={abilities.confirm !== null}
                testId="view-confirm"
              >
                {t('supplier-invoices.actions.confirm')}
              </LinkButton>,
            )}
          {canWrite &&
            guarded(
              abilities.reject,
              'view-reject',
              <LinkButton
                color="red"
                variant="light"
                to={supplierInvoicePaths.view(invoice.id, 'reject')}
                disabled={abilities.reject !== null}
                testId="view-reject"
              >
                {t('supplier-invoices.actions.reject')}
              </LinkButton>,
            )}
          {canWrite && received && (
            <Stack gap={2} align="flex-start">
              <Button
                variant="light"
                onClick={() => setLinking(true)}
                disabled={linkBlocked !== null}
                data-testid="view-link"
              >
                {t('supplier-invoices.link.action')}
              </Button>
              {linkBlocked && (
                <Text size="xs" c="dimmed" data-testid="view-link-reason">
                  {t(linkBlocked)}
                </Text>
              )}
            </Stack>
          )}
          {can.remove &&
            guarded(
              abilities.delete,
              'view-delete',
              <Button
                color="red"
                variant="subtle"
                onClick={() => actions.open('delete', invoice)}
                disabled={abilities.delete !== null}
                data-testid="view-delete"
              >
                {t('supplier-invoices.actions.delete')}
              </Button>,
            )}
        </Group>
      </Group>

      <SupplierInvoiceDetails invoice={invoice} />
      <SupplierInvoiceEfacturaPanel companyId={companyId} invoice={invoice} />
      <Paper withBorder p="md">
        <Stack gap="md">
          <DocumentLinesTable lines={invoice.lines} currency={invoice.currency} companyId={companyId} />
          <TotalsBlock
            totals={{
              ...invoice.totals,
              breakdown: invoice.totals.breakdown.map((entry) => ({ ...entry, vatRon: null })),
            }}
            currency={invoice.currency}
            ron={ronTotalsOf(invoice)}
          />
          <InvoicePaidLine
            texts="supplier-invoices"
            paidTotal={invoice.paidTotal}
            remaining={invoice.remaining}
            currency={invoice.currency}
            onOpenPayments={can.payments ? () => actions.open('payments', invoice) : undefined}
          >
            {can.addPayment && abilities.pay === null && (
              <Button
                size="compact-sm"
                component={Link}
                to={supplierInvoicePaths.newPayment(invoice)}
                data-testid="view-add-payment"
              >
                {t('supplier-invoices.actions.add-payment')}
              </Button>
            )}
          </InvoicePaidLine>
          {access.canAddPayment && reason(abilities.pay, 'view-pay-reason')}
        </Stack>
      </Paper>
      <AttachmentsSection
        companyId={companyId}
        invoiceId={invoice.id}
        attachments={invoice.attachments}
        canWrite={canWrite}
        canDelete={access.canDelete}
      />
      {linking && (
        <LinkReceivedInvoiceModal companyId={companyId} invoice={invoice} onClose={() => setLinking(false)} />
      )}
    </Stack>
  );
}

/** A button that opens a page, or a disabled button (not a link one could still follow) when refused. */
function LinkButton({
  to,
  disabled,
  testId,
  children,
  ...style
}: {
  to: string;
  disabled: boolean;
  testId: string;
  children: ReactNode;
  color?: string;
  variant?: string;
}) {
  return disabled ? (
    <Button {...style} disabled data-testid={testId}>
      {children}
    </Button>
  ) : (
    <Button {...style} component={Link} to={to} data-testid={testId}>
      {children}
    </Button>
  );
}
