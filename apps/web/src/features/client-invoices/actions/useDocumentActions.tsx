import { Menu } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { downloadPdf, pdfFileName, printPdf } from '../../../shared/api/pdf-actions';
import type { InvoiceAccess } from '../../../shared/invoicing/invoice-access';
import { notifyApiError, notifyError, notifySuccess } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/permissions';
import { ConfirmDeleteModal } from '../../../shared/sub-resources/ConfirmDeleteModal';
import { etransportPaths } from '../../etransport/etransport-paths';
import { documentsApi, pdfUrl, xmlUrl } from '../client-documents.api';
import { useDocumentMutation } from '../client-documents.queries';
import { documentPaths, kindText } from '../document-kind';
import { type ActionTarget, availableActions } from './action-target';
import { EmailModal } from './EmailModal';
import { PaymentsModal } from './PaymentsModal';
import { PublishModal } from './PublishModal';
import { TemplateModal } from './TemplateModal';
import { VoidModal } from './VoidModal';
import { downloadXml, xmlFileName, xmlRefusalKey } from './xml-actions';

type ModalName = 'publish' | 'void' | 'template' | 'email' | 'payments' | 'delete';

interface Options {
  companyId: string;
  access: InvoiceAccess;
  /** After a deletion (the view page leaves for the list). */
  onDeleted?: () => void;
}

/**
 * The actions of a client invoice or proforma, the same in the list's row menu and on the view page:
 * links (view, edit, copy, refund, make an invoice), PDF print and download, the e-Factura XML of an
 * issued invoice, and the modals
 * (publish, void, template, e-mail, payments, delete).
 */
