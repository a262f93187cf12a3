import { Menu } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceAccess } from '../../../shared/invoicing/invoice-access';
import { notifySuccess } from '../../../shared/notify/notify';
import { ConfirmDeleteModal } from '../../../shared/sub-resources/ConfirmDeleteModal';
import { supplierInvoicePaths } from '../supplier-invoice-paths';
import { supplierInvoicesApi } from '../supplier-invoices.api';
import { useSupplierInvoiceMutation } from '../supplier-invoices.queries';
import { type InvoiceTarget, supplierInvoiceActions } from './invoice-target';
import { SupplierPaymentsModal } from './SupplierPaymentsModal';

interface Options {
  companyId: string;
  access: InvoiceAccess;
  /** After a deletion (the view page leaves for the list). */
  onDeleted?: () => void;
}

/**
 * The actions of a supplier invoice, the same in the list's row menu and on the view page: view,
 * edit, payments (the modal), add a payment, delete (confirmed first; a refusal says why in the
 * dialog: payments or documents that use the invoice).
 */
export function useSupplierInvoiceActions({ companyId, access, onDeleted }: Options) {
  const { t } = useTranslation();
  const [active, setActive] = useState<{ modal: 'payments' | 'delete'; target: InvoiceTarget } | null>(null);
  const remove = useSupplierInvoiceMutation(companyId, (target: InvoiceTarget) =>
    supplierInvoicesApi.remove(companyId, target.id),
  );
  const close = () => setActive(null);
  const open = (modal: 'payments' | 'delete', target: InvoiceTarget) => setActive({ modal, target });

  const menuItems = (target: InvoiceTarget, { withView = true } = {}): ReactNode => {
    const can = supplierInvoiceActions(target, access);
    return (
      <>
        {withView && (
          <Menu.Item component={Link} to={supplierInvoicePaths.view(target.id)} data-testid="action-view">
            {t('supplier-invoices.actions.view')}
          </Menu.Item>
        )}
        {withView && can.edit && (
          <Menu.Item component={Link} to={supplierInvoicePaths.edit(target.id)} data-testid="action-edit">
            {t('supplier-invoices.actions.edit')}
          </Menu.Item>
        )}
        {can.payments && (
          <Menu.Item onClick={() => open('payments', target)} data-testid="action-payments">
            {t('supplier-invoices.actions.payments')}
          </Menu.Item>
        )}
        {can.addPayment && (
          <Menu.Item
            component={Link}
            to={supplierInvoicePaths.newPayment(target)}
            data-testid="action-add-payment"
          >
            {t('supplier-invoices.actions.add-payment')}
          </Menu.Item>
        )}
        {can.remove && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => open('delete', target)} data-testid="action-delete">
              {t('supplier-invoices.actions.delete')}
            </Menu.Item>
          </>
        )}
      </>
    );
  };

  const target = active?.target;
  const modals = (
    <>
      {active?.modal === 'payments' && target && (
        <SupplierPaymentsModal
          companyId={companyId}
          invoice={target}
          canAdd={supplierInvoiceActions(target, access).addPayment}
          onClose={close}
        />
      )}
      <ConfirmDeleteModal
        opened={active?.modal === 'delete'}
        textPrefix="supplier-invoices"
        title={t('supplier-invoices.delete.title')}
        message={
          target
            ? t('supplier-invoices.delete.message', {
                number: target.seriesNumber,
                supplier: target.partnerName,
              })
            : ''
        }
        onClose={close}
        onConfirm={async () => {
          if (!target) return;
          await remove.mutateAsync(target);
          notifySuccess(t('supplier-invoices.delete.done'));
          close();
          onDeleted?.();
        }}
      />
    </>
  );

  return { menuItems, modals, open };
}
