import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Welcome } from './welcome';

interface WelcomeModalProps {
  welcome: Welcome | null;
  companyName: string;
  onClose: () => void;
}

/** Shown once after the first company: what the account can do now, or a product's Smart launch. */
export function WelcomeModal({ welcome, companyName, onClose }: WelcomeModalProps) {
  const { t } = useTranslation();
  const smart = welcome?.kind === 'smart-launch';
  const product = smart
    ? t(`companies.welcome.products.${welcome.product}`, { defaultValue: welcome.product })
    : '';
  return (
    <Modal
      opened={welcome !== null}
      onClose={onClose}
      title={smart ? t('companies.welcome.smart.title', { product }) : t('companies.welcome.title')}
      size="lg"
      centered
      data-testid="welcome-modal"
    >
      <Stack gap="md">
        {smart ? (
          <>
            <Text>{t('companies.welcome.smart.text', { product, name: companyName })}</Text>
            <List spacing="xs">
              <List.Item>{t('companies.welcome.smart.stock')}</List.Item>
              <List.Item>{t('companies.welcome.smart.free')}</List.Item>
            </List>
          </>
        ) : (
          <>
            <Text>{t('companies.welcome.text', { name: companyName })}</Text>
            <List spacing="xs">
              <List.Item>{t('companies.welcome.basic')}</List.Item>
              <List.Item>{t('companies.welcome.spv')}</List.Item>
              <List.Item>{t('companies.welcome.partners')}</List.Item>
            </List>
          </>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="welcome-close">
            {t('companies.welcome.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
