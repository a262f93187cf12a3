import type { Notification } from '@app/domain/notifications/notification.schemas';
import { type ReactNode, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ImportErrorsModal } from './components/ImportErrorsModal';
import { notificationAction } from './notification-routing';
import { useMarkNotificationsReadMutation } from './notifications.queries';

/**
 * Opening a notification: an unread one is marked read (a failure is only logged), then the
 * type decides: a page, the import errors modal, or nothing more. The caller renders `modal`.
 */
export function useNotificationOpener(companyId: string | null): {
  open: (notification: Notification) => void;
  modal: ReactNode;
} {
  const navigate = useNavigate();
  const markRead = useMarkNotificationsReadMutation(companyId);
  const [importErrors, setImportErrors] = useState<Notification | null>(null);
  const { mutate } = markRead;

  const open = useCallback(
    (notification: Notification) => {
      if (!companyId) return;
      if (!notification.readAt) mutate([notification.id]);
      const action = notificationAction(notification, companyId);
      if (action.kind === 'navigate') navigate(action.to);
      else if (action.kind === 'import-errors') setImportErrors(notification);
    },
    [companyId, mutate, navigate],
  );

  return {
    open,
    modal: <ImportErrorsModal notification={importErrors} onClose={() => setImportErrors(null)} />,
  };
}
