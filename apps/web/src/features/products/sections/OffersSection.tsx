import { type ProductOffer, productOfferInputSchema } from '@app/domain/products/product-sections.schemas';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectField } from '../../../shared/forms/FormFields';
import { NumberField } from '../../../shared/forms/NumberField';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { currencyOptions } from '../../../shared/sub-resources/sections/currency-options';
import { PackagingField, useVatCodeName, VatRateField } from '../components/CatalogueFields';
import { PartnerField } from '../components/PartnerField';
import { trimDecimal } from '../decimal-text';
import { useProductOutlet } from '../pages/ProductLayout';
import { useFormOptions } from '../products.queries';
import { vatRateLabel } from '../vat-rate-label';
import { sectionApi } from './product-section';
import { SectionFormPage } from './SectionFormPage';
import { SectionList } from './SectionList';

type Payload = z.output<typeof productOfferInputSchema>;
type Values = {
  partnerId: string;
  productPackagingId: string;
  currencyCode: string;
  price: string;
  vatRateId: string;
};
type Side = 'client' | 'supplier';

const apis = {
  client: sectionApi<ProductOffer, Payload>('clients-offers'),
  supplier: sectionApi<ProductOffer, Payload>('suppliers-offers'),
};
const resolver = schemaResolver<Values, Payload>(productOfferInputSchema);

function OffersList({ side }: { side: Side }) {
  const { t, i18n } = useTranslation();
  const { companyId } = useProductOutlet();
  const options = useFormOptions(companyId);
  const codeName = useVatCodeName();
  const partnerOf = (row: ProductOffer) => row.partnerName ?? t('products.offers.all-clients');
  const vatOf = (row: ProductOffer) => {
    const rate = options.data?.vatRates.find((candidate) => candidate.id === row.vatRateId);
    return rate ? vatRateLabel(rate, codeName) : '';
  };
  const price = (row: ProductOffer) =>
    `${Number(row.price).toLocaleString(i18n.language, { maximumFractionDigits: 4 })} ${row.currencyCode}`;
  return (
    <SectionList<ProductOffer>
      api={apis[side]}
      describe={(row) => `${partnerOf(row)}: ${trimDecimal(row.price)} ${row.currencyCode}`}
      columns={[
        { key: 'partnerName', header: t(`products.partner.${side}`), sortable: true, render: partnerOf },
        {
          key: 'price',
          header: t('products.offers.fields.price'),
          sortable: true,
          align: 'right',
          render: price,
        },
        { key: 'vatRateId', header: t('products.fields.vat'), render: vatOf },
      ]}
    />
  );
}

function OfferPage({ side }: { side: Side }) {
  const { t, i18n } = useTranslation();
  const { companyId, product } = useProductOutlet();
  return (
    <SectionFormPage<ProductOffer, Values, Payload>
      api={apis[side]}
      param="id"
      resolver={resolver}
      empty={() => ({ partnerId: '', productPackagingId: '', currencyCode: 'RON', price: '', vatRateId: '' })}
      toValues={(row) => ({
        partnerId: row.partnerId ?? '',
        productPackagingId: row.productPackagingId ?? '',
        currencyCode: row.currencyCode,
        price: trimDecimal(row.price),
        vatRateId: row.vatRateId ?? '',
      })}
    >
      {(row) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PartnerField
            name="partnerId"
            label={t(`products.partner.${side}`)}
            companyId={companyId}
            side={side}
            current={row?.partnerId && row.partnerName ? { id: row.partnerId, name: row.partnerName } : null}
            // A client offer without a partner is the offer to every client.
            required={side === 'supplier'}
            clearable={side === 'client'}
            placeholder={side === 'client' ? t('products.offers.all-clients') : undefined}
            data-testid="offer-partner"
          />
          <PackagingField
            name="productPackagingId"
            label={t('products.fields.packaging')}
            companyId={companyId}
            productId={product.id}
            data-testid="offer-packaging"
          />
          <NumberField
            name="price"
            label={t('products.offers.fields.price')}
            required
            data-testid="offer-price"
          />
          <SelectField
            name="currencyCode"
            label={t('products.offers.fields.currencyCode')}
            required
            searchable
            data={currencyOptions(i18n.language)}
          />
          <VatRateField name="vatRateId" label={t('products.fields.vat')} companyId={companyId} clearable />
        </SimpleGrid>
      )}
    </SectionFormPage>
  );
}

export const ClientOffersTab = () => <OffersList side="client" />;
export const ClientOfferPage = () => <OfferPage side="client" />;
export const SupplierOffersTab = () => <OffersList side="supplier" />;
export const SupplierOfferPage = () => <OfferPage side="supplier" />;
