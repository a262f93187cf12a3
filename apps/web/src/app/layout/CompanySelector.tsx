import { Button, Menu, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSelectedCompany } from '../../shared/session/selected-company';

/** A drawn chevron: a text arrow would become part of the button's accessible name. */
function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** The company every page works on; switching returns to the dashboard. */
export function CompanySelector() {
  const { t } = useTranslation();
  const { company, companies, select } = useSelectedCompany();
  const name = company?.name ?? t('shell.company.none');
  return (
    <Menu position="bottom-start" withinPortal width={300}>
      <Menu.Target>
        <Button
          variant="default"
          rightSection={<Chevron />}
          maw={{ base: 160, sm: 280 }}
          aria-label={t('shell.company.selected', { name })}
          data-testid="company-selector"
        >
          <Text span truncate="end" size="sm">
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('shell.company.list')}>
        <Menu.Label>{t('shell.company.list')}</Menu.Label>
        {/* The spec's dropdown height is 200 to 300 px; long lists scroll. */}
        <ScrollArea.Autosize mah={300} type="auto">
          {companies.map((entry) => (
            <Menu.Item
              key={entry.id}
              aria-current={entry.id === company?.id ? 'true' : undefined}
              rightSection={entry.id === company?.id ? <span aria-hidden>✓</span> : null}
              onClick={() => {
                if (entry.id !== company?.id) select(entry.id);
              }}
              data-testid="company-option"
            >
              {entry.name}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
        <Menu.Divider />
        <Menu.Item component={Link} to="/my-companies" data-testid="company-manage">
          {t('shell.company.manage')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
