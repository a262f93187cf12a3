import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStack } from './modal-stack';

/** Footer of a stacked modal: back (when a modal lies below), close, and an optional next step. */
export function ModalStackActions({ next }: { next?: ReactNode }) {
  const { t } = useTranslation();
  const stack = useModalStack();
  return (
    <Group justify="space-between" mt="md">
      {stack.depth > 1 ? (
        <Button variant="default" onClick={stack.back}>
          {t('shell.modal.back')}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="xs">
        <Button variant="default" onClick={stack.close}>
          {t('common.close')}
        </Button>
        {next}
      </Group>
    </Group>
  );
}
