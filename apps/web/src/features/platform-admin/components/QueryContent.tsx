import { Alert, Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A tab's list: a loader, the failure, the empty text, or the rows. */
export function QueryContent<T>({
  query,
  empty,
  testId,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  testId: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" data-testid={`${testId}-error`}>
        {t('errors.generic')}
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
    );
  }
  return children(query.data);
}
