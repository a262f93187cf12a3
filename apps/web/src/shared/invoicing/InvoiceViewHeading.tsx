import type { PaymentState } from '@app/domain/invoicing/payment-state';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PaymentStateBadge } from './PaymentStateBadge';
import type { PartnerSide } from './partner-side';

/** The heading of an invoice's page on either side: its title, status and payment state, its partner. */
export function InvoiceViewHeading({
  title,
  statusBadge,
  paymentState,
  partnerName,
  side = 'client',
}: {
  title: string;
  statusBadge: ReactNode;
  paymentState: PaymentState | null;
  partnerName: string;
  side?: PartnerSide;
}) {
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Title order={1} size="h2" data-testid="document-title">
          {title}
        </Title>
        {statusBadge}
        <PaymentStateBadge state={paymentState} side={side} />
      </Group>
      <Text c="dimmed" size="sm">
        {partnerName}
      </Text>
    </Stack>
  );
}
