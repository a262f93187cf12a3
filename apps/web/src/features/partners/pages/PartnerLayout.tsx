import type { Partner } from '@app/domain/partners/partner.schemas';
import { Anchor, Badge, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { RouteTabs } from '../../../shared/layout/RouteTabs';
import type { SubResourceScope } from '../../../shared/sub-resources/sub-resource-scope';
import { PARTNER_TABS, partnerPagePath, partnerTabOfPath } from '../partner-paths';
import { partnerPath } from '../partners.api';
import { partnerKeys, usePartnerQuery } from '../partners.queries';
import { usePartnersCompany } from '../usePartnersCompany';

export interface PartnerOutletContext {
  partner: Partner;
  companyId: string;
  canWrite: boolean;
  canDelete: boolean;
}

/** The partner a tab belongs to, loaded once by the layout. */
export function usePartnerOutlet(): PartnerOutletContext {
  return useOutletContext<PartnerOutletContext>();
}

/** The open partner as the owner of its addresses, contacts and bank accounts. */
export function usePartnerSubResourceScope(): SubResourceScope {
  const { partner, companyId, canWrite, canDelete } = usePartnerOutlet();
  return {
    apiPath: partnerPath(companyId, partner.id),
    pagePath: partnerPagePath(partner.id),
    queryKey: partnerKeys.detail(companyId, partner.id),
    textPrefix: 'partners',
    canWrite,
    canDelete,
  };
}

/** /partners/:id and its tabs: the partner's name, the tab bar (links) and the active tab. */
export function PartnerLayout() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { companyId, canWrite, canDelete } = usePartnersCompany();
  const query = usePartnerQuery(companyId, id);
  const partner = query.data;
  const tab = partnerTabOfPath(pathname, id);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError || !partner) {
    return (
      <Container size="lg" py="md">
        <LoadErrorAlert
          error={query.error}
          title={t('partners.details.load-failed')}
          backTo="/partners"
          backLabel={t('partners.list.back')}
          data-testid="partner-load-error"
        />
      </Container>
    );
  }

  const ids = [partner.businessId, partner.internationalBusinessId, partner.personId]
    .filter(Boolean)
    .join(' · ');
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Anchor component={Link} to="/partners" size="sm">
            ← {t('partners.list.title')}
          </Anchor>
          <Group gap="sm" align="center">
            <Title order={1} size="h2" data-testid="partner-title">
              {partner.name}
            </Title>
            <Badge variant="light">{t(`partners.roles.${partner.role}`)}</Badge>
            <Badge variant="light" color="gray">
              {t(`partners.types.${partner.type}`)}
            </Badge>
          </Group>
          {ids && (
            <Text c="dimmed" size="sm">
              {ids}
            </Text>
          )}
        </Stack>
        <RouteTabs
          tabs={PARTNER_TABS}
          value={tab}
          label={t('partners.tabs.label')}
          tabLabel={(value) => t(`partners.tabs.${value}`)}
          onSelect={(value) => navigate(partnerPagePath(partner.id, value))}
          testIdPrefix="partner-tab"
        >
          <Outlet context={{ partner, companyId, canWrite, canDelete } satisfies PartnerOutletContext} />
        </RouteTabs>
      </Stack>
    </Container>
  );
}
