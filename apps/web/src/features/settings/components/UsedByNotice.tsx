import { Alert, List } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A notice naming the kinds of rows that use the one on screen (settings.delete-blocked.<reason>). */
export function UsedByNotice({
  usedBy,
  color = 'orange',
  title,
  children,
  testId,
}: {
  usedBy: string[];
  color?: string;
  title: string;
  children?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert color={color} title={title} role="status" data-testid={testId}>
      {children}
      {usedBy.length > 0 && (
        <List size="sm">
          {usedBy.map((reason) => (
            <List.Item key={reason}>
              {t(`settings.delete-blocked.${reason}`, { defaultValue: t('settings.delete-blocked.generic') })}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
