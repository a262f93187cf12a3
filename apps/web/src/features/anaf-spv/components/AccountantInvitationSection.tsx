import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiStatus } from '../../../shared/api/api-error';
import { useFormat } from '../../../shared/format/useFormat';
import { useCreateInvitationMutation, useInvitationQuery } from '../anaf-spv.queries';
import { useSpvErrorNotice } from '../useSpvErrorNotice';
import { SpvSection } from './SpvSection';

/**
 * The alternative to the user's own certificate (spec 02 §4): a signed link for the accountant,
 * who opens it and authorizes with their certificate. Valid for a few days; a new one can be made.
 */
export function AccountantInvitationSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useInvitationQuery(companyId, true);
  const create = useCreateInvitationMutation(companyId);
  const notice = useSpvErrorNotice();
  // No invitation yet reads as "none", whether the server says so with null or with a 404.
  const invitation = query.data ?? null;
  const failed = query.isError && !isApiStatus(query.error, 404);
  const expired = invitation !== null && Date.parse(invitation.expiresAt) <= Date.now();

  return (
    <SpvSection
      id="spv-accountant-title"
      title={t('anaf-spv.accountant-invite.title')}
      description={t('anaf-spv.accountant-invite.description')}
      data-testid="spv-accountant"
    >
      {failed && (
        <Alert color="red" data-testid="spv-accountant-failed">
          {t('anaf-spv.accountant-invite.load-failed')}
        </Alert>
      )}
      {invitation && (
        <Stack gap="xs">
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label={t('anaf-spv.accountant-invite.link')}
              value={invitation.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1 }}
              data-testid="spv-accountant-link"
            />
            <CopyButton value={invitation.url}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'default'}
                  color={copied ? 'green' : undefined}
                  onClick={copy}
                  data-testid="spv-accountant-copy"
                >
                  {t(copied ? 'anaf-spv.accountant-invite.copied' : 'anaf-spv.accountant-invite.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c={expired ? 'red' : 'dimmed'} data-testid="spv-accountant-expiry">
            {t(expired ? 'anaf-spv.accountant-invite.expired' : 'anaf-spv.accountant-invite.expires', {
              time: format.dateTime(invitation.expiresAt),
            })}
          </Text>
        </Stack>
      )}
      <Group>
        <Button
          variant={invitation ? 'default' : 'filled'}
          onClick={() => create.mutate(undefined, { onError: notice })}
          loading={create.isPending}
          disabled={query.isPending}
          data-testid="spv-accountant-create"
        >
          {t(invitation ? 'anaf-spv.accountant-invite.renew' : 'anaf-spv.accountant-invite.create')}
        </Button>
      </Group>
    </SpvSection>
  );
}
