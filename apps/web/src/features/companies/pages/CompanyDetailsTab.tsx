import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../shared/notify/notify';
import { VatStatusCard } from '../../settings/vat-status/VatStatusCard';
import { useUpdateCompanyMutation } from '../companies.queries';
import { CompanyForm } from '../company-form/CompanyForm';
import { companyToFormValues } from '../company-form/company-form-values';
import { LogoCard } from '../company-form/LogoCard';
import { useDeleteCompanyDialog } from '../delete/useDeleteCompanyDialog';
import { useCompanyPermissions } from '../useCompanyPermissions';
import { useCompanyOutlet } from './CompanyLayout';

/** /my-companies/:id: the company's details, its logo, and its deletion. */
export function CompanyDetailsTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { company } = useCompanyOutlet();
  const { canWrite, canDelete } = useCompanyPermissions(company.id);
  const update = useUpdateCompanyMutation(company.id);
  const deletion = useDeleteCompanyDialog(() => navigate('/my-companies'));
  // The form starts from the company as loaded; a save makes its values the new baseline. Another
  // company, or a VAT status changed on the card below, restarts it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only those restart the form
  const initialValues = useMemo(() => companyToFormValues(company), [company.id, company.vatPayer]);

  return (
    <Stack gap="lg">
      <LogoCard company={company} readOnly={!canWrite} />
      <CompanyForm
        key={`${company.id}:${company.vatPayer}`}
        mode="edit"
        initialValues={initialValues}
        submitLabel={t('companies.details.submit')}
        readOnly={!canWrite}
        onSubmit={async (payload) => {
          await update.mutateAsync(payload);
          notifySuccess(t('companies.details.saved'));
        }}
      />
      <VatStatusCard company={company} readOnly={!canWrite} />
      {canDelete && (
        <Paper withBorder p="md" component="section" aria-label={t('companies.delete.title')}>
          <Group justify="space-between" align="center">
            <Stack gap={2}>
              <Title order={2} size="h4">
                {t('companies.delete.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('companies.delete.hint')}
              </Text>
            </Stack>
            <Button
              color="red"
              variant="light"
              onClick={() => deletion.open({ id: company.id, name: company.legalName })}
              data-testid="company-delete"
            >
              {t('companies.actions.delete')}
            </Button>
          </Group>
        </Paper>
      )}
      {deletion.dialog}
    </Stack>
  );
}
