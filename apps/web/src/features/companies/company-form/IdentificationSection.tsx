import { businessIdSchema } from '@app/domain/companies/company.schemas';
import { Alert, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, validationErrorsOf } from '../../../shared/api/api-error';
import { SwitchField, TextField } from '../../../shared/forms/FormFields';
import { CODE_SEPARATOR } from '../../../shared/forms/field-errors';
import { notifyApiError } from '../../../shared/notify/notify';
import { useCompanyLookupMutation } from '../companies.queries';
import { applyLookup, type CompanyFormValues } from './company-form-values';

type LookupOutcome =
  | { kind: 'filled'; inactive: boolean; simulated: boolean }
  | { kind: 'failed'; messageKey: string }
  | null;

/** The translated message of a failed lookup: the server's key when known, else by status. */
function lookupFailureKey(error: ApiError, exists: (key: string) => boolean): string {
  const message = (error.body as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && exists(message)) return message;
  if (error.status === 404) return 'companies.errors.lookup-not-found';
  return 'companies.errors.lookup-unavailable';
}

/**
 * Business id with the registry lookup, names, registry numbers and the VAT switches. A failed
 * lookup says why and leaves every field editable.
 */
export function IdentificationSection({ mode }: { mode: 'create' | 'edit' }) {
  const { t, i18n } = useTranslation();
  const form = useFormContext<CompanyFormValues>();
  const lookup = useCompanyLookupMutation();
  const [outcome, setOutcome] = useState<LookupOutcome>(null);

  const runLookup = () => {
    const businessId = form.getValues('businessId').trim();
    setOutcome(null);
    form.clearErrors('businessId');
    // The domain's check (required, length, check digit) first: no call for an id that cannot exist.
    const checked = businessIdSchema.safeParse(businessId);
    if (!checked.success) {
      const codes = checked.error.issues.map((issue) => issue.message);
      form.setError(
        'businessId',
        { type: 'lookup', message: codes.join(CODE_SEPARATOR) },
        { shouldFocus: true },
      );
      return;
    }
    lookup.mutate(businessId, {
      onSuccess: (result) => {
        form.reset(applyLookup(form.getValues(), result), { keepDefaultValues: true });
        setOutcome({ kind: 'filled', inactive: result.inactive, simulated: result.simulated === true });
      },
      onError: (error) => {
        const fieldErrors = validationErrorsOf(error)?.businessId;
        if (fieldErrors && fieldErrors.length > 0) {
          form.setError(
            'businessId',
            { type: 'server', message: fieldErrors.join(CODE_SEPARATOR) },
            { shouldFocus: true },
          );
        } else if (error instanceof ApiError && [404, 422, 502, 503, 504].includes(error.status)) {
          setOutcome({ kind: 'failed', messageKey: lookupFailureKey(error, (key) => i18n.exists(key)) });
        } else {
          notifyApiError(error);
        }
      },
    });
  };

  return (
    <Stack gap="md">
      <TextField
        name="businessId"
        label={t('companies.fields.businessId')}
        description={t('companies.form.business-id-hint')}
        required
        maxLength={14}
        data-testid="company-business-id"
        // The lookup button sits next to the input, between its label and its error.
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Box flex={1}>{input}</Box>
            <Button
              variant="light"
              onClick={runLookup}
              loading={lookup.isPending}
              data-testid="company-lookup"
            >
              {t('companies.form.lookup')}
            </Button>
          </Group>
        )}
      />
      {outcome?.kind === 'filled' && (
        <Alert
          color={outcome.inactive ? 'orange' : 'green'}
          role="status"
          data-testid="company-lookup-result"
        >
          {outcome.inactive ? t('companies.form.lookup-inactive') : t('companies.form.lookup-filled')}
          {/* Development: the simulated registry makes companies up, and the user should know. */}
          {outcome.simulated && (
            <Text size="sm" mt={4} fw={500} data-testid="company-lookup-simulated">
              {t('companies.form.lookup-simulated')}
            </Text>
          )}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert color="red" role="alert" data-testid="company-lookup-error">
          {t(outcome.messageKey)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          name="legalName"
          label={t('companies.fields.legalName')}
          required
          maxLength={200}
          autoComplete="organization"
          data-testid="company-legal-name"
        />
        <TextField name="commercialName" label={t('companies.fields.commercialName')} maxLength={200} />
        <TextField
          name="secondaryBusinessId"
          label={t('companies.fields.secondaryBusinessId')}
          placeholder="J12/2417/2016"
          maxLength={50}
        />
        <TextField
          name="internationalBusinessId"
          label={t('companies.fields.internationalBusinessId')}
          maxLength={50}
        />
        <TextField
          name="intraCommunityVatNumber"
          label={t('companies.fields.intraCommunityVatNumber')}
          maxLength={30}
        />
      </SimpleGrid>
      <Group gap="xl">
        {/* Once the company exists its VAT status changes only through the irreversible VAT status
            change (which moves products and drafts to the new rate), not by saving this form. */}
        <SwitchField
          name="vatPayer"
          label={t('companies.fields.vatPayer')}
          disabled={mode === 'edit'}
          description={mode === 'edit' ? t('companies.form.vat-change.hint') : undefined}
        />
        <SwitchField name="vatUponCollection" label={t('companies.fields.vatUponCollection')} />
      </Group>
    </Stack>
  );
}
