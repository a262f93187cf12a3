import type { BuyableProduct } from '@app/domain/billing/purchase.schemas';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { usePricesQuery } from './billing.queries';
import { PurchaseModal } from './PurchaseModal';

/** Bought here; the e-Transport add-on has its own page, which needs the SPV connection first. */
const PLANS = ['invoicing-basic', 'invoicing-smart'] as const;

/** The plans a company can buy, from their lowest price, each opening its purchase modal. */
export function BuyPlans({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const prices = usePricesQuery();
  const [buying, setBuying] = useState<BuyableProduct | null>(null);
  const items = prices.data ?? [];
  if (items.length === 0) return null;

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
