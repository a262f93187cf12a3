import type { DeclarationPayload } from '@app/domain/etransport/declaration.schemas';
import type { EtransportDetail } from '@app/domain/etransport/etransport-api.schemas';
import { isDeclarationKind } from '@app/domain/etransport/etransport-states';
import { Alert, Anchor, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { PageLoader } from '../../../shared/layout/PageLoader';
import { useEtransportActions } from '../actions/useEtransportActions';
import { EtransportStateBadge } from '../components/EtransportStateBadge';
import { uitText } from '../components/uit-text';
import { useEtransportItem } from '../etransport.queries';
import { etransportPaths } from '../etransport-paths';
import { useEtransportCompany } from '../useEtransportCompany';
import { ActivityLog } from './ActivityLog';
import { DeclarationDetails } from './DeclarationDetails';
import { ViewActions } from './ViewActions';

/** A declaration or correction read-only: its state, UIT, ANAF's answers, fields and activity. */
export function EtransportViewPage() {
  const { t } = useTranslation();
  const { declarationId = '' } = useParams();
  const navigate = useNavigate();
  const { companyId } = useEtransportCompany();
  const item = useEtransportItem(companyId, declarationId);
  const actions = useEtransportActions({ companyId, onDeleted: () => navigate(etransportPaths.list()) });

  if (item.isPending) return <PageLoader />;
  if (item.isError || !isDeclarationKind(item.data.type))
    return (
      <Container size="md" py="md">
        <LoadErrorAlert
          error={item.error}
          title={item.isError ? undefined : t('etransport.view.not-a-declaration')}
          backTo={etransportPaths.list()}
          backLabel={t('etransport.actions.back')}
          data-testid="view-load-error"
        />
      </Container>
    );

  const detail = item.data;
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={etransportPaths.list()} size="sm">
          {t('etransport.actions.back')}
        </Anchor>
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1} size="h2">
                {t(`etransport.kinds.${detail.type}`)}
              </Title>
              <EtransportStateBadge state={detail.state} />
            </Group>
            <Text ff="monospace" data-testid="view-uit">
              {t('etransport.view.uit')}: {detail.uit ? uitText(detail.uit) : t('etransport.view.no-uit')}
            </Text>
            {detail.uploadIndex && (
              <Text size="sm" c="dimmed">
                {t('etransport.view.upload-index')}: {detail.uploadIndex}
              </Text>
            )}
          </Stack>
          <ViewActions companyId={companyId} detail={detail} actions={actions} />
        </Group>
        <ViewNotices detail={detail} />
        {detail.declaration ? (
          <DeclarationDetails companyId={companyId} declaration={detail.declaration as DeclarationPayload} />
        ) : (
          <ImportedFacts detail={detail} />
        )}
        <ActivityLog activity={detail.activity} />
      </Stack>
      {actions.modals}
    </Container>
  );
}

/** ANAF's refusal, the cancellation's progress, the parent of a correction and a draft child. */
function ViewNotices({ detail }: { detail: EtransportDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      {detail.errors.length > 0 && (
        <Alert color="red" title={t('etransport.view.errors-title')} data-testid="view-anaf-errors">
          <List size="sm">
            {detail.errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {detail.cancellation && (
        <Alert
          color={detail.cancellation.status === 'rejected' ? 'red' : 'yellow'}
          title={t('etransport.view.cancellation-title')}
          data-testid="view-cancellation"
        >
          <Text size="sm">{t(`etransport.view.cancellation.${detail.cancellation.status}`)}</Text>
          {detail.cancellation.errors.length > 0 && (
            <List size="sm">
              {detail.cancellation.errors.map((error) => (
                <List.Item key={error}>{error}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {detail.parentDeclarationId && (
        <Text size="sm">
          {t('etransport.view.parent')}:{' '}
          <Anchor component={Link} to={etransportPaths.view(detail.parentDeclarationId)}>
            {format.date(detail.deliveryDate)}
          </Anchor>
        </Text>
      )}
      {detail.draftChildId && (
        <Alert color="blue" data-testid="view-draft-child">
          <Group gap="xs">
            <Text size="sm">{t('etransport.view.draft-child')}</Text>
            <Anchor component={Link} to={etransportPaths.edit(detail.draftChildId)} size="sm">
              {t('etransport.view.open-draft-child')}
            </Anchor>
          </Group>
        </Alert>
      )}
    </>
  );
}

/**
 * A declaration received from ANAF's list (another firm declared it, naming the company): the list
 * gives its UIT, declarant, reference and day, not its goods or route.
 */
function ImportedFacts({ detail }: { detail: EtransportDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Alert color="blue" title={t('etransport.view.imported-title')} data-testid="view-imported">
      <Stack gap={4}>
        <Text size="sm">{t('etransport.view.imported-hint')}</Text>
        <Text size="sm">
          {t('etransport.view.imported-declarant')}: {detail.partnerName ?? '—'}
        </Text>
        {detail.referenceCode && (
          <Text size="sm">
            {t('etransport.view.imported-reference')}: {detail.referenceCode}
          </Text>
        )}
        {detail.deliveryDate && (
          <Text size="sm">
            {t('etransport.view.imported-date')}: {format.date(detail.deliveryDate)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
