import { cuiRule } from '@app/domain/validators/cui';
import { Alert, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { SwitchField, TextField } from '../../../shared/forms/FormFields';
import { notifyApiError } from '../../../shared/notify/notify';
import { useBusinessIdLookupMutation } from '../partners.queries';
import { applyLookup, hiddenFields, type PartnerFormValues } from './partner-form-values';

type LookupOutcome = 'filled' | 'inactive' | 'not-found' | 'unavailable' | null;

/** The ids a partner keeps from its creation (spec 02 §3): shown, never edited afterwards. */
function lockedIds(mode: 'create' | 'edit', initialPersonId: string | undefined) {
  return {
    businessId: mode === 'edit',
    internationalBusinessId: mode === 'edit',
    personId: mode === 'edit' && Boolean(initialPersonId),
  };
}

/**
 * Names and identifiers as the partner's type and country ask: a Romanian company's CUI with the
 * registry lookup (which fills name, registry numbers, VAT flag and address), a foreign company's
 * international ids, a natural person's CNP. Inputs the partner's kind does not allow are not shown.
 */
export function IdentificationSection({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation();
  const form = useFormContext<PartnerFormValues>();
  const [type, role, countryCode] = useWatch({
    control: form.control,
    name: ['type', 'role', 'address.countryCode'],
  });
  const hidden = hiddenFields({ type, role, address: { ...form.getValues('address'), countryCode } });
  const locked = lockedIds(mode, form.formState.defaultValues?.personId);
  // A partner's CUI stays in sight once set, so the refusal of a change that drops it shows.
  const keptBusinessId = locked.businessId && Boolean(form.formState.defaultValues?.businessId);
  const shown = (field: keyof PartnerFormValues) =>
    !hidden.has(field) || (field === 'businessId' && keptBusinessId);
  const lookup = useBusinessIdLookupMutation();
  const [outcome, setOutcome] = useState<LookupOutcome>(null);
  // Development: the simulated registry makes companies up, and the user should know.
  const [simulated, setSimulated] = useState(false);
  const person = type === 'person';

  const runLookup = () => {
    const businessId = form.getValues('businessId').trim();
    setOutcome(null);
    setSimulated(false);
    form.clearErrors('businessId');
    // The check digit first: no call for an id that cannot exist.
    const rule = businessId ? cuiRule(businessId) : 'required';
    if (rule) {
      form.setError('businessId', { type: 'lookup', message: rule }, { shouldFocus: true });
      return;
    }
    lookup.mutate(businessId, {
      onSuccess: (result) => {
        form.reset(applyLookup(form.getValues(), result), { keepDefaultValues: true });
        setOutcome(result.inactive ? 'inactive' : 'filled');
        setSimulated(result.simulated === true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) setOutcome('not-found');
        else if (error instanceof ApiError && [502, 503, 504].includes(error.status))
          setOutcome('unavailable');
        else notifyApiError(error);
      },
    });
  };

  return (
    <Stack gap="md">
      {shown('businessId') && (
        <TextField
          name="businessId"
          label={t('partners.fields.businessId')}
          description={mode === 'create' ? t('partners.form.business-id-hint') : undefined}
          required
          disabled={locked.businessId}
          maxLength={14}
          data-testid="partner-business-id"
          inputContainer={(input) =>
            mode === 'create' ? (
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Box flex={1}>{input}</Box>
                <Button
                  variant="light"
                  onClick={runLookup}
                  loading={lookup.isPending}
                  data-testid="partner-lookup"
                >
                  {t('partners.form.lookup')}
                </Button>
              </Group>
            ) : (
              input
            )
          }
        />
      )}
      {outcome && (
        <Alert
          color={outcome === 'filled' ? 'green' : outcome === 'inactive' ? 'orange' : 'red'}
          role={outcome === 'filled' || outcome === 'inactive' ? 'status' : 'alert'}
          data-testid="partner-lookup-result"
        >
          {t(`partners.form.lookup-${outcome}`)}
          {simulated && (
            <Text size="sm" mt={4} fw={500} data-testid="partner-lookup-simulated">
              {t('partners.form.lookup-simulated')}
            </Text>
          )}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          name="name"
          label={person ? t('partners.fields.person-name') : t('partners.fields.name')}
          required
          maxLength={200}
          autoComplete={person ? 'name' : 'organization'}
          data-testid="partner-name"
        />
        {shown('personId') && (
          <TextField
            name="personId"
            label={t('partners.fields.personId')}
            description={t('partners.form.person-id-hint')}
            disabled={locked.personId}
            maxLength={13}
            inputMode="numeric"
            data-testid="partner-person-id"
          />
        )}
        <TextField name="legalName" label={t('partners.fields.legalName')} maxLength={200} />
        {shown('commercialName') && (
          <TextField name="commercialName" label={t('partners.fields.commercialName')} maxLength={200} />
        )}
        {shown('secondaryBusinessId') && (
          <TextField
            name="secondaryBusinessId"
            label={t('partners.fields.secondaryBusinessId')}
            placeholder="J12/2417/2016"
            maxLength={50}
            data-testid="partner-secondary-business-id"
          />
        )}
        <TextField
          name="internationalBusinessId"
          label={t('partners.fields.internationalBusinessId')}
          required={type === 'company' && hidden.has('businessId')}
          disabled={locked.internationalBusinessId}
          maxLength={50}
          data-testid="partner-international-business-id"
        />
        {shown('internationalSecondaryBusinessId') && (
          <TextField
            name="internationalSecondaryBusinessId"
            label={t('partners.fields.internationalSecondaryBusinessId')}
            maxLength={50}
          />
        )}
      </SimpleGrid>
      {mode === 'edit' && (
        <Text size="sm" c="dimmed">
          {t('partners.form.locked-ids-hint')}
        </Text>
      )}
      <SwitchField name="vatPayer" label={t('partners.fields.vatPayer')} />
    </Stack>
  );
}
