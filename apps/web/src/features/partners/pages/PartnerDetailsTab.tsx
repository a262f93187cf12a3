import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../shared/notify/notify';
import { useDeletePartnerDialog } from '../delete/useDeletePartnerDialog';
import { PartnerForm } from '../partner-form/PartnerForm';
import { partnerToFormValues } from '../partner-form/partner-form-values';
import { useUpdatePartnerMutation } from '../partners.queries';
import { usePartnerOutlet } from './PartnerLayout';

/** /partners/:id: the partner's details and its deletion. */
export function PartnerDetailsTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { partner, companyId, canWrite, canDelete } = usePartnerOutlet();
  const update = useUpdatePartnerMutation(companyId, partner.id);
  const deletion = useDeletePartnerDialog(companyId, () => navigate('/partners'));
  // The form starts from the partner as loaded; a save makes its values the new baseline.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only another partner restarts the form
  const initialValues = useMemo(() => partnerToFormValues(partner), [partner.id]);

  return (
    <Stack gap="lg">
      <PartnerForm
        key={partner.id}
        mode="edit"
        initialValues={initialValues}
        submitLabel={t('partners.details.submit')}
        readOnly={!canWrite}
        onSubmit={async (payload) => {
          await update.mutateAsync(payload);
          notifySuccess(t('partners.details.saved'));
        }}
      />
      {canDelete && (
        <Paper withBorder p="md" component="section" aria-label={t('partners.delete.title')}>
          <Group justify="space-between" align="center">
            <Stack gap={2}>
              <Title order={2} size="h4">
                {t('partners.delete.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('partners.delete.hint')}
              </Text>
            </Stack>
            <Button
              color="red"
              variant="light"
              onClick={() => deletion.open({ id: partner.id, name: partner.name })}
              data-testid="partner-delete"
            >
              {t('partners.actions.delete')}
            </Button>
          </Group>
        </Paper>
      )}
      {deletion.dialog}
    </Stack>
  );
}
