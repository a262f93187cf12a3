import type { Notification } from '@app/domain/notifications/notification.schemas';
import { Box, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { notificationDetails, notificationTitleKey } from '../notification-text';
import classes from './NotificationItem.module.css';

/** Title, facts and age of a notification; unread ones are marked with a dot and bold text. */
export function NotificationSummary({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const unread = !notification.readAt;
  const details = notificationDetails(notification, i18n.language, t);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box pt={6} w={8} style={{ flexShrink: 0 }}>
        {unread && (
          <Box
            w={8}
            h={8}
            bg="blue.6"
            role="img"
            aria-label={t('notifications.unread')}
            style={{ borderRadius: '50%' }}
            data-testid="notification-unread-dot"
          />
        )}
      </Box>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={unread ? 700 : 400} data-testid="notification-title">
          {t(notificationTitleKey(notification))}
        </Text>
        {details.length > 0 && (
          <Text size="xs" c="dimmed" data-testid="notification-details">
            {details.join(' · ')}
          </Text>
        )}
        <Tooltip label={format.dateTime(notification.createdAt)} openDelay={400}>
          <Text size="xs" c="dimmed" component="time" dateTime={notification.createdAt}>
            {format.timeAgo(notification.createdAt)}
          </Text>
        </Tooltip>
      </Stack>
    </Group>
  );
}

/** One entry of the bell's dropdown. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  return (
    <UnstyledButton
      w="100%"
      px="sm"
      py="xs"
      onClick={() => onOpen(notification)}
      data-testid="notification-item"
      data-type={notification.type}
      className={classes.item}
    >
      <NotificationSummary notification={notification} />
    </UnstyledButton>
  );
}
