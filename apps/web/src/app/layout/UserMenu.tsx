import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isChatConfigured, openChat } from '../../shared/analytics/chat';
import { PageLoaderOverlay } from '../../shared/layout/PageLoader';
import { useCan } from '../../shared/permissions/permissions';
import { useIdentity } from '../../shared/session/identity.queries';
import { useLogout } from '../../shared/session/useLogout';

/** My account, my companies, exports, the operators' platform billing, chat and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const logout = useLogout();
  // Like the sidebar's entry: only for a holder of the permission on the selected company.
  const canSeeExports = useCan('exports.read');
  const fullName = identity ? `${identity.fname} ${identity.lname}`.trim() : '';
  return (
    <>
      <PageLoaderOverlay visible={logout.isPending} />
      <Menu position="bottom-end" withinPortal width={220}>
        <Menu.Target>
          <UnstyledButton
            aria-label={fullName ? `${t('shell.user-menu.label')}: ${fullName}` : t('shell.user-menu.label')}
            data-testid="user-menu"
          >
            <Group gap="xs" wrap="nowrap">
              {/* Mantine's person icon rather than initials: text in the button would have to be in its name. */}
              <Avatar radius="xl" size="md" color="indigo" aria-hidden />
              <Text size="sm" fw={500} visibleFrom="sm" truncate="end" maw={160}>
                {fullName}
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('shell.user-menu.label')}>
          {identity && (
            <Menu.Label>
              <Text size="xs" truncate="end">
                {identity.email}
              </Text>
            </Menu.Label>
          )}
          <Menu.Item component={Link} to="/my-account">
            {t('shell.user-menu.my-account')}
          </Menu.Item>
          <Menu.Item component={Link} to="/my-companies">
            {t('shell.user-menu.my-companies')}
          </Menu.Item>
          {canSeeExports && (
            <Menu.Item component={Link} to="/my-account/exports">
              {t('shell.user-menu.exports')}
            </Menu.Item>
          )}
          {identity?.isOperator && (
            // The platform's operators only (PLATFORM_OPERATORS): billing across every account.
            <Menu.Item component={Link} to="/platform/billing" data-testid="user-menu-platform-billing">
              {t('platform-admin.menu')}
            </Menu.Item>
          )}
          {isChatConfigured() && <Menu.Item onClick={openChat}>{t('shell.user-menu.chat')}</Menu.Item>}
          <Menu.Divider />
          <Menu.Item color="red" onClick={logout.run} data-testid="logout">
            {t('shell.user-menu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
