import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/permissions/route-handle';

// The companies area (spec 01 §2 route catalogue). Absolute paths; every page loads lazily. The tabs of
// a company are children of its layout, which loads the company once for all of them.

const crudChildren = (
  section: string,
  param: string,
  list: RouteObject['lazy'],
  edit: RouteObject['lazy'],
) => [
  { path: section, lazy: list },
  { path: `${section}/create`, lazy: edit },
  { path: `${section}/:${param}`, lazy: edit },
];

export const companiesRoutes: RouteObject[] = [
  {
    path: '/create-first-company',
    lazy: () =>
      import('./pages/CreateFirstCompanyPage').then((m) => ({ Component: m.CreateFirstCompanyPage })),
  },
  {
    path: '/my-companies',
    lazy: () => import('./pages/MyCompaniesPage').then((m) => ({ Component: m.MyCompaniesPage })),
  },
  {
    path: '/my-companies/create',
    handle: { permission: 'my-companies.write', permissionRedirect: '/my-companies' } satisfies RouteHandle,
    lazy: () => import('./pages/CreateCompanyPage').then((m) => ({ Component: m.CreateCompanyPage })),
  },
  {
    path: '/my-companies/:id',
    lazy: () => import('./pages/CompanyLayout').then((m) => ({ Component: m.CompanyLayout })),
    children: [
      {
        index: true,
        lazy: () => import('./pages/CompanyDetailsTab').then((m) => ({ Component: m.CompanyDetailsTab })),
      },
      ...crudChildren(
        'addresses',
        'addressId',
        () => import('./addresses/AddressesTab').then((m) => ({ Component: m.AddressesTab })),
        () => import('./addresses/AddressEditPage').then((m) => ({ Component: m.AddressEditPage })),
      ),
      ...crudChildren(
        'contacts',
        'contactId',
        () => import('./contacts/ContactsTab').then((m) => ({ Component: m.ContactsTab })),
        () => import('./contacts/ContactEditPage').then((m) => ({ Component: m.ContactEditPage })),
      ),
      ...crudChildren(
        'bank-accounts',
        'bankAccountId',
        () => import('./bank-accounts/BankAccountsTab').then((m) => ({ Component: m.BankAccountsTab })),
        () =>
          import('./bank-accounts/BankAccountEditPage').then((m) => ({ Component: m.BankAccountEditPage })),
      ),
      {
        path: 'anaf-spv',
        lazy: () => import('../anaf-spv/pages/AnafSpvPage').then((m) => ({ Component: m.AnafSpvPage })),
      },
      {
        path: 'subscriptions',
        lazy: () => import('./pages/SubscriptionsTab').then((m) => ({ Component: m.SubscriptionsTab })),
      },
    ],
  },
];
