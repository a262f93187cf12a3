import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { RESUBSCRIBED_EVENT } from '../../../shared/realtime/realtime-context';
import { useRealtimeEvent } from '../../../shared/realtime/useRealtimeEvent';
import { useCompanyOutlet } from '../../companies/pages/CompanyLayout';
import { finishActivation } from '../anaf-spv.api';
import { useConnectionQuery, useRefreshConnection } from '../anaf-spv.queries';
import { AccountantInvitationSection } from '../components/AccountantInvitationSection';
import { ActivationSteps } from '../components/ActivationSteps';
import { AutoSendSection } from '../components/AutoSendSection';
import { CertificateSection } from '../components/CertificateSection';
import { DeactivateModal } from '../components/DeactivateModal';
import { PostbackAlert } from '../components/PostbackAlert';
import { StatusSection } from '../components/StatusSection';
import { concernsConnection } from '../connection-events';
import { usePostback } from '../usePostback';
import { useSpvPermissions } from '../useSpvPermissions';

/**
 * /my-companies/:id/anaf-spv: the company's connection to ANAF's private space (spec 02 §4 Tax
 * connection): status, activation steps, certificate expiry, automatic sending, the accountant's
 * invitation, deactivation. Without a change permission everything is shown read-only.
 */
export function AnafSpvPage() {
  const { t } = useTranslation();
  const { company } = useCompanyOutlet();
  const { canRead, canWrite, canDelete } = useSpvPermissions(company.id);
  const query = useConnectionQuery(company.id, canRead);
  const refresh = useRefreshConnection(company.id);
  const finish = useCallback(
    (body: Parameters<typeof finishActivation>[1]) => finishActivation(company.id, body),
    [company.id],
  );
  const postback = usePostback(finish, () => void refresh());
  // An accountant may finish the activation elsewhere while this page is open: its notification
  // (or a reconnect, after which events may have been missed) reloads the connection.
  useRealtimeEvent((event) => {
    if (event.event === RESUBSCRIBED_EVENT || concernsConnection(event, company.id)) void refresh();
  });
  const [deactivating, setDeactivating] = useState(false);
  const connection = query.data;

  if (!canRead) {
    return (
      <Alert color="gray" data-testid="spv-no-permission">
        {t('anaf-spv.no-permission')}
      </Alert>
    );
  }

  return (
    <Stack gap="md" data-testid="spv-page">
      {postback.code && <PostbackAlert code={postback.code} onClose={postback.dismiss} />}
      {query.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : !connection ? (
        <Alert color="red" data-testid="spv-load-failed">
          {query.error instanceof ApiError && query.error.status === 403
            ? t('errors.no-permissions')
            : t('anaf-spv.load-failed')}
        </Alert>
      ) : (
        <>
          <StatusSection
            connection={connection}
            mayDeactivate={canDelete}
            onDeactivate={() => setDeactivating(true)}
          />
          {(connection.status !== 'active' || postback.code === 'success') && (
            <ActivationSteps companyId={company.id} connection={connection} canWrite={canWrite} />
          )}
          {canWrite && connection.status !== 'active' && (
            <AccountantInvitationSection companyId={company.id} />
          )}
          <CertificateSection
            key={connection.certificateExpiresAt ?? ''}
            companyId={company.id}
            connection={connection}
            canWrite={canWrite}
          />
          <AutoSendSection
            key={String(connection.autoSendAfterHours)}
            companyId={company.id}
            connection={connection}
            canWrite={canWrite}
          />
          <DeactivateModal
            companyId={company.id}
            opened={deactivating}
            onClose={() => setDeactivating(false)}
          />
        </>
      )}
    </Stack>
  );
}
