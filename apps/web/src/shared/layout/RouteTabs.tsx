import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

interface RouteTabsProps<T extends string> {
  tabs: readonly T[];
  /** The tab the address names. */
  value: T;
  /** Accessible name of the tab bar. */
  label: string;
  tabLabel: (tab: T) => string;
  /** Navigates to the tab's address (the address, not this component, decides the open tab). */
  onSelect: (tab: T) => void;
  /** Test ids are `${testIdPrefix}-${tab}`. */
  testIdPrefix: string;
  /** The open tab's content (usually the route's <Outlet>). */
  children: ReactNode;
}

/** A tab bar whose tabs are addresses (a company's or a partner's sections): only the open one renders. */
export function RouteTabs<T extends string>({
  tabs,
  value,
  label,
  tabLabel,
  onSelect,
  testIdPrefix,
  children,
}: RouteTabsProps<T>) {
  return (
    <Tabs
      value={value}
      onChange={(next) => next && onSelect(next as T)}
      keepMounted={false}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab} data-testid={`${testIdPrefix}-${tab}`}>
            {tabLabel(tab)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          {tab === value && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
