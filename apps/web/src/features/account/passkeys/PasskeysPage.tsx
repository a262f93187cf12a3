import type { PasskeyItem } from '@app/domain/auth/passkey.schemas';
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { notifyApiError, notifyError, notifySuccess } from '../../../shared/notify/notify';
import { useIdentity } from '../../../shared/session/identity.queries';
import { isCeremonyAbort } from '../../../shared/webauthn/ceremony-abort';
import { AccountPageLayout } from '../components/AccountPageLayout';
import { addPasskey, fetchPasskeys, removePasskey } from './passkeys.api';

const PASSKEYS_KEY = ['auth', 'passkeys'] as const;

/** My passkeys: add one on this device, see where each was last used, remove one. */
export function PasskeysPage() {
  const { t, i18n } = useTranslation();
  const timezone = useIdentity()?.timezone;
  const client = useQueryClient();
  const passkeys = useQuery({ queryKey: PASSKEYS_KEY, queryFn: ({ signal }) => fetchPasskeys(signal) });
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: (items) => {
      client.setQueryData(PASSKEYS_KEY, items);
      notifySuccess(t('account.passkeys.added'));
    },
    onError: (error) =>
      isCeremonyAbort(error) ? notifyError(t('account.passkeys.cancelled')) : notifyApiError(error),
  });
  const remove = useMutation({
    mutationFn: removePasskey,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: PASSKEYS_KEY });
      notifySuccess(t('account.passkeys.removed'));
    },
    onError: notifyApiError,
  });
  const items: PasskeyItem[] = passkeys.data ?? [];

  return (
    <AccountPageLayout
      title={t('account.passkeys.title')}
      intro={t('account.passkeys.intro')}
      testId="account-passkeys"
    >
      <Stack gap="md">
        {!supported && <Alert color="yellow">{t('account.passkeys.unsupported')}</Alert>}
        {passkeys.isPending ? (
          <Loader size="sm" />
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="passkeys-empty">
            {t('account.passkeys.empty')}
          </Text>
        ) : (
          <Table verticalSpacing="sm" data-testid="passkeys-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('account.passkeys.name')}</Table.Th>
                <Table.Th>{t('account.passkeys.created')}</Table.Th>
                <Table.Th>{t('account.passkeys.last-used')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((passkey) => (
                <Table.Tr key={passkey.id} data-testid="passkey-row">
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm">{passkey.name}</Text>
                      {passkey.backedUp && (
                        <Badge variant="light" size="sm">
                          {t('account.passkeys.synced')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDateTime(passkey.createdAt, timezone, i18n.language)}</Table.Td>
                  <Table.Td>
                    {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt, timezone, i18n.language) : '—'}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      loading={remove.isPending && remove.variables === passkey.id}
                      onClick={() => remove.mutate(passkey.id)}
                      data-testid="passkey-remove"
                    >
                      {t('account.passkeys.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group>
          <Button
            disabled={!supported}
            loading={add.isPending}
            onClick={() => add.mutate()}
            data-testid="passkey-add"
          >
            {t('account.passkeys.add')}
          </Button>
        </Group>
      </Stack>
    </AccountPageLayout>
  );
}
