import { Alert, Stack } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type FlashMessage, flashStore } from './flash-store';
import { messageText } from './message-key';

function Flash({ message }: { message: FlashMessage }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => flashStore.dismiss(message.id), message.durationMs);
    return () => window.clearTimeout(timer);
  }, [message]);
  const error = message.type === 'error';
  return (
    <Alert
      color={error ? 'red' : 'green'}
      variant="light"
      withCloseButton
      closeButtonLabel={t('shell.flash.close')}
      onClose={() => flashStore.dismiss(message.id)}
      // An error interrupts the screen reader; a success waits its turn.
      role={error ? 'alert' : 'status'}
      data-testid={`flash-${message.type}`}
    >
      {messageText(i18n, message.messageKey)}
    </Alert>
  );
}

/** Where flash messages appear: at the top of the page the user was redirected to. */
export function FlashMessages() {
  const messages = useSyncExternalStore(flashStore.subscribe, flashStore.get);
  if (messages.length === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      {messages.map((message) => (
        <Flash key={message.id} message={message} />
      ))}
    </Stack>
  );
}
