import type { SecurityEvent, SessionItem } from '@app/domain/auth/security.schemas';
import { deviceLabel } from '@app/domain/auth/sign-in-origin';
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { useIdentity } from '../../../shared/session/identity.queries';
import { AccountPageLayout } from '../components/AccountPageLayout';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useSecurityEventsQuery,
  useSessionsQuery,
} from './security.queries';

/** Where the account is signed in (end one session or all the others) and its security log. */
export function SessionsPage() {
  const { t } = useTranslation();
  const sessions = useSessionsQuery();
  const endOthers = useEndOtherSessionsMutation();
  const others = (sessions.data ?? []).filter((session) => !session.current);
  return (
    <AccountPageLayout
      title={t('account.sessions.title')}
      intro={t('account.sessions.intro')}
      testId="account-sessions"
    >
      <Stack gap="xl">
        {sessions.isPending ? (
          <Loader size="sm" />
        ) : sessions.isError ? (
          <Alert color="red">{t('errors.generic')}</Alert>
        ) : (
          <Stack gap="sm">
            <SessionsTable sessions={sessions.data} />
            {others.length > 0 && (
              <Group>
                <Button
                  variant="default"
                  color="red"
                  loading={endOthers.isPending}
                  data-testid="sessions-end-others"
                  onClick={() =>
                    endOthers.mutate(undefined, {
                      onSuccess: () => notifySuccess(t('account.sessions.others-ended')),
                      onError: notifyApiError,
                    })
                  }
                >
                  {t('account.sessions.end-others')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
        <SecurityLog />
      </Stack>
    </AccountPageLayout>
  );
}

function SessionsTable({ sessions }: { sessions: SessionItem[] }) {
  const { t, i18n } = useTranslation();
  const timezone = useIdentity()?.timezone;
  const end = useEndSessionMutation();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" data-testid="sessions-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('account.sessions.device')}</Table.Th>
            <Table.Th>{t('account.sessions.ip')}</Table.Th>
            <Table.Th>{t('account.sessions.last-seen')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => (
            <Table.Tr key={session.id} data-testid="session-row">
              <Table.Td>
                <Group gap="xs">
                  <Text size="sm">{deviceLabel(session, t('account.sessions.unknown-device'))}</Text>
                  {session.current && (
                    <Badge variant="light" color="green">
                      {t('account.sessions.current')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{session.ip ?? '—'}</Table.Td>
              <Table.Td>{formatDateTime(session.lastSeenAt, timezone, i18n.language)}</Table.Td>
              <Table.Td ta="right">
                {!session.current && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    loading={end.isPending && end.variables === session.id}
                    data-testid="session-end"
                    onClick={() =>
                      end.mutate(session.id, {
                        onSuccess: () => notifySuccess(t('account.sessions.ended')),
                        onError: notifyApiError,
                      })
                    }
                  >
                    {t('account.sessions.end')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SecurityLog() {
  const { t, i18n } = useTranslation();
  const timezone = useIdentity()?.timezone;
  const events = useSecurityEventsQuery();
  const rows: SecurityEvent[] = events.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('account.sessions.log-title')}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" data-testid="security-log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('account.sessions.when')}</Table.Th>
              <Table.Th>{t('account.sessions.event')}</Table.Th>
              <Table.Th>{t('account.sessions.device')}</Table.Th>
              <Table.Th>{t('account.sessions.ip')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((event) => (
              <Table.Tr key={event.id} data-testid="security-log-row">
                <Table.Td>{formatDateTime(event.createdAt, timezone, i18n.language)}</Table.Td>
                <Table.Td>{t(`account.sessions.events.${event.type}`)}</Table.Td>
                <Table.Td>{deviceLabel(event, t('account.sessions.unknown-device'))}</Table.Td>
                <Table.Td>{event.ip ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
