import {
  type ProductVatRate,
  productVatRateInputSchema,
} from '@app/domain/products/product-sections.schemas';
import { baseLine, lineInForce, todayIn } from '@app/domain/products/product-vat-lines';
import { Alert, Badge, Group, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from '../../../shared/forms/DateField';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useVatCodeName, VatRateField } from '../components/CatalogueFields';
import { useProductOutlet } from '../pages/ProductLayout';
import { useFormOptions } from '../products.queries';
import { vatRateLabel } from '../vat-rate-label';
import { sectionApi, sectionTarget } from './product-section';
import { SectionFormPage } from './SectionFormPage';
import { SectionList } from './SectionList';

type Payload = z.output<typeof productVatRateInputSchema>;
type Values = { vatRateId: string; startsAt: string };

const api = sectionApi<ProductVatRate, Payload>('vat-rates');
const resolver = schemaResolver<Values, Payload>(productVatRateInputSchema);

/**
 * /products/:productId/vat-rates: the product's VAT rate from given days. The first line is the
 * base; the line in force is the latest started one (spec 02 §5, §8).
 */
export function VatRatesTab() {
  const { t } = useTranslation();
  const { companyId, product } = useProductOutlet();
  const options = useFormOptions(companyId);
  const codeName = useVatCodeName();
  // Every line (a product has few) tells which one is the base and which is in force today.
  const all = useQuery({
    queryKey: [...sectionTarget(api, companyId, product.id).key, 'all'],
    queryFn: ({ signal }) =>
      api.list(companyId, product.id, { page: 1, perPage: 100, sortBy: 'startsAt' }, signal),
  });
  const lines = all.data?.items ?? [];
  const base = baseLine(lines)?.id;
  const inForce = lineInForce(lines, todayIn())?.id;
  const rateOf = (row: ProductVatRate) => {
    const rate = options.data?.vatRates.find((candidate) => candidate.id === row.vatRateId);
    return rate ? vatRateLabel(rate, codeName) : '';
  };
  return (
    <SectionList<ProductVatRate>
      api={api}
      describe={(row) => `${rateOf(row)} (${row.startsAt})`}
      defaultSort={{ sortBy: 'startsAt', sortDir: 'asc' }}
      intro={
        options.data?.vatPayer === false ? (
          <Alert color="blue" mb="md" data-testid="vat-rates-non-payer">
            {t('products.vat-rates.non-payer')}
          </Alert>
        ) : null
      }
      columns={[
        { key: 'startsAt', header: t('products.vat-rates.fields.startsAt'), sortable: true, width: '10rem' },
        { key: 'vatRateId', header: t('products.fields.vat'), render: rateOf },
        {
          key: 'status',
          header: t('products.vat-rates.status'),
          render: (row) => (
            <Group gap={4}>
              {row.id === base && <Badge variant="light">{t('products.vat-rates.base')}</Badge>}
              {row.id === inForce && (
                <Badge variant="light" color="green">
                  {t('products.vat-rates.in-force')}
                </Badge>
              )}
            </Group>
          ),
        },
      ]}
    />
  );
}

export function VatRatePage() {
  const { t } = useTranslation();
  const { companyId } = useProductOutlet();
  return (
    <SectionFormPage<ProductVatRate, Values, Payload>
      api={api}
      param="vatRateId"
      resolver={resolver}
      empty={() => ({ vatRateId: '', startsAt: todayIn() })}
      toValues={(row) => ({ vatRateId: row.vatRateId, startsAt: row.startsAt })}
    >
      {() => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <VatRateField
            name="vatRateId"
            label={t('products.fields.vat')}
            companyId={companyId}
            anyRate
            required
          />
          <DateField name="startsAt" label={t('products.vat-rates.fields.startsAt')} required />
        </SimpleGrid>
      )}
    </SectionFormPage>
  );
}
