import type { EfacturaMessage } from '@app/domain/efactura/efactura-registry.schemas';
import { Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { type EfacturaFile, efacturaApi, efacturaFileUrl } from '../efactura.api';
import { useEfacturaMutation } from '../efactura.queries';
import { efacturaFileName } from '../efactura-fields';
import { efacturaPaths } from '../efactura-paths';
import { useEfacturaDownload } from './useEfacturaDownload';

/** The page of the invoice a registry row concerns: ours (sent) or the supplier's (received). */
export function linkedInvoicePath(message: EfacturaMessage): string | null {
  if (message.clientDocumentId) return efacturaPaths.clientInvoice(message.clientDocumentId);
  if (message.supplierInvoiceId) return efacturaPaths.supplierInvoice(message.supplierInvoiceId);
  return null;
}

/**
 * The actions of a registry row (the registry's row menu and the messages pages): open the linked
 * invoice, download the XML, the seal and ANAF's PDF when they exist, and send a failed reply again.
 */
export function useMessageActions(companyId: string, canWrite: boolean) {
  const { t } = useTranslation();
  const download = useEfacturaDownload();
  const retry = useEfacturaMutation(companyId, (id: string) => efacturaApi.retry(companyId, id));

  const downloadFile = (message: EfacturaMessage, file: EfacturaFile) =>
    void download(
      efacturaFileUrl.message(companyId, message.id, file),
      file,
      efacturaFileName(message.seriesNumber, message.anafId ?? message.id, file),
    );
  const retryReply = (message: EfacturaMessage) =>
    retry.mutate(message.id, {
      onSuccess: () => notifySuccess(t('efactura.retry.done')),
      onError: notifyApiError,
    });

  const menuItems = (
    message: EfacturaMessage,
    { withDetails }: { withDetails?: () => void } = {},
  ): ReactNode => {
    const invoicePath = linkedInvoicePath(message);
    return (
      <>
        {withDetails && (
          <Menu.Item onClick={withDetails} data-testid="action-efactura-details">
            {t('efactura.actions.details')}
          </Menu.Item>
        )}
        {invoicePath && (
          <Menu.Item component={Link} to={invoicePath} data-testid="action-efactura-invoice">
            {t('efactura.actions.open-invoice')}
          </Menu.Item>
        )}
        {message.hasXml && (
          <Menu.Item onClick={() => downloadFile(message, 'xml')} data-testid="action-efactura-xml">
            {t('efactura.actions.download-xml')}
          </Menu.Item>
        )}
        {message.hasSeal && (
          <Menu.Item onClick={() => downloadFile(message, 'seal')} data-testid="action-efactura-seal">
            {t('efactura.actions.download-seal')}
          </Menu.Item>
        )}
        {message.hasAnafPdf && (
          <Menu.Item onClick={() => downloadFile(message, 'pdf')} data-testid="action-efactura-pdf">
            {t('efactura.actions.download-anaf-pdf')}
          </Menu.Item>
        )}
        {canWrite && message.canRetry && (
          <Menu.Item onClick={() => retryReply(message)} data-testid="action-efactura-retry">
            {t('efactura.actions.retry')}
          </Menu.Item>
        )}
      </>
    );
  };

  return { menuItems, downloadFile, retryReply, retrying: retry.isPending };
}
