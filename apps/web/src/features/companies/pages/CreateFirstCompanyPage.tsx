import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/i18n/LanguageSwitch';
import { notifySuccess } from '../../../shared/notify/notify';
import { useIdentity } from '../../../shared/session/identity.queries';
import { useLogout } from '../../../shared/session/useLogout';
import { useCreateCompanyMutation } from '../companies.queries';
import type { Company, CompanyUpdatePayload } from '../companies.types';
import { CompanyForm } from '../company-form/CompanyForm';
import { signupPrefill } from '../company-form/company-form-values';
import { useSelectCreatedCompany } from '../useSelectCreatedCompany';
import { WelcomeModal } from '../welcome/WelcomeModal';
import { rememberWelcomeShown, type Welcome, welcomeFor, welcomeWasShown } from '../welcome/welcome';

/**
 * /create-first-company: onboarding of a verified user without a company. The form starts from the
 * company named at signup; after creation a welcome shows once (as the identity's flags say), and
 * closing it selects the company and opens the dashboard.
 */
export function CreateFirstCompanyPage() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const logout = useLogout();
  const create = useCreateCompanyMutation();
  const selectCreated = useSelectCreatedCompany();
  const [created, setCreated] = useState<{ company: Company; welcome: Welcome | null } | null>(null);
  const initialValues = useMemo(
    () =>
      signupPrefill({
        signupCompanyBusinessId: identity?.signupCompanyBusinessId ?? null,
        signupCompanyLegalName: identity?.signupCompanyLegalName ?? null,
      }),
    [identity?.signupCompanyBusinessId, identity?.signupCompanyLegalName],
  );

  // The lists are refreshed only once the welcome is closed: guards that send a user with companies
  // away from this page would otherwise close it before it is read.
  const finish = async (company: Company) => {
    notifySuccess(t('companies.create.success', { name: company.legalName }));
    await selectCreated(company.id);
  };

  const onSubmit = async (payload: CompanyUpdatePayload) => {
    const company = await create.mutateAsync({ ...payload, tos: true });
    const userId = identity?.id ?? 'anonymous';
    const welcome = welcomeFor(identity?.featureFlags ?? {}, welcomeWasShown(userId));
    if (welcome === null) {
      await finish(company);
      return;
    }
    rememberWelcomeShown(userId);
    setCreated({ company, welcome });
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Text fw={700}>{t('app.name')}</Text>
          <Group gap="sm">
            <LanguageSwitch />
            <Button variant="subtle" size="compact-sm" onClick={logout.run} loading={logout.isPending}>
              {t('companies.first.logout')}
            </Button>
          </Group>
        </Group>
        <Stack gap="xs">
          <Title order={1} size="h2" data-testid="first-company-title">
            {identity
              ? t('companies.first.title', { name: identity.fname })
              : t('companies.first.title-anonymous')}
          </Title>
          <Text>{t('companies.first.intro')}</Text>
          <Text c="dimmed" size="sm">
            {t('companies.first.lookup-tip')}
          </Text>
        </Stack>
        <CompanyForm
          mode="create"
          initialValues={initialValues}
          submitLabel={t('companies.first.submit')}
          readOnly={created !== null}
          onSubmit={onSubmit}
        />
      </Stack>
      <WelcomeModal
        welcome={created?.welcome ?? null}
        companyName={created?.company.legalName ?? ''}
        onClose={() => {
          if (!created) return;
          setCreated({ ...created, welcome: null });
          void finish(created.company);
        }}
      />
    </Container>
  );
}
