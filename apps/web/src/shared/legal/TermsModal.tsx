import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The terms of service as a plain overlay: over the signup form, and over the company form on creation. */
export function TermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('auth.terms.title')} size="lg">
      <Stack>
        <Text size="sm">{t('auth.terms.intro')}</Text>
        <Text size="sm">{t('auth.terms.data')}</Text>
        <Text size="sm">{t('auth.terms.liability')}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
