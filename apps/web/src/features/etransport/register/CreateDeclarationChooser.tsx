import { Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { etransportPaths } from '../etransport-paths';
import classes from './register.module.css';

/** The create-type chooser (spec 03 §2): a transport to a client, or from a supplier. */
export function CreateDeclarationChooser({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const choices = [
    { key: 'client', to: etransportPaths.createClient() },
    { key: 'supplier', to: etransportPaths.createSupplier() },
  ];
  return (
    <Modal opened onClose={onClose} title={t('etransport.list.chooser-title')} data-testid="create-chooser">
      <Stack gap="sm">
        {choices.map((choice) => (
          <UnstyledButton
            key={choice.key}
            component={Link}
            to={choice.to}
            className={classes.choice}
            data-testid={`create-${choice.key}`}
          >
            <Text fw={600}>{t(`etransport.list.create-${choice.key}`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`etransport.list.create-${choice.key}-hint`)}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Modal>
  );
}
