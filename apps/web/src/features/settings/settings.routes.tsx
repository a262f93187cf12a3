import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { type RouteHandle, requirePermission } from '../../shared/permissions/route-handle';

// The company's lists (spec 01 §2): banks, measurement units with their translations, VAT rates and
// document series, each with a list, a create page and an edit page. Every page loads lazily.

type Page = () => Promise<{ Component: ComponentType }>;
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page =>
  () =>
    load().then((module) => ({ Component: pick(module) }));

/** Creating needs the write permission; without it the create page sends back to the list. */
const writeOnly = (list: string): RouteHandle => ({ permission: 'settings.write', permissionRedirect: list });

/** The list, create and edit routes of one list. */
function crudRoutes(base: string, param: string, list: Page, edit: Page): RouteObject[] {
  return [
    { path: base, lazy: list },
    { path: `${base}/create`, handle: writeOnly(base), lazy: edit },
    { path: `${base}/:${param}`, lazy: edit },
  ];
}

const banks = () => import('./banks/BanksPage');
const bank = () => import('./banks/BankEditPage');
const units = () => import('./measurement-units/UnitsPage');
const unit = () => import('./measurement-units/UnitEditPage');
const translations = () => import('./measurement-units/UnitTranslationsPage');
const translation = () => import('./measurement-units/UnitTranslationEditPage');
const vatRates = () => import('./vat-rates/VatRatesPage');
const vatRate = () => import('./vat-rates/VatRateEditPage');
const series = () => import('./document-series/SeriesPage');
const seriesEdit = () => import('./document-series/SeriesEditPage');

export const settingsRoutes: RouteObject[] = requirePermission(
  [
    ...crudRoutes(
      '/settings/banks',
      'id',
      page(banks, (m) => m.BanksPage),
      page(bank, (m) => m.BankEditPage),
    ),
    ...crudRoutes(
      '/settings/measurement-units',
      'id',
      page(units, (m) => m.UnitsPage),
      page(unit, (m) => m.UnitEditPage),
    ),
    ...crudRoutes(
      '/settings/measurement-units/:id/translations',
      'measurementUnitTranslationId',
      page(translations, (m) => m.UnitTranslationsPage),
      page(translation, (m) => m.UnitTranslationEditPage),
    ),
    ...crudRoutes(
      '/settings/vat-rates',
      'id',
      page(vatRates, (m) => m.VatRatesPage),
      page(vatRate, (m) => m.VatRateEditPage),
    ),
    ...crudRoutes(
      '/settings/documents-series',
      'id',
      page(series, (m) => m.SeriesPage),
      page(seriesEdit, (m) => m.SeriesEditPage),
    ),
  ],
  'settings.read',
);
