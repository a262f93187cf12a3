import type {
  SupplierInvoice,
  SupplierInvoiceLinkInput,
} from '@app/domain/invoicing/supplier-invoice.schemas';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../shared/api/api-client';
import { useFormat } from '../../../shared/format/useFormat';
import { ServerSearchSelect, useServerSearch } from '../../../shared/forms/ServerSearchSelect';
import { notifySuccess } from '../../../shared/notify/notify';
import { useSupplierInvoiceMutation } from '../supplier-invoices.queries';
import { linkRefusalText } from './link-refusal';
import { useLinkTargets } from './link-target-search';

/** POST …/supplier-invoices/:id/link { targetId }: the received invoice takes the target's place. */
const linkInvoice = (companyId: string, id: string, input: SupplierInvoiceLinkInput) =>
  apiRequest<SupplierInvoice>(
    `/v1/my-companies/${encodeURIComponent(companyId)}/supplier-invoices/${encodeURIComponent(id)}/link`,
    { method: 'POST', body: input },
  );

/**
 * Linking a received, confirmed invoice to the one the company added by hand for the same document
 * (spec 02 §4 Linking to a received invoice): the user chooses that invoice, reads that it will be
 * deleted and its payments moved here (irreversible), and confirms. A refusal (spec 02 §8 Linking)
 * shows in the dialog, so the user can choose another invoice or cancel.
 */
export function LinkReceivedInvoiceModal({
  companyId,
  invoice,
  onClose,
}: {
  companyId: string;
  invoice: SupplierInvoice;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { debounced, setSearch } = useServerSearch();
  const targets = useLinkTargets(companyId, invoice.partnerId, debounced);
  const [targetId, setTargetId] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const link = useSupplierInvoiceMutation(companyId, (id: string) =>
    linkInvoice(companyId, invoice.id, { targetId: id }),
  );
  const target = targets.items?.find((item) => item.id === targetId) ?? null;
  const labelOf = (item: NonNullable<typeof target>) =>
    [
      item.seriesNumber,
      item.partnerName +
        (item.partnerId === invoice.partnerId ? ` (${t('supplier-invoices.link.same-supplier')})` : ''),
      format.date(item.issueDate),
      format.money(item.grossTotal, item.currency),
    ].join(' · ');

  const confirm = async () => {
    if (!targetId) return;
    setRefusal(null);
    try {
      await link.mutateAsync(targetId);
      notifySuccess(t('supplier-invoices.link.done'));
      onClose();
    } catch (error) {
      setRefusal(linkRefusalText(t, i18n, error));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('supplier-invoices.link.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="link-modal"
    >
      <Stack gap="md">
        <Text size="sm">{t('supplier-invoices.link.explain', { number: invoice.seriesNumber })}</Text>
        <ServerSearchSelect
          label={t('supplier-invoices.link.target')}
          placeholder={t('supplier-invoices.link.target-placeholder')}
          value={targetId}
          onChange={(id) => {
            setTargetId(id);
            setRefusal(null);
          }}
          onSearchChange={setSearch}
          found={targets.items?.map((item) => ({ id: item.id, name: labelOf(item) }))}
          nothingFoundMessage={t('supplier-invoices.link.nothing-found')}
          required
          data-testid="link-target"
        />
        {target && (
          <Alert
            color="red"
            title={t('supplier-invoices.link.warning-title')}
            // The light variant's red title is too pale on its background for small bold text.
            styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
            data-testid="link-warning"
          >
            {t('supplier-invoices.link.warning', {
              number: target.seriesNumber,
              supplier: target.partnerName,
            })}
          </Alert>
        )}
        {refusal && (
          <Alert color="orange" role="alert" data-testid="link-refusal">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('supplier-invoices.actions.cancel')}
          </Button>
          <Button
            color="red"
            disabled={targetId === ''}
            loading={link.isPending}
            onClick={confirm}
            data-testid="link-submit"
          >
            {t('supplier-invoices.link.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
