import { addressLines } from '@app/domain/addresses/address-snapshot';
import type { DocumentParty } from '@app/domain/invoicing/client-document.schemas';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The seller and the client as the document shows them (copied when it was saved or issued). */
export function DocumentParties({ seller, buyer }: { seller: DocumentParty; buyer: DocumentParty }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Party title={t('client-invoices.view.seller')} party={seller} testId="document-seller" />
      <Party title={t('client-invoices.view.buyer')} party={buyer} testId="document-buyer" />
    </SimpleGrid>
  );
}

function Party({ title, party, testId }: { title: string; party: DocumentParty; testId: string }) {
  const { t } = useTranslation();
  const sector = (district: number) => t('client-invoices.view.sector', { district });
  const address = addressLines(party.address, sector).join(', ');
  const delivery = party.deliveryAddress
    ? [party.deliveryAddress.name, ...addressLines(party.deliveryAddress, sector)].filter(Boolean).join(', ')
    : null;
  const line = (label: string, value: string | null) =>
    value ? (
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {label}:{' '}
        </Text>
        {value}
      </Text>
    ) : null;
  return (
    <Paper withBorder p="md" component="section" aria-label={title} data-testid={testId}>
      <Stack gap={4}>
        <Title order={2} size="h5" c="dimmed">
          {title}
        </Title>
        <Text fw={600}>{party.name}</Text>
        {line(t('client-invoices.view.business-id'), party.businessId)}
        {line(t('client-invoices.view.person-id'), party.personId)}
        {line(t('client-invoices.view.trade-register'), party.tradeRegisterNumber)}
        {line(
          t('client-invoices.view.vat-payer'),
          party.vatPayer ? t('client-invoices.view.yes') : t('client-invoices.view.no'),
        )}
        {line(t('client-invoices.view.address'), address)}
        {line(t('client-invoices.view.delivery-address'), delivery)}
        {line(t('client-invoices.view.email'), party.email)}
        {line(t('client-invoices.view.phone'), party.phone)}
        {party.bankAccounts.map((account) => (
          <Text size="sm" key={account.iban}>
            <Text span c="dimmed" size="sm">
              {t('client-invoices.view.iban')}:{' '}
            </Text>
            {[account.iban, account.bank, account.currency].filter(Boolean).join(' · ')}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
