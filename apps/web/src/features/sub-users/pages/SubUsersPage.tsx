import type { SubUser } from '@app/domain/sub-users/sub-user.schemas';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/format';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/permissions';
import { useCompaniesQuery } from '../../../shared/session/session.queries';
import { ConfirmDeleteModal } from '../../../shared/sub-resources/ConfirmDeleteModal';
import { SUB_USERS_PATH } from '../sub-users.api';
import { useDeleteSubUser, useResendInvitation, useSubUsersQuery } from '../sub-users.queries';

/** Users and permissions: who works in the account, on which companies, and their invitations. */
export function SubUsersPage() {
  const { t } = useTranslation();
  const users = useSubUsersQuery();
  const canWrite = useCan('sub-users.write');
  const canDelete = useCan('sub-users.delete');
  return (
    <Stack gap="lg" data-testid="sub-users-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('sub-users.title')}
        </Title>
        {canWrite && (
          <Button component={Link} to={`${SUB_USERS_PATH}/create`} data-testid="sub-users-create">
            {t('sub-users.create')}
          </Button>
        )}
      </Group>
      {users.isPending ? (
        <Loader size="sm" />
      ) : users.isError ? (
        <Alert color="red">{t('errors.generic')}</Alert>
      ) : (
        <UsersTable users={users.data} canWrite={canWrite} canDelete={canDelete} />
      )}
    </Stack>
  );
}

function UsersTable({
  users,
  canWrite,
  canDelete,
}: {
  users: SubUser[];
  canWrite: boolean;
  canDelete: boolean;
}) {
  const { t, i18n } = useTranslation();
  const companies = useCompaniesQuery().data ?? [];
  const nameOf = (id: string) => companies.find((company) => company.id === id)?.name ?? '—';
  const remove = useDeleteSubUser();
  const resend = useResendInvitation();
  const [deleting, setDeleting] = useState<SubUser | null>(null);
  return (
    <Table.ScrollContainer minWidth={720}>
      <ConfirmDeleteModal
        opened={deleting !== null}
        textPrefix="sub-users"
        title={t('sub-users.delete.title')}
        message={t('sub-users.delete.message', {
          name: deleting ? `${deleting.fname} ${deleting.lname}` : '',
        })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          setDeleting(null);
          notifySuccess(t('sub-users.delete.done'));
        }}
      />
      <Table verticalSpacing="sm" data-testid="sub-users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sub-users.name')}</Table.Th>
            <Table.Th>{t('sub-users.email')}</Table.Th>
            <Table.Th>{t('sub-users.role')}</Table.Th>
            <Table.Th>{t('sub-users.companies')}</Table.Th>
            <Table.Th>{t('sub-users.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="sub-user-row">
              <Table.Td>
                {user.fname} {user.lname}
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{t(`sub-users.roles.${user.role}`)}</Table.Td>
              <Table.Td>
                {user.role === 'admin' || user.allCompanies
                  ? t('sub-users.all-companies')
                  : user.myCompanyIds.map(nameOf).join(', ')}
              </Table.Td>
              <Table.Td>
                {user.invitationExpiresAt ? (
                  <Badge variant="light" color="yellow">
                    {t('sub-users.invited-until', {
                      date: formatDate(user.invitationExpiresAt, undefined, i18n.language),
                    })}
                  </Badge>
                ) : (
                  <Badge variant="light" color="green">
                    {t('sub-users.active')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right">
                {(canWrite || canDelete) && !user.current && (
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {canWrite && (
                      <Anchor
                        component={Link}
                        to={`${SUB_USERS_PATH}/${user.id}`}
                        size="sm"
                        data-testid="sub-user-edit"
                      >
                        {t('sub-users.edit')}
                      </Anchor>
                    )}
                    {canWrite && user.invitationExpiresAt && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        loading={resend.isPending && resend.variables === user.id}
                        onClick={() =>
                          resend.mutate(user.id, {
                            onSuccess: () => notifySuccess(t('sub-users.invitation-sent')),
                            onError: notifyApiError,
                          })
                        }
                      >
                        {t('sub-users.resend')}
                      </Button>
                    )}
                    {canDelete && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        data-testid="sub-user-delete"
                        onClick={() => setDeleting(user)}
                      >
                        {t('sub-users.actions.delete')}
                      </Button>
                    )}
                  </Group>
                )}
                {user.current && (
                  <Text size="sm" c="dimmed">
                    {t('sub-users.you')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
