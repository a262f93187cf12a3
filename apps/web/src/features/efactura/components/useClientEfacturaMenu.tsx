import { Menu, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { efacturaFileUrl } from '../efactura.api';
import { efacturaFactsOf, efacturaFileName } from '../efactura-fields';
import { efacturaPaths } from '../efactura-paths';
import { useEfacturaDownload } from './useEfacturaDownload';
import { useSendToEfactura } from './useSendToEfactura';

/** What the row menu needs of a client invoice: identity, state, and its e-Factura fields. */
interface Row {
  id: string;
  kind: string;
  status: string;
  seriesNumber: string | null;
}

/**
 * The RO e-Factura items of a client invoice's row menu (spec 02 §2 Invoicing row actions): send
 * (disabled with the reason when the server refuses it), download the seal, the XML as sent and
 * ANAF's PDF, and the e-invoicing messages page.
 */
export function useClientEfacturaMenu(companyId: string, canWrite: boolean) {
  const { t } = useTranslation();
  const download = useEfacturaDownload();
  const send = useSendToEfactura(companyId);

  const menuItems = (row: Row): ReactNode => {
    if (row.kind !== 'invoice' || row.status === 'draft') return null;
    const facts = efacturaFactsOf(row);
    const file = (kind: 'xml' | 'seal' | 'pdf') => () =>
      void download(
        efacturaFileUrl.clientInvoice(companyId, row.id, kind),
        kind,
        efacturaFileName(row.seriesNumber, row.id, kind),
      );
    // The list may not carry the abilities: then sending is offered while it is not with ANAF.
    const refusal =
      facts.sendRefusal !== undefined
        ? facts.sendRefusal
        : row.status === 'published' && (facts.status === null || facts.status === 'rejected')
          ? null
          : 'efactura-already-sent';
    // Once it is with ANAF (pending or accepted) there is nothing to send: the item is left out.
    const canSend = canWrite && row.status === 'published' && refusal !== 'efactura-already-sent';
    return (
      <>
        <Menu.Divider />
        <Menu.Label>{t('efactura.panel.title')}</Menu.Label>
        {canSend && (
          <Menu.Item
            onClick={() => send.send(row)}
            disabled={refusal !== null}
            data-testid="action-efactura-send"
          >
            <Stack gap={0}>
              <span>{t('efactura.actions.send')}</span>
              {refusal && (
                <Text size="xs" c="dimmed">
                  {t(`efactura.refusals.${refusal}`)}
                </Text>
              )}
            </Stack>
          </Menu.Item>
        )}
        {facts.status === 'accepted' && (
          <Menu.Item onClick={file('seal')} data-testid="action-efactura-seal">
            {t('efactura.actions.download-seal')}
          </Menu.Item>
        )}
        {facts.status !== null && (
          <>
            <Menu.Item onClick={file('xml')} data-testid="action-efactura-xml">
              {t('efactura.actions.download-sent-xml')}
            </Menu.Item>
            <Menu.Item onClick={file('pdf')} data-testid="action-efactura-pdf">
              {t('efactura.actions.download-anaf-pdf')}
            </Menu.Item>
          </>
        )}
        <Menu.Item
          component={Link}
          to={efacturaPaths.clientMessages(row.id)}
          data-testid="action-efactura-messages"
        >
          {t('efactura.actions.messages')}
        </Menu.Item>
      </>
    );
  };
  return { menuItems };
}
