import { todayInRomania } from '@app/domain/validators/iso-date';
import { defaultVatRateFor, isVatRateValidOn } from '@app/domain/vat-rates/default-vat-rate';
import type { VatRate } from '@app/domain/vat-rates/vat-rate.schemas';
import { vatStatusChangeSchema } from '@app/domain/vat-rates/vat-status.schemas';
import { Alert, Button, Center, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckboxField } from '../../../shared/forms/CheckboxField';
import { RuleTextsContext, SelectField } from '../../../shared/forms/FormFields';
import { codesOfFieldError } from '../../../shared/forms/field-errors';
import { ServerForm } from '../../../shared/forms/ServerForm';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { settingsKeys } from '../settings.queries';
import { vatRateText } from '../vat-rates/vat-rate-text';
import { vatRatesApi } from '../vat-rates/vat-rates.api';

type Values = { vatPayer: boolean; vatRateId: string; confirmed: boolean };
type Payload = { vatPayer: boolean; vatRateId: string | null; confirmed: true };

const resolver = schemaResolver<Values, Payload>(
  vatStatusChangeSchema.and(z.object({ confirmed: z.literal(true, { error: 'accepted' }) })),
);

/** Why the server refused the change (client draft invoices), shown above the buttons. */
function RefusalReasons() {
  const { t } = useTranslation();
  const { errors } = useFormState<Values>();
  const codes = codesOfFieldError(errors.vatPayer);
  if (codes.length === 0) return null;
  return (
    <Alert color="red" role="alert" title={t('settings.vat-status.refused')} data-testid="vat-status-refused">
      <List size="sm">
        {codes.map((code) => (
          <List.Item key={code}>
            {t(`settings.vat-status.reasons.${code}`, { defaultValue: t('settings.delete-blocked.generic') })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function RateChoice({ rates }: { rates: VatRate[] }) {
  const { t, i18n } = useTranslation();
  const codeName = (code: string) => t(`settings.vat-rates.codes.${code}`);
  return (
    <SelectField
      name="vatRateId"
      label={t('settings.vat-status.rate')}
      description={t('settings.vat-status.rate-hint')}
      data={rates.map((rate) => ({ value: rate.id, label: vatRateText(rate, i18n.language, codeName) }))}
      required
      data-testid="vat-status-rate"
    />
  );
}

function Confirmation() {
  const { t } = useTranslation();
  const form = useFormContext<Values, unknown, Payload>();
  return (
    <CheckboxField<Values, Payload>
      control={form.control}
      name="confirmed"
      label={t('settings.vat-status.confirm-label')}
    />
  );
}

/**
 * The irreversible change of the company's VAT status (spec 02 §4): to a non-payer every product,
 * draft invoice and offer takes the internal 0% rate (code O); to a payer, the rate chosen here.
 */
export function VatStatusModal({
  companyId,
  vatPayer,
  onClose,
  onChange,
}: {
  companyId: string;
  vatPayer: boolean;
  onClose: () => void;
  onChange: (change: { vatPayer: boolean; vatRateId: string | null }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const becomingPayer = !vatPayer;
  const today = todayInRomania();
  const rates = useQuery({
    queryKey: [...settingsKeys.list(companyId, vatRatesApi.collection), 'choices'],
    queryFn: ({ signal }) => vatRatesApi.list(companyId, { perPage: 100 }, signal),
    enabled: becomingPayer,
  });
  const usable = (rates.data?.items ?? []).filter((rate) => !rate.internal && isVatRateValidOn(rate, today));

  let content = (
    <Center py="lg">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
  if (!becomingPayer || rates.isSuccess) {
    content = (
      <RuleTextsContext.Provider value="settings.vat-status">
        <ServerForm<Values, Payload>
          testId="vat-status"
          gap="md"
          submitLabel={t('settings.vat-status.submit')}
          actions={
            <Button variant="default" onClick={onClose}>
              {t('settings.actions.cancel')}
            </Button>
          }
          defaultValues={{
            vatPayer: becomingPayer,
            vatRateId: becomingPayer ? (defaultVatRateFor(today, usable)?.id ?? '') : '',
            confirmed: false,
          }}
          resolver={resolver}
          onSubmit={({ vatPayer: next, vatRateId }) => onChange({ vatPayer: next, vatRateId })}
        >
          <Text>
            {becomingPayer ? t('settings.vat-status.to-payer') : t('settings.vat-status.to-non-payer')}
          </Text>
          <Alert color="orange" role="status">
            {t('settings.vat-status.irreversible')}
          </Alert>
          {becomingPayer && <RateChoice rates={usable} />}
          <Confirmation />
          <RefusalReasons />
        </ServerForm>
      </RuleTextsContext.Provider>
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('settings.vat-status.modal-title')} centered size="lg">
      <Stack gap="md">{content}</Stack>
    </Modal>
  );
}
