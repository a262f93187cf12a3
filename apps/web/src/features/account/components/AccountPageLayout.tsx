import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A section of "My account": a way back to the overview, the title, an introduction and the content. */
export function AccountPageLayout({
  title,
  intro,
  children,
  testId,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={560} data-testid={testId}>
      <Anchor component={Link} to="/my-account" size="sm" data-testid="account-back">
        ← {t('account.title')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
