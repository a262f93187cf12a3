import type { Notification } from '@app/domain/notifications/notification.schemas';
import {
  ActionIcon,
  Anchor,
  Center,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSelectedCompanyId } from '../../shared/session/selected-company';
import { NotificationItem } from './components/NotificationItem';
import { NOTIFICATIONS_PATH } from './notification-routing';
import { logNotificationFailure, unreadKey, useUnreadNotificationsQuery } from './notifications.queries';
import { useNotificationOpener } from './useNotificationOpener';
import { useNotificationsRealtime } from './useNotificationsRealtime';

/** Spec 02 §9: the dropdown is at most 400 px high and 450 px wide on larger screens. */
const DROPDOWN_MAX_HEIGHT = 400;
const DROPDOWN_WIDTH = 450;

/**
 * The top bar's bell: the unread count of the selected company and a dropdown of the 4 newest unread
 * notifications. They reload on every page change, when the bell is pressed and when a notification
 * arrives in real time; closing the dropdown aborts a load in progress.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const companyId = useSelectedCompanyId();
  const [opened, setOpened] = useState(false);
  const large = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true);
  const query = useUnreadNotificationsQuery(companyId);
  const opener = useNotificationOpener(companyId);
  useNotificationsRealtime(companyId);

  // A new page: the unread notifications may have changed (e.g. an invoice was opened).
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (companyId) void client.invalidateQueries({ queryKey: unreadKey(companyId) });
  }, [pathname, companyId, client]);

  useEffect(() => {
    if (query.error) logNotificationFailure('loading the unread notifications', query.error);
  }, [query.error]);

  const close = () => {
    setOpened(false);
    // The request belongs to the dropdown: it goes away with it.
    void client.cancelQueries({ queryKey: unreadKey(companyId) });
  };
  const toggle = () => {
    if (opened) {
      close();
      return;
    }
    setOpened(true);
    if (companyId) void query.refetch();
  };
  const openNotification = (notification: Notification) => {
    close();
    opener.open(notification);
  };

  const count = query.data?.count ?? 0;
  const items = query.data?.items ?? [];
  const countLabel = count > 99 ? '99+' : String(count);

  return (
    <>
      <Popover
        opened={opened}
        onDismiss={close}
        position="bottom-end"
        width={large ? DROPDOWN_WIDTH : 'calc(100vw - 16px)'}
        shadow="md"
        withArrow
        arrowPosition="center"
        trapFocus={false}
        returnFocus
      >
        <Indicator
          label={countLabel}
          size={18}
          offset={6}
          color="red"
          disabled={count === 0}
          data-testid="notifications-bell-count"
          data-count={count}
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              size="lg"
              onClick={toggle}
              aria-label={t('notifications.bell.label', { count })}
              data-testid="notifications-bell"
            >
              <BellIcon />
            </ActionIcon>
          </Popover.Target>
        </Indicator>
        <Popover.Dropdown
          p={0}
          data-testid="notifications-dropdown"
          aria-label={t('notifications.bell.title')}
        >
          <Group justify="space-between" px="md" py="xs">
            <Text fw={600} size="sm">
              {t('notifications.bell.title')}
            </Text>
            {count > 0 && (
              <Text size="xs" c="dimmed">
                {t('notifications.bell.unread-count', { count })}
              </Text>
            )}
          </Group>
          <Divider />
          <ScrollArea.Autosize mah={DROPDOWN_MAX_HEIGHT - 90} type="auto">
            <Stack gap={2} p={4} aria-busy={query.isFetching}>
              {!companyId ? (
                <Empty text={t('notifications.bell.no-company')} />
              ) : query.isPending ? (
                <Center py="lg">
                  <Loader size="sm" role="status" aria-label={t('common.loading')} />
                </Center>
              ) : query.isError && items.length === 0 ? (
                <Empty text={t('notifications.load-failed')} testId="notifications-load-failed" />
              ) : items.length === 0 ? (
                <Empty text={t('notifications.bell.empty')} testId="notifications-empty" />
              ) : (
                items.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onOpen={openNotification}
                  />
                ))
              )}
            </Stack>
          </ScrollArea.Autosize>
          <Divider />
          <Center py="xs">
            <Anchor
              component={Link}
              to={NOTIFICATIONS_PATH}
              size="sm"
              onClick={close}
              data-testid="notifications-see-all"
            >
              {t('notifications.bell.see-all')}
            </Anchor>
          </Center>
        </Popover.Dropdown>
      </Popover>
      {opener.modal}
    </>
  );
}

function Empty({ text, testId }: { text: string; testId?: string }) {
  return (
    <Text size="sm" c="dimmed" ta="center" py="lg" px="md" data-testid={testId}>
      {text}
    </Text>
  );
}

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9Zm4.3 13a1.94 1.94 0 0 0 3.4 0"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
