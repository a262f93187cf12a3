import type { AccountantLinkParams } from '@app/domain/efactura/spv-connection.schemas';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { linkProblemOf } from '../accountant-link';
import { startAccountantActivation } from '../anaf-spv.api';

interface AccountantStartModalProps {
  params: AccountantLinkParams;
  opened: boolean;
  onClose: () => void;
  goTo?: (url: string) => void;
}

/** The last step before ANAF's login page: what happens there, then the authorization starts. */
export function AccountantStartModal({
  params,
  opened,
  onClose,
  goTo = (url) => window.location.assign(url),
}: AccountantStartModalProps) {
  const { t } = useTranslation();
  const start = useMutation({ mutationFn: () => startAccountantActivation(params) });
  const problem = start.error ? linkProblemOf(start.error) : null;
  const close = () => {
    if (start.isPending) return;
    start.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('anaf-spv.accountant.modal.title')}
      data-testid="accountant-modal"
    >
      <Stack gap="md">
        <Text size="sm">{t('anaf-spv.accountant.modal.text', { cif: params.businessId })}</Text>
        {problem && (
          <Alert color="red" role="alert" data-testid="accountant-modal-error">
            {t(`anaf-spv.accountant.problem.${problem}`)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={start.isPending}>
            {t('anaf-spv.cancel')}
          </Button>
          <Button
            onClick={() => start.mutate(undefined, { onSuccess: ({ url }) => goTo(url) })}
            loading={start.isPending}
            data-testid="accountant-modal-continue"
          >
            {t('anaf-spv.accountant.modal.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
