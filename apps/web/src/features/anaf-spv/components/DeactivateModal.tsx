import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify/notify';
import { useDeactivateMutation } from '../anaf-spv.queries';
import { useSpvErrorNotice } from '../useSpvErrorNotice';

interface DeactivateModalProps {
  companyId: string;
  opened: boolean;
  onClose: () => void;
}

/** Confirms the deactivation: the authorization is revoked and nothing is sent or received any more. */
export function DeactivateModal({ companyId, opened, onClose }: DeactivateModalProps) {
  const { t } = useTranslation();
  const mutation = useDeactivateMutation(companyId);
  const notice = useSpvErrorNotice();
  const close = () => {
    if (!mutation.isPending) onClose();
  };
  const confirm = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t('anaf-spv.deactivate.done'));
        onClose();
      },
      onError: notice,
    });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('anaf-spv.deactivate.title')}
      data-testid="spv-deactivate-modal"
    >
      <Stack gap="md">
        <Text size="sm">{t('anaf-spv.deactivate.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={mutation.isPending}>
            {t('anaf-spv.cancel')}
          </Button>
          <Button
            color="red"
            onClick={confirm}
            loading={mutation.isPending}
            data-testid="spv-deactivate-confirm"
          >
            {t('anaf-spv.deactivate.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
