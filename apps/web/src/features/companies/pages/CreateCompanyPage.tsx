import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '../../../shared/notify/notify';
import { useCreateCompanyMutation } from '../companies.queries';
import { CompanyForm } from '../company-form/CompanyForm';
import { emptyCompanyValues } from '../company-form/company-form-values';
import { useSelectCreatedCompany } from '../useSelectCreatedCompany';

/** /my-companies/create: another company of the account. */
export function CreateCompanyPage() {
  const { t } = useTranslation();
  const create = useCreateCompanyMutation();
  const selectCreated = useSelectCreatedCompany();
  const initialValues = useMemo(emptyCompanyValues, []);

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to="/my-companies" size="sm">
            ← {t('companies.list.title')}
          </Anchor>
          <Title order={1} size="h2" data-testid="company-create-title">
            {t('companies.create.title')}
          </Title>
          <Text c="dimmed">{t('companies.create.intro')}</Text>
        </Stack>
        <CompanyForm
          mode="create"
          initialValues={initialValues}
          submitLabel={t('companies.create.submit')}
          actions={
            <Button component={Link} to="/my-companies" variant="default">
              {t('companies.actions.cancel')}
            </Button>
          }
          onSubmit={async (payload) => {
            const company = await create.mutateAsync({ ...payload, tos: true });
            notifySuccess(t('companies.create.success', { name: company.legalName }));
            await selectCreated(company.id);
          }}
        />
      </Stack>
    </Container>
  );
}
