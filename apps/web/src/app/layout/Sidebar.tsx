import { NavLink, ScrollArea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isChatConfigured, openChat } from '../../shared/analytics/chat';
import { useCanFn } from '../../shared/permissions/permissions';
import { isActivePath, NAVIGATION, type NavEntry, type NavGroup, visibleNavigation } from './navigation';

function EntryLink({ entry, pathname }: { entry: NavEntry; pathname: string }) {
  const { t } = useTranslation();
  const label = t(`shell.nav.${entry.id}`);
  if (entry.action === 'chat') {
    return <NavLink component="button" type="button" label={label} onClick={openChat} />;
  }
  if (entry.href) {
    return (
      <NavLink
        component="a"
        href={entry.href}
        target="_blank"
        rel="noopener noreferrer"
        label={label}
        aria-label={`${label} ${t('shell.nav.external')}`}
      />
    );
  }
  const active = entry.to ? isActivePath(entry.to, pathname) : false;
  return (
    <NavLink
      component={Link}
      to={entry.to ?? '/'}
      label={label}
      active={active}
      aria-current={active ? 'page' : undefined}
      data-testid={`nav-${entry.id}`}
    />
  );
}

function Group({ group, pathname }: { group: NavGroup; pathname: string }) {
  const { t } = useTranslation();
  const containsActive = group.entries.some((entry) => entry.to && isActivePath(entry.to, pathname));
  const [opened, setOpened] = useState(containsActive);
  const label = t(`shell.nav.${group.id}`);
  // Arriving at a page of a closed group (a link, the back button) opens the group.
  useEffect(() => {
    if (containsActive) setOpened(true);
  }, [containsActive]);

  if (group.to) {
    const active = isActivePath(group.to, pathname);
    return (
      <NavLink
        component={Link}
        to={group.to}
        label={label}
        active={active}
        aria-current={active ? 'page' : undefined}
        data-testid={`nav-${group.id}`}
      />
    );
  }
  const panelId = `nav-group-${group.id}`;
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      aria-controls={panelId}
      data-testid={`nav-group-${group.id}`}
      childrenOffset="md"
    >
      <div id={panelId}>
        {group.entries.map((entry) => (
          <EntryLink key={entry.id} entry={entry} pathname={pathname} />
        ))}
      </div>
    </NavLink>
  );
}

/** The signed-in navigation; groups holding the current page stay open. */
export function Sidebar() {
  const { pathname } = useLocation();
  const can = useCanFn();
  const groups = visibleNavigation(NAVIGATION, can).map((group) => ({
    ...group,
    // The chat entry only exists when a chat site is configured.
    entries: group.entries.filter((entry) => entry.action !== 'chat' || isChatConfigured()),
  }));
  return (
    <ScrollArea type="auto" h="100%" p="xs">
      {groups.map((group) => (
        <Group key={group.id} group={group} pathname={pathname} />
      ))}
    </ScrollArea>
  );
}
