import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { type RouteHandle, requirePermission } from '../../shared/permissions/route-handle';

// Partners and their addresses, contacts and bank accounts (spec 01 §2 route catalogue). Every page
// loads lazily; the tabs of a partner are children of its layout, which loads the partner once.

const sections = () => import('./sections/PartnerSections');

/** list, create and edit pages of a section under /partners/:id. */
const sectionRoutes = (
  section: string,
  param: string,
  pages: (module: Awaited<ReturnType<typeof sections>>) => { list: ComponentType; edit: ComponentType },
): RouteObject[] => [
  { path: section, lazy: () => sections().then((m) => ({ Component: pages(m).list })) },
  { path: `${section}/create`, lazy: () => sections().then((m) => ({ Component: pages(m).edit })) },
  { path: `${section}/:${param}`, lazy: () => sections().then((m) => ({ Component: pages(m).edit })) },
];

export const partnersRoutes: RouteObject[] = requirePermission(
  [
    {
      path: '/partners',
      lazy: () => import('./pages/PartnersListPage').then((m) => ({ Component: m.PartnersListPage })),
    },
    {
      path: '/partners/create',
      handle: { permission: 'partners.write', permissionRedirect: '/partners' } satisfies RouteHandle,
      lazy: () => import('./pages/CreatePartnerPage').then((m) => ({ Component: m.CreatePartnerPage })),
    },
    {
      path: '/partners/:id',
      lazy: () => import('./pages/PartnerLayout').then((m) => ({ Component: m.PartnerLayout })),
      children: [
        {
          index: true,
          lazy: () => import('./pages/PartnerDetailsTab').then((m) => ({ Component: m.PartnerDetailsTab })),
        },
        ...sectionRoutes('addresses', 'addressId', (m) => ({
          list: m.PartnerAddressesTab,
          edit: m.PartnerAddressPage,
        })),
        ...sectionRoutes('contacts', 'contactId', (m) => ({
          list: m.PartnerContactsTab,
          edit: m.PartnerContactPage,
        })),
        ...sectionRoutes('bank-accounts', 'bankAccountId', (m) => ({
          list: m.PartnerBankAccountsTab,
          edit: m.PartnerBankAccountPage,
        })),
      ],
    },
  ],
  'partners.read',
);