export function useDocumentActions({ companyId, access, onDeleted }: Options) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // The goods of an issued invoice are declared in RO e-Transport in one click (spec 02 §2).
  const canDeclareTransport = useCan('anaf-spv.ro-e-transport.write');
  const [active, setActive] = useState<{ modal: ModalName; target: ActionTarget } | null>(null);
  const remove = useDocumentMutation(companyId, (target: ActionTarget) =>
    documentsApi.remove(companyId, target.kind, target.id),
  );
  const close = () => setActive(null);
  const open = (modal: ModalName, target: ActionTarget) => setActive({ modal, target });

  const print = (target: ActionTarget) => {
    if (!printPdf(pdfUrl(companyId, target.kind, target.id)))
      notifyError(t('client-invoices.pdf.print-blocked'));
  };
  const download = async (target: ActionTarget) => {
    try {
      await downloadPdf(
        pdfUrl(companyId, target.kind, target.id, true),
        pdfFileName(target.seriesNumber, target.id),
      );
    } catch (error) {
      notifyApiError(error);
    }
  };

  const downloadXmlOf = async (target: ActionTarget) => {
    try {
      await downloadXml(xmlUrl(companyId, target.id), xmlFileName(target.seriesNumber, target.id));
    } catch (error) {
      // A refusal says why (a client without a CNP gets no XML); anything else is an error as usual.
      const key = xmlRefusalKey(error);
      if (key && i18n.exists(key)) notifyError(t(key));
      else notifyApiError(error);
    }
  };

  /** The row menu's items (also the view page's "more" menu). */
  const menuItems = (target: ActionTarget, { withView = true } = {}): ReactNode => {
    const can = availableActions(target, access);
    const { kind, id } = target;
    return (
      <>
        {withView && (
          <Menu.Item component={Link} to={documentPaths.view(kind, id)} data-testid="action-view">
            {t('client-invoices.actions.view')}
          </Menu.Item>
        )}
        {can.edit && withView && (
          <Menu.Item component={Link} to={documentPaths.edit(kind, id)} data-testid="action-edit">
            {t('client-invoices.actions.edit')}
          </Menu.Item>
        )}
        {can.publish && withView && (
          <Menu.Item onClick={() => open('publish', target)} data-testid="action-publish">
            {t('client-invoices.actions.publish')}
          </Menu.Item>
        )}
        {can.duplicate && (
          <Menu.Item component={Link} to={documentPaths.duplicate(kind, id)} data-testid="action-duplicate">
            {t('client-invoices.actions.duplicate')}
          </Menu.Item>
        )}
        {can.refund && (
          <Menu.Item component={Link} to={documentPaths.refund(id)} data-testid="action-refund">
            {t('client-invoices.actions.refund')}
          </Menu.Item>
        )}
        {can.makeInvoice && (
          <Menu.Item component={Link} to={documentPaths.fromProforma(id)} data-testid="action-make-invoice">
            {t('client-invoices.actions.make-invoice')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => print(target)} data-testid="action-print">
          {t('client-invoices.actions.print')}
        </Menu.Item>
        <Menu.Item onClick={() => void download(target)} data-testid="action-download">
          {t('client-invoices.actions.download')}
        </Menu.Item>
        {canDeclareTransport && kind === 'invoice' && target.status === 'published' && (
          <Menu.Item
            component={Link}
            to={etransportPaths.fromClientInvoice(id)}
            data-testid="action-generate-etransport"
          >
            {t('client-invoices.actions.generate-etransport')}
          </Menu.Item>
        )}
        {can.xml && (
          <Menu.Item onClick={() => void downloadXmlOf(target)} data-testid="action-download-xml">
            {t('client-invoices.actions.download-xml')}
          </Menu.Item>
        )}
        {can.template && (
          <Menu.Item onClick={() => open('template', target)} data-testid="action-template">
            {t('client-invoices.actions.template')}
          </Menu.Item>
        )}
        {can.email && (
          <Menu.Item onClick={() => open('email', target)} data-testid="action-email">
            {t('client-invoices.actions.email')}
          </Menu.Item>
        )}
        {can.payments && (
          <Menu.Item onClick={() => open('payments', target)} data-testid="action-payments">
            {t('client-invoices.actions.payments')}
          </Menu.Item>
        )}
        {(can.void || can.remove) && <Menu.Divider />}
        {can.void && (
          <Menu.Item color="red" onClick={() => open('void', target)} data-testid="action-void">
            {t('client-invoices.actions.void')}
          </Menu.Item>
        )}
        {can.remove && (
          <Menu.Item color="red" onClick={() => open('delete', target)} data-testid="action-delete">
            {t('client-invoices.actions.delete')}
          </Menu.Item>
        )}
      </>
    );
  };

  const target = active?.target;
  const modals = (
    <>
      {active?.modal === 'publish' && target && (
        <PublishModal
          companyId={companyId}
          invoiceId={target.id}
          onClose={close}
          onPublished={(invoice) => {
            close();
            notifySuccess(t('client-invoices.publish.done', { number: invoice.seriesNumber ?? '' }));
            navigate(documentPaths.view('invoice', invoice.id));
          }}
        />
      )}
      {active?.modal === 'void' && target && (
        <VoidModal
          companyId={companyId}
          invoiceId={target.id}
          seriesNumber={target.seriesNumber}
          onClose={close}
        />
      )}
      {active?.modal === 'template' && target && (
        <TemplateModal companyId={companyId} kind={target.kind} id={target.id} onClose={close} />
      )}
      {active?.modal === 'email' && target && (
        <EmailModal companyId={companyId} kind={target.kind} id={target.id} onClose={close} />
      )}
      {active?.modal === 'payments' && target && (
        <PaymentsModal
          companyId={companyId}
          invoiceId={target.id}
          canWrite={access.canAddPayment}
          onClose={close}
        />
      )}
      <ConfirmDeleteModal
        opened={active?.modal === 'delete'}
        textPrefix="client-invoices"
        title={target ? t(kindText(target.kind, 'delete-title')) : ''}
        message={target ? t(kindText(target.kind, 'delete-message'), { client: target.partnerName }) : ''}
        onClose={close}
        onConfirm={async () => {
          if (!target) return;
          await remove.mutateAsync(target);
          notifySuccess(t(kindText(target.kind, 'deleted')));
          close();
          onDeleted?.();
        }}
      />
    </>
  );

  return { menuItems, modals, open, print, download, downloadXml: downloadXmlOf };
}
