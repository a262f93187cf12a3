import { Anchor, Badge, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { RouteTabs } from '../../../shared/layout/RouteTabs';
import { useUpdateCompanyListEntry } from '../../../shared/session/selected-company';
import { useCompanyQuery } from '../companies.queries';
import type { Company } from '../companies.types';
import { tabOfPath, tabPath, visibleCompanyTabs } from '../company-tabs';
import { SpvStatusBadge } from '../components/SpvStatusBadge';
import { useCompanyPermissions } from '../useCompanyPermissions';

export interface CompanyOutletContext {
  company: Company;
}

/** The company a tab belongs to, loaded once by the layout. */
export function useCompanyOutlet(): CompanyOutletContext {
  return useOutletContext<CompanyOutletContext>();
}

/** /my-companies/:id and its tabs: the company's name, the tab bar (links) and the active tab. */
export function CompanyLayout() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const query = useCompanyQuery(id);
  const updateListEntry = useUpdateCompanyListEntry();
  const company = query.data;
  const tab = tabOfPath(pathname, id);
  const { canReadBilling } = useCompanyPermissions(id);

  // The selector shows each company's SPV status: a freshly loaded company brings the latest one.
  useEffect(() => {
    if (company)
      updateListEntry(company.id, { anafSpvStatus: company.anafSpvStatus, name: company.legalName });
  }, [company, updateListEntry]);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError || !company) {
    return (
      <Container size="lg" py="md">
        <LoadErrorAlert
          error={query.error}
          title={t('companies.details.load-failed')}
          backTo="/my-companies"
          backLabel={t('companies.list.back')}
          data-testid="company-load-error"
        />
      </Container>
    );
  }

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Anchor component={Link} to="/my-companies" size="sm">
            ← {t('companies.list.title')}
          </Anchor>
          <Group gap="sm" align="center">
            <Title order={1} size="h2" data-testid="company-title">
              {company.legalName}
            </Title>
            {company.vatPayer && <Badge variant="light">{t('companies.vat.payer')}</Badge>}
            <SpvStatusBadge status={company.anafSpvStatus} />
          </Group>
          <Text c="dimmed" size="sm">
            {t('companies.fields.businessId')}: {company.vatCode}
          </Text>
        </Stack>
        <RouteTabs
          tabs={visibleCompanyTabs(tab, canReadBilling)}
          value={tab}
          label={t('companies.tabs.label')}
          tabLabel={(value) => t(`companies.tabs.${value}`)}
          onSelect={(value) => navigate(tabPath(company.id, value))}
          testIdPrefix="company-tab"
        >
          <Outlet context={{ company } satisfies CompanyOutletContext} />
        </RouteTabs>
      </Stack>
    </Container>
  );
}
