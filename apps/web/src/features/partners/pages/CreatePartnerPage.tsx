import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../../shared/notify/notify';
import { PartnerForm } from '../partner-form/PartnerForm';
import { emptyPartnerValues } from '../partner-form/partner-form-values';
import { partnerPagePath } from '../partner-paths';
import { useCreatePartnerMutation } from '../partners.queries';
import { usePartnersCompany } from '../usePartnersCompany';

/** /partners/create: a client or supplier, company or natural person; a CUI fills it from the registry. */
export function CreatePartnerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { companyId } = usePartnersCompany();
  const create = useCreatePartnerMutation(companyId);
  const initialValues = useMemo(() => emptyPartnerValues(), []);

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to="/partners" size="sm">
            ← {t('partners.list.title')}
          </Anchor>
          <Title order={1} size="h2" data-testid="partner-create-title">
            {t('partners.create.title')}
          </Title>
          <Text c="dimmed">{t('partners.create.intro')}</Text>
        </Stack>
        <PartnerForm
          mode="create"
          initialValues={initialValues}
          submitLabel={t('partners.create.submit')}
          actions={
            <Button component={Link} to="/partners" variant="default">
              {t('partners.actions.cancel')}
            </Button>
          }
          onSubmit={async (payload) => {
            const partner = await create.mutateAsync(payload);
            notifySuccess(t('partners.create.success', { name: partner.name }));
            navigate(partnerPagePath(partner.id));
          }}
        />
      </Stack>
    </Container>
  );
}
