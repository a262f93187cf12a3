import type { Permission } from '@app/domain/permissions/permissions';

// The route catalogue of spec 01 §2 for the areas whose features are not built yet. Each area lists
// its paths so the coming-soon screen answers at every address; when a feature lands, its
// <feature>.routes.tsx replaces the area here (one line in module-routes.ts).

/** list, create, edit under a base path: /x, /x/create, /x/:param */
export const crud = (base: string, param = 'id'): string[] => [base, `${base}/create`, `${base}/:${param}`];

/** The five reports of clients and suppliers; the statement of account is the default one. */
export const REPORTS = [
  'statement-of-account',
  'current-balance',
  'overdue-invoices',
  'invoices',
  'payments',
];

export interface ModuleArea {
  /** The feature folder that will own these routes. */
  feature: string;
  /** Read permission of the area, checked on the selected company. */
  permission?: Permission;
  paths: string[];
}

export const COMING_SOON_AREAS: ModuleArea[] = [
  // Not in the catalogue: the FAQ entry of the help menu when no external help address is configured.
  { feature: 'help', paths: ['/help/faq'] },
];

/**
 * Screens the product keeps as placeholders. The catalogue names the older store-management and
 * administration pages but not their prefix; /store-management and /administration are ours.
 */
export const PLACEHOLDER_PATHS: string[] = [
  ...['contracts', 'offers', 'orders', 'despatches'].flatMap((section) => [
    `/clients/${section}`,
    `/suppliers/${section}`,
  ]),
  ...[
    'goods-receipt-note',
    'consumption-receipt-notes',
    'transfer-receipt-notes',
    'auto-receipt-notes',
    'inventory',
    'reports',
  ].map((section) => `/store-management/${section}`),
  ...[
    'ro-e-factura-codes',
    'countries-cities',
    'cpv-codes',
    'currencies',
    'measurement-units',
    'tax-codes',
    'users',
  ].map((section) => `/administration/${section}`),
];
