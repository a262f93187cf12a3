import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../notify/notify';
import { type DeleteRefusal, deleteRefusalOf, reasonKeyCandidates } from './delete-refusal';

/** The word typed to confirm a deletion that cannot be undone (kept the same in every language). */
export const CONFIRM_WORD = 'confirm';

interface ConfirmDeleteModalProps {
  opened: boolean;
  /**
   * The feature whose texts the dialog uses: <prefix>.actions.cancel/delete, <prefix>.delete.refused
   * and .type-to-confirm, <prefix>.delete-blocked.<reason> and .generic.
   */
  textPrefix: string;
  title: string;
  /** What is deleted, in a sentence. */
  message: string;
  /** Ask the user to type CONFIRM_WORD first (companies). */
  requireTypedWord?: boolean;
  onClose: () => void;
  /** Deletes; a rejection with a 422 shows the refusal's reasons in the dialog, others a toast. */
  onConfirm: () => Promise<unknown>;
}

/** A deletion asked for once more, with the server's refusal reasons shown in place. */
export function ConfirmDeleteModal({
  opened,
  textPrefix,
  title,
  message,
  requireTypedWord = false,
  onClose,
  onConfirm,
}: ConfirmDeleteModalProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<DeleteRefusal | null>(null);

  useEffect(() => {
    if (opened) {
      setTyped('');
      setRefusal(null);
    }
  }, [opened]);

  const allowed = !requireTypedWord || typed.trim().toLowerCase() === CONFIRM_WORD;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!allowed || pending) return;
    setPending(true);
    setRefusal(null);
    try {
      await onConfirm();
    } catch (error) {
      const reasons = deleteRefusalOf(error, textPrefix);
      if (reasons) setRefusal(reasons);
      else notifyApiError(error);
    } finally {
      setPending(false);
    }
  };

  const generic = t(`${textPrefix}.delete-blocked.generic`);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid="confirm-delete-modal">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{message}</Text>
          {requireTypedWord && (
            <TextInput
              id={inputId}
              label={t(`${textPrefix}.delete.type-to-confirm`, { word: CONFIRM_WORD })}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
              data-testid="confirm-delete-input"
            />
          )}
          {refusal && (
            <Alert
              color="red"
              role="alert"
              title={
                refusal.message && i18n.exists(refusal.message)
                  ? t(refusal.message)
                  : t(`${textPrefix}.delete.refused`)
              }
              data-testid="delete-refusal"
            >
              {refusal.reasonKeys.length > 0 && (
                <List size="sm">
                  {refusal.reasonKeys.map((key) => (
                    <List.Item key={key}>{t(reasonKeyCandidates(key), { defaultValue: generic })}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(`${textPrefix}.actions.cancel`)}
            </Button>
            <Button
              type="submit"
              color="red"
              disabled={!allowed}
              loading={pending}
              data-testid="confirm-delete"
            >
              {t(`${textPrefix}.actions.delete`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
