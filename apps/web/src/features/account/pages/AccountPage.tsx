import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIdentity } from '../../../shared/session/identity.queries';
import { DeleteAccountModal } from '../components/DeleteAccountModal';
import classes from './AccountPage.module.css';
import { VERIFY_EMAIL_PATH } from './verify-email-path';

interface SectionLink {
  to: string;
  key: string;
  testId: string;
}

const SECTIONS: SectionLink[] = [
  { to: '/my-account/change-details', key: 'details', testId: 'account-link-details' },
  { to: '/my-account/change-email', key: 'email', testId: 'account-link-email' },
  { to: '/my-account/change-password', key: 'password', testId: 'account-link-password' },
  { to: '/my-account/two-factor-authentication', key: 'two-factor', testId: 'account-link-two-factor' },
  { to: '/my-account/passkeys', key: 'passkeys', testId: 'account-link-passkeys' },
  { to: '/my-account/sessions', key: 'sessions', testId: 'account-link-sessions' },
  { to: '/my-account/exports', key: 'exports', testId: 'account-link-exports' },
];

/** "My account": who is signed in, links to each section, and account deletion. */
export function AccountPage() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const [deleting, setDeleting] = useState(false);

  return (
    <Stack gap="lg" maw={900} data-testid="account-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('account.title')}
        </Title>
        {identity && (
          <Group gap="xs">
            <Text fw={600} data-testid="account-name">
              {identity.fname} {identity.lname}
            </Text>
            <Text c="dimmed">{identity.email}</Text>
            {identity.emailVerifiedAt ? (
              <Badge color="green" variant="light">
                {t('account.overview.verified')}
              </Badge>
            ) : (
              <Badge component={Link} to={VERIFY_EMAIL_PATH} color="orange" variant="light">
                {t('account.overview.unverified')}
              </Badge>
            )}
          </Group>
        )}
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SECTIONS.map((section) => (
          <UnstyledButton
            key={section.key}
            component={Link}
            to={section.to}
            className={classes.link}
            data-testid={section.testId}
          >
            <Card withBorder padding="md" radius="md" h="100%">
              <Text fw={600}>{t(`account.overview.${section.key}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`account.overview.${section.key}.text`)}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>

      <Card
        withBorder
        padding="md"
        radius="md"
        className={classes.danger}
        data-testid="account-delete-section"
      >
        <Stack gap="xs">
          <Text fw={600}>{t('account.delete.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('account.delete.text')}
          </Text>
          <Group>
            <Button
              color="red"
              variant="outline"
              onClick={() => setDeleting(true)}
              data-testid="account-delete-open"
            >
              {t('account.delete.open')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
    </Stack>
  );
}
