import type { DeclarationPayload } from '@app/domain/etransport/declaration.schemas';
import { Button, Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RuleTextsContext } from '../../../shared/forms/FormFields';
import { DetailsSection } from './DetailsSection';
import type { DeclarationFormValues } from './declaration-form-values';
import { declarationResolver } from './declaration-resolver';
import { ProductLinesSection } from './ProductLinesSection';
import { ReferencesSection } from './ReferencesSection';
import { RouteSection } from './RouteSection';
import { TransportDocumentsSection } from './TransportDocumentsSection';
import { useDeclarationSubmitErrors } from './useDeclarationSubmitErrors';
import { VehicleSection } from './VehicleSection';

export interface DeclarationFormProps {
  companyId: string;
  defaultValues: DeclarationFormValues;
  onSave: (payload: DeclarationPayload) => Promise<unknown>;
  cancelTo: string;
}

/**
 * The RO e-Transport declaration (spec 03 §3 Declaration form, §5): partner, organizer, dates and
 * currency, the route, the vehicle, the transport documents, references and product lines. It
 * checks with the schema the server applies and shows the server's 422 codes on the fields.
 */
export function DeclarationForm({ companyId, defaultValues, onSave, cancelTo }: DeclarationFormProps) {
  const { t } = useTranslation();
  const resolver = useMemo(() => declarationResolver(), []);
  const form = useForm<DeclarationFormValues, unknown, DeclarationPayload>({ resolver, defaultValues });
  const onError = useDeclarationSubmitErrors(form);
  const submit = form.handleSubmit(async (payload) => {
    try {
      await onSave(payload);
    } catch (error) {
      onError(error);
    }
  });
  const role = defaultValues.transportRole;

  return (
    // The e-Transport rule codes (BR-..., after_or_equal...) read from etransport.rules first.
    <RuleTextsContext.Provider value="etransport">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate data-testid="declaration-form">
          <Stack gap="md">
            <DetailsSection companyId={companyId} role={role} />
            <RouteSection companyId={companyId} role={role} />
            <VehicleSection />
            <TransportDocumentsSection />
            <ReferencesSection />
            <ProductLinesSection companyId={companyId} />
            <Group justify="flex-end">
              <Button component={Link} to={cancelTo} variant="default">
                {t('etransport.form.actions.cancel')}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting} data-testid="declaration-submit">
                {t('etransport.form.actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </RuleTextsContext.Provider>
  );
}
