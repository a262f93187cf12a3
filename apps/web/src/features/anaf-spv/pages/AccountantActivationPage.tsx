import { Alert, Button, Center, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { linkParamsOf, linkProblemOf } from '../accountant-link';
import { finishAccountantActivation, verifyAccountantLink } from '../anaf-spv.api';
import { AccountantStartModal } from '../components/AccountantStartModal';
import { PostbackAlert } from '../components/PostbackAlert';
import { usePostback } from '../usePostback';

const AUTHORISES = ['send', 'receive', 'messages', 'certificate', 'no-account'] as const;

/**
 * /anaf-spv, outside the guards (spec 01 §2 Accountant activation page): the accountant opens the
 * link a company's user made, sees which company it is for and what they authorise, and starts the
 * authorization with their own certificate. ANAF's answer comes back here as `?postback=<code>`.
 */
export function AccountantActivationPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [search] = useSearchParams();
  const [params] = useState(() => linkParamsOf(search));
  const [opened, setOpened] = useState(false);
  const verify = useQuery({
    queryKey: ['anaf-spv', 'accountant-verify', params],
    queryFn: ({ signal }) =>
      params ? verifyAccountantLink(params, signal) : Promise.reject(new Error('incomplete link')),
    enabled: params !== null,
    retry: false,
    meta: { silent: true },
  });
  const postback = usePostback(finishAccountantActivation, () => void verify.refetch());
  const done = postback.code === 'success';
  const problem = params === null ? 'invalid' : verify.isError ? linkProblemOf(verify.error) : null;
  const link = verify.data;

  return (
    <Stack gap="md" data-testid="accountant-activation">
      <Title order={2} size="h3">
        {t('anaf-spv.accountant.title')}
      </Title>
      {postback.code && <PostbackAlert code={postback.code} onClose={postback.dismiss} />}
      {problem && !done && (
        <Alert color="red" role="alert" data-testid="accountant-problem" data-problem={problem}>
          {t(`anaf-spv.accountant.problem.${problem}`)}
        </Alert>
      )}
      {params && verify.isPending && (
        <Center>
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      )}
      {params && (
        <List spacing={4} listStyleType="none" data-testid="accountant-company">
          <List.Item>
            <Text span fw={500}>
              {t('anaf-spv.accountant.business-id')}:
            </Text>{' '}
            <span data-testid="accountant-business-id">{link?.businessId ?? params.businessId}</span>
          </List.Item>
          <List.Item>
            <Text span fw={500}>
              {t('anaf-spv.accountant.business-name')}:
            </Text>{' '}
            <span data-testid="accountant-business-name">{link?.businessName ?? params.businessName}</span>
          </List.Item>
          <List.Item>
            <Text span fw={500}>
              {t('anaf-spv.accountant.user-name')}:
            </Text>{' '}
            <span data-testid="accountant-user-name">{link?.userName ?? params.userName}</span>
          </List.Item>
          {link && (
            <List.Item>
              <Text span fw={500}>
                {t('anaf-spv.accountant.expiry')}:
              </Text>{' '}
              {format.dateTime(link.expiry)}
            </List.Item>
          )}
        </List>
      )}
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('anaf-spv.accountant.authorises-title')}
        </Text>
        <List size="sm" spacing={4} data-testid="accountant-authorises">
          {AUTHORISES.map((item) => (
            <List.Item key={item}>{t(`anaf-spv.accountant.authorises.${item}`)}</List.Item>
          ))}
        </List>
      </Stack>
      {!done && (
        <Button
          onClick={() => setOpened(true)}
          disabled={!link || problem !== null}
          data-testid="accountant-submit"
        >
          {t('anaf-spv.accountant.submit')}
        </Button>
      )}
      {params && <AccountantStartModal params={params} opened={opened} onClose={() => setOpened(false)} />}
    </Stack>
  );
}
