import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from './list-icons';
import { pageLinks } from './list-state';

export interface ListPaginationProps {
  page: number;
  totalPages: number;
  /** The address search part ('' or '?...') of a page. */
  hrefOf: (page: number) => string;
}

/** Up to 7 page links with previous and next; real links, the current one marked with aria-current. */
export function ListPagination({ page, totalPages, hrefOf }: ListPaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const current = Math.min(page, totalPages);
  const step = (target: number, label: string, icon: ReactNode, testId: string) =>
    target < 1 || target > totalPages ? (
      <Button variant="default" size="compact-md" disabled aria-label={label} data-testid={testId}>
        {icon}
      </Button>
    ) : (
      <Button
        component={Link}
        to={{ search: hrefOf(target) }}
        preventScrollReset
        variant="default"
        size="compact-md"
        aria-label={label}
        data-testid={testId}
      >
        {icon}
      </Button>
    );
  return (
    <nav aria-label={t('list.pagination.label')}>
      <Group gap={6} justify="center" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        <li>{step(current - 1, t('list.pagination.previous'), <ChevronLeftIcon />, 'list-page-previous')}</li>
        {pageLinks(current, totalPages).map((number) => (
          <li key={number}>
            <Button
              component={Link}
              to={{ search: hrefOf(number) }}
              preventScrollReset
              variant={number === current ? 'filled' : 'default'}
              size="compact-md"
              miw={36}
              aria-label={t('list.pagination.page', { page: number })}
              aria-current={number === current ? 'page' : undefined}
              data-testid="list-page-link"
            >
              {number}
            </Button>
          </li>
        ))}
        <li>{step(current + 1, t('list.pagination.next'), <ChevronRightIcon />, 'list-page-next')}</li>
      </Group>
    </nav>
  );
}
