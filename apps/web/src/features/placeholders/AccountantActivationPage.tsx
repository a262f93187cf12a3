import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The link parameters an accountant's invitation carries (spec 01 §2, accountant activation page). */
const LINK_PARAMS = ['businessId', 'businessName', 'userName', 'expiry', 'other', 'sig'] as const;

/**
 * /anaf-spv, outside the guards: shows what the link says and that activation by an accountant is
 * coming. The verify / finish calls arrive with the companies feature's SPV work.
 */
export function AccountantActivationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const complete = LINK_PARAMS.every((name) => params.get(name));
  return (
    <Stack gap="md" data-testid="accountant-activation">
      <Title order={2} size="h3">
        {t('shell.accountant.title')}
      </Title>
      {complete ? (
        <List spacing={4} listStyleType="none">
          <List.Item>
            <Text span fw={500}>
              {t('shell.accountant.business-id')}:
            </Text>{' '}
            {params.get('businessId')}
          </List.Item>
          <List.Item>
            <Text span fw={500}>
              {t('shell.accountant.business-name')}:
            </Text>{' '}
            {params.get('businessName')}
          </List.Item>
          <List.Item>
            <Text span fw={500}>
              {t('shell.accountant.user-name')}:
            </Text>{' '}
            {params.get('userName')}
          </List.Item>
        </List>
      ) : (
        <Alert color="red" role="alert">
          {t('shell.accountant.invalid')}
        </Alert>
      )}
      <Alert color="blue">{t('shell.accountant.coming')}</Alert>
    </Stack>
  );
}
