import type { BuyableProduct } from '@app/domain/billing/purchase.schemas';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { usePricesQuery } from './billing.queries';
import { offerText } from './offer-text';
import { PurchaseModal } from './PurchaseModal';
import { SmartLaunchModal } from './SmartLaunchModal';

/** Bought here; the e-Transport add-on has its own page, which needs the SPV connection first. */
const PLANS = ['invoicing-basic', 'invoicing-smart'] as const;

/**
 * The plans a company can buy, from their lowest price and with any launch offer, each opening its
 * purchase modal; a running Smart offer is announced once by the launch modal.
 */
export function BuyPlans({ companyId, holdsSmart }: { companyId: string; holdsSmart: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const prices = usePricesQuery();
  const [buying, setBuying] = useState<BuyableProduct | null>(null);
  const items = prices.data ?? [];
  if (items.length === 0) return null;
  const smartOffer = items.find((price) => price.product === 'invoicing-smart' && price.offer);

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('billing.buy.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PLANS.map((product) => {
          const monthly = items.find((price) => price.product === product && price.period === 'monthly');
          return (
            <Paper key={product} withBorder p="md" data-testid={`buy-${product}`}>
              <Stack gap="xs">
                <Text fw={600}>{t(`billing.products.${product}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`billing.descriptions.${product}`)}
                </Text>
                {monthly && (
                  <Text size="sm">
                    {t('billing.buy.from', { amount: format.money(monthly.price, monthly.currency) })}
                  </Text>
                )}
                {monthly?.offer && (
                  <Badge color="grape" variant="light" data-testid={`offer-${product}`}>
                    {t('billing.launch.offer')}: {offerText(t, format, monthly)}
                  </Badge>
                )}
                <Group justify="flex-end">
                  <Button size="xs" onClick={() => setBuying(product)} data-testid={`buy-${product}-open`}>
                    {t('billing.buy.open')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {smartOffer && !holdsSmart && (
        <SmartLaunchModal smart={smartOffer} onActivate={() => setBuying('invoicing-smart')} />
      )}
      {buying && (
        <PurchaseModal
          companyId={companyId}
          product={buying}
          prices={items}
          onClose={() => setBuying(null)}
        />
      )}
    </Stack>
  );
}
