import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify/notify';
import { changeVatStatus } from '../settings.api';
import { VatStatusModal } from './VatStatusModal';

/**
 * The company's VAT status on its details page, with the irreversible change. It sits there because
 * the status is a fact about the company (it prints on every invoice) while its effect reaches the
 * products and documents, which is what the confirmation spells out.
 */
export function VatStatusCard({
  company,
  readOnly,
}: {
  company: { id: string; vatPayer: boolean };
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const change = useMutation({
    mutationFn: (payload: { vatPayer: boolean; vatRateId: string | null }) =>
      changeVatStatus(company.id, payload),
    // Products, offers, draft documents, the company and the selector's flags all changed.
    onSuccess: () => client.invalidateQueries(),
  });
  return (
    <Paper withBorder p="md" component="section" aria-label={t('settings.vat-status.title')}>
      <Group justify="space-between" align="center">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={2} size="h4">
              {t('settings.vat-status.title')}
            </Title>
            <Badge variant="light" color={company.vatPayer ? 'blue' : 'gray'} data-testid="vat-status-badge">
              {company.vatPayer ? t('settings.vat-status.payer') : t('settings.vat-status.non-payer')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('settings.vat-status.hint')}
          </Text>
        </Stack>
        {!readOnly && (
          <Button variant="light" onClick={() => setOpen(true)} data-testid="vat-status-change">
            {company.vatPayer ? t('settings.vat-status.make-non-payer') : t('settings.vat-status.make-payer')}
          </Button>
        )}
      </Group>
      {open && (
        <VatStatusModal
          companyId={company.id}
          vatPayer={company.vatPayer}
          onClose={() => setOpen(false)}
          onChange={async (payload) => {
            await change.mutateAsync(payload);
            notifySuccess(t('settings.vat-status.changed'));
            setOpen(false);
          }}
        />
      )}
    </Paper>
  );
}
