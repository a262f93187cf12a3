import type { SupplierInvoice } from '@app/domain/invoicing/supplier-invoice.schemas';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type EfacturaFile, efacturaFileUrl } from '../efactura.api';
import { useEfacturaRealtime } from '../efactura.queries';
import { efacturaFileName } from '../efactura-fields';
import { efacturaPaths } from '../efactura-paths';
import { EfacturaPanelHeading } from './EfacturaPanelHeading';
import { useEfacturaDownload } from './useEfacturaDownload';

/**
 * The RO e-Factura block of a supplier invoice received through SPV: labelled "from the e-invoice
 * system", with the supplier's XML, ANAF's seal and PDF, and the e-invoicing messages page (our
 * confirmation or rejection messages, pending, sent or failed). Nothing for one added by hand.
 */
export function SupplierInvoiceEfacturaPanel({
  companyId,
  invoice,
  withMessagesLink = true,
}: {
  companyId: string;
  invoice: SupplierInvoice;
  /** False on the messages page itself. */
  withMessagesLink?: boolean;
}) {
  const { t } = useTranslation();
  const download = useEfacturaDownload();
  useEfacturaRealtime(companyId);
  const messageId = invoice.efacturaMessageId;
  if (!messageId) return null;
  const file = (kind: EfacturaFile) => () =>
    void download(
      efacturaFileUrl.message(companyId, messageId, kind),
      kind,
      efacturaFileName(invoice.seriesNumber, invoice.id, kind),
    );
  return (
    <Paper withBorder p="md" data-testid="efactura-supplier-panel">
      <Stack gap="sm">
        <EfacturaPanelHeading
          badge={
            <Badge variant="dot" color="grape" data-testid="efactura-from-system">
              {t('efactura.supplier.from-system')}
            </Badge>
          }
          messagesPath={withMessagesLink ? efacturaPaths.supplierMessages(invoice.id) : null}
        />
        <Text size="sm" c="dimmed">
          {t('efactura.supplier.explain')}
        </Text>
        <Group gap="xs">
          {invoice.hasXml && (
            <Button variant="default" onClick={file('xml')} data-testid="efactura-download-xml">
              {t('efactura.actions.download-xml')}
            </Button>
          )}
          {invoice.hasSeal && (
            <Button variant="default" onClick={file('seal')} data-testid="efactura-download-seal">
              {t('efactura.actions.download-seal')}
            </Button>
          )}
          {invoice.hasAnafPdf && (
            <Button variant="default" onClick={file('pdf')} data-testid="efactura-download-pdf">
              {t('efactura.actions.download-anaf-pdf')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
