import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { uitText } from '../components/uit-text';
import { refusalCodesOf, useEtransportCodeText } from '../components/useEtransportCodeText';
import { etransportApi } from '../etransport.api';
import { useEtransportMutation } from '../etransport.queries';
import { downloadEtransportXml } from '../etransport-files';
import type { ActionTarget } from './row-actions';

export type ConfirmedAction = 'cancel' | 'send' | 'download-xml';

export type ConfirmTarget = ActionTarget & { uit: string | null };

const TEXTS: Record<ConfirmedAction, string> = { cancel: 'cancel', send: 'send', 'download-xml': 'xml' };

/**
 * Asks before cancelling a declaration, sending an item to e-Transport or downloading its XML, and
 * runs it. A refusal (a date that cannot be sent, an inactive SPV connection) stays in the dialog.
 */
export function ConfirmEtransportModal({
  companyId,
  action,
  target,
  onClose,
}: {
  companyId: string;
  action: ConfirmedAction;
  target: ConfirmTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const codeText = useEtransportCodeText();
  const [refusal, setRefusal] = useState<string[]>([]);
  const run = useEtransportMutation(companyId, async (): Promise<unknown> => {
    if (action === 'cancel') return etransportApi.cancelDeclaration(companyId, target.id);
    if (action === 'send') return etransportApi.sendToEtransport(companyId, target.id);
    return downloadEtransportXml(companyId, target);
  });
  const texts = `etransport.${TEXTS[action]}`;

  const confirm = async () => {
    setRefusal([]);
    try {
      await run.mutateAsync(undefined);
      notifySuccess(t(`${texts}.done`));
      onClose();
    } catch (error) {
      const codes = refusalCodesOf(error);
      if (codes === null) notifyApiError(error);
      else setRefusal([...new Set(codes.map(codeText))]);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t(`${texts}.title`)} data-testid={`${action}-modal`}>
      <Stack gap="md">
        <Text>{t(`${texts}.message`, { uit: uitText(target.uit) })}</Text>
        {refusal.length > 0 && (
          <Alert color="red" data-testid={`${action}-refusal`}>
            <List size="sm">
              {refusal.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('etransport.actions.dismiss')}
          </Button>
          <Button
            color={action === 'cancel' ? 'red' : undefined}
            loading={run.isPending}
            onClick={() => void confirm()}
            data-testid={`${action}-confirm`}
          >
            {t(`${texts}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
