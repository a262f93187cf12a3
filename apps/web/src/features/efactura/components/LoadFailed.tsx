import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A part of a page whose list did not load ("Lista nu s-a încărcat"); the rest stays usable. */
export function LoadFailed() {
  const { t } = useTranslation();
  return (
    <Text c="red" size="sm" role="alert" data-testid="efactura-load-failed">
      {t('efactura.load-failed')}
    </Text>
  );
}
