import { Button, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The first line of an invoice's RO e-Factura block, client or supplier: the title, what the block
 * says of the invoice (`badge`) and, except on the messages page itself, the link to it.
 */
export function EfacturaPanelHeading({
  badge,
  messagesPath,
}: {
  badge: ReactNode;
  /** null on the messages page itself. */
  messagesPath: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="center">
      <Group gap="sm">
        <Title order={2} size="h5">
          {t('efactura.panel.title')}
        </Title>
        {badge}
      </Group>
      {messagesPath && (
        <Button
          variant="subtle"
          size="compact-sm"
          component={Link}
          to={messagesPath}
          data-testid="efactura-messages-link"
        >
          {t('efactura.actions.messages')}
        </Button>
      )}
    </Group>
  );
}
