import { useQuery } from '@tanstack/react-query';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormFieldErrorText } from '../../forms/FormFields';
import { ServerSearchSelect, useServerSearch } from '../../forms/ServerSearchSelect';
import { usePaymentsApi } from '../payments.queries';

interface PartnerFieldProps {
  companyId: string;
  /** The partner the payment names now, shown before any search. */
  current: { id: string; name: string } | null;
  disabled?: boolean;
}

/**
 * The paying client or the paid supplier: partners with the side's role (or both), searched on the
 * server as the user types.
 */
export function PartnerField({ companyId, current, disabled }: PartnerFieldProps) {
  const { t } = useTranslation();
  const { side, api, keys } = usePaymentsApi();
  const texts = side.texts;
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ control, name: 'partnerId' });
  const errorText = useFormFieldErrorText();
  const { debounced, setSearch } = useServerSearch();
  const partners = useQuery({
    queryKey: keys.partners(companyId, debounced),
    queryFn: ({ signal }) => api.partners(companyId, debounced, signal),
    select: (page) => page.items.filter((partner) => side.partnerRoles.includes(partner.role)),
    enabled: !disabled,
  });

  return (
    <ServerSearchSelect
      label={t(`${texts}.fields.partnerId`)}
      required
      disabled={disabled}
      onSearchChange={setSearch}
      found={partners.data}
      known={current}
      nothingFoundMessage={partners.isFetching ? t('common.loading') : t(`${texts}.form.no-clients`)}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={errorText(fieldState.error)}
      data-testid="payment-partner"
    />
  );
}
