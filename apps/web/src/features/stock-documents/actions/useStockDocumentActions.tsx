import { Menu } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { downloadPdf, pdfFileName, printPdf } from '../../../shared/api/pdf-actions';
import { notifyApiError, notifyError, notifySuccess } from '../../../shared/notify/notify';
import { type AreaAccess, useCan } from '../../../shared/permissions/permissions';
import { ConfirmDeleteModal } from '../../../shared/sub-resources/ConfirmDeleteModal';
import { etransportPaths } from '../../etransport/etransport-paths';
import { kindText, stockPaths } from '../stock-document-kinds';
import { stockDocumentsApi, stockPdfUrl } from '../stock-documents.api';
import { useStockMutation } from '../stock-documents.queries';
import { ConfirmStockActionModal, type StockActionName } from './ConfirmStockActionModal';
import { availableStockActions, type StockTarget } from './stock-actions';

type ModalName = StockActionName | 'delete';

interface Options {
  companyId: string;
  access: AreaAccess;
  /** After a deletion (the view page leaves for the list). */
  onDeleted?: () => void;
}

/**
 * The actions of a stock document, the same in the list's row menu and on the view page: view,
 * edit, issue, copy, storno, void, PDF print and download, delete. Copy and storno make a draft,
 * which opens in the form.
 */
export function useStockDocumentActions({ companyId, access, onDeleted }: Options) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canInvoice = useCan('client-invoices.write');
  // The goods of an issued despatch advice are declared in RO e-Transport in one click (spec 03 §2).
  const canDeclareTransport = useCan('anaf-spv.ro-e-transport.write');
  const [active, setActive] = useState<{ modal: ModalName; target: StockTarget } | null>(null);
  const remove = useStockMutation(companyId, (target: StockTarget) =>
    stockDocumentsApi.remove(companyId, target.kind, target.id),
  );
  const close = () => setActive(null);
  const open = (modal: ModalName, target: StockTarget) => setActive({ modal, target });

  const print = (target: StockTarget) => {
    if (!printPdf(stockPdfUrl(companyId, target.kind, target.id)))
      notifyError(t('stock-documents.pdf.print-blocked'));
  };
  const download = async (target: StockTarget) => {
    try {
      await downloadPdf(
        stockPdfUrl(companyId, target.kind, target.id, true),
        pdfFileName(target.seriesNumber, target.id),
      );
    } catch (error) {
      notifyApiError(error);
    }
  };

  /** The row menu's items (also the view page's "more" menu). */
  const menuItems = (target: StockTarget, { withView = true } = {}): ReactNode => {
    const can = availableStockActions(target, access);
    const { kind, id } = target;
    return (
      <>
        {withView && (
          <Menu.Item component={Link} to={stockPaths.view(kind, id)} data-testid="action-view">
            {t('stock-documents.actions.view')}
          </Menu.Item>
        )}
        {withView && can.edit && (
          <Menu.Item component={Link} to={stockPaths.edit(kind, id)} data-testid="action-edit">
            {t('stock-documents.actions.edit')}
          </Menu.Item>
        )}
        {withView && can.publish && (
          <Menu.Item onClick={() => open('publish', target)} data-testid="action-publish">
            {t('stock-documents.actions.publish')}
          </Menu.Item>
        )}
        {can.duplicate && (
          <Menu.Item component={Link} to={stockPaths.duplicate(kind, id)} data-testid="action-duplicate">
            {t('stock-documents.actions.duplicate')}
          </Menu.Item>
        )}
        {can.invoice && canInvoice && (
          <Menu.Item onClick={() => open('invoice', target)} data-testid="action-invoice">
            {t('stock-documents.actions.invoice')}
          </Menu.Item>
        )}
        {canDeclareTransport && kind === 'client-goods-despatch-advice' && target.status === 'published' && (
          <Menu.Item
            component={Link}
            to={etransportPaths.fromDespatchAdvice(id)}
            data-testid="action-generate-etransport"
          >
            {t('stock-documents.actions.generate-etransport')}
          </Menu.Item>
        )}
        {can.storno && (
          <Menu.Item component={Link} to={stockPaths.refund(kind, id)} data-testid="action-storno">
            {t('stock-documents.actions.storno')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => print(target)} data-testid="action-print">
          {t('stock-documents.actions.print')}
        </Menu.Item>
        <Menu.Item onClick={() => void download(target)} data-testid="action-download">
          {t('stock-documents.actions.download')}
        </Menu.Item>
        {(can.void || can.remove) && <Menu.Divider />}
        {can.void && (
          <Menu.Item color="red" onClick={() => open('void', target)} data-testid="action-void">
            {t('stock-documents.actions.void')}
          </Menu.Item>
        )}
        {can.remove && (
          <Menu.Item color="red" onClick={() => open('delete', target)} data-testid="action-delete">
            {t('stock-documents.actions.delete')}
          </Menu.Item>
        )}
      </>
    );
  };

  const target = active?.target;
  const modals = (
    <>
      {active && active.modal !== 'delete' && (
        <ConfirmStockActionModal
          companyId={companyId}
          action={active.modal}
          target={active.target}
          onClose={close}
          onDone={(result) => {
            const action = active.modal;
            const { kind } = active.target;
            close();
            notifySuccess(t(`stock-documents.${action}.done`, { number: result.seriesNumber ?? '' }));
            // A copy, a storno and an invoice are drafts to complete; an issued or voided document shows itself.
            if (action === 'invoice') navigate(stockPaths.clientInvoiceDraft(result.id));
            else if (action === 'duplicate' || action === 'storno')
              navigate(stockPaths.edit(kind, result.id));
            else navigate(stockPaths.view(kind, result.id));
          }}
        />
      )}
      <ConfirmDeleteModal
        opened={active?.modal === 'delete'}
        textPrefix="stock-documents"
        title={target ? t(kindText(target.kind, 'delete-title')) : ''}
        message={target ? t('stock-documents.delete.message') : ''}
        onClose={close}
        onConfirm={async () => {
          if (!target) return;
          await remove.mutateAsync(target);
          notifySuccess(t('stock-documents.delete.done'));
          close();
          onDeleted?.();
        }}
      />
    </>
  );

  return { menuItems, modals, open, print, download };
}
