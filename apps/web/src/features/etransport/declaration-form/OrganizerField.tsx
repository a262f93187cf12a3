import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ServerSearchSelect, useServerSearch } from '../../../shared/forms/ServerSearchSelect';
import { sourcesApi } from '../../../shared/invoicing/document-sources.api';
import { sourceKeys } from '../../../shared/invoicing/source-keys';
import { useErrorText } from '../../../shared/invoicing/useErrorText';
import type { DeclarationFormValues } from './declaration-form-values';
import { usePartnerName } from './declaration-sources';

/** The transport organizer (deliveryPartnerId): a supplier partner, searched as the user types. */
export function OrganizerField({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DeclarationFormValues>();
  const { field, fieldState } = useController({ control, name: 'deliveryPartnerId' });
  const errorText = useErrorText();
  const { debounced, setSearch } = useServerSearch();
  const known = usePartnerName(companyId, field.value);
  const suppliers = useQuery({
    queryKey: sourceKeys(companyId, 'supplier-choices', debounced),
    queryFn: ({ signal }) => sourcesApi.partners(companyId, debounced, signal),
    select: (page) => page.items.filter((partner) => partner.role === 'supplier' || partner.role === 'both'),
    enabled: companyId !== '',
  });
  return (
    <ServerSearchSelect
      label={t('etransport.form.fields.deliveryPartnerId')}
      description={t('etransport.form.hints.deliveryPartnerId')}
      required
      onSearchChange={setSearch}
      found={suppliers.data}
      known={known}
      nothingFoundMessage={
        suppliers.isFetching ? t('common.loading') : t('etransport.form.messages.no-suppliers')
      }
      ref={field.ref}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={errorText(fieldState.error)}
      data-testid="declaration-organizer"
    />
  );
}
