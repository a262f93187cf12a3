import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/permissions/route-handle';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => ({
  lazy: () => load().then((module) => ({ Component: module[name] })),
});

/** "My account" and its sections; account deletion is a modal of the overview. */
export const accountRoutes: RouteObject[] = [
  { path: '/my-account', ...page(() => import('./pages/AccountPage'), 'AccountPage') },
  {
    path: '/my-account/change-details',
    ...page(() => import('./pages/ChangeDetailsPage'), 'ChangeDetailsPage'),
  },
  { path: '/my-account/change-email', ...page(() => import('./pages/ChangeEmailPage'), 'ChangeEmailPage') },
  {
    path: '/my-account/change-password',
    ...page(() => import('./pages/ChangePasswordPage'), 'ChangePasswordPage'),
  },
  {
    path: '/my-account/verify-email',
    ...page(() => import('./pages/AccountVerifyEmailPage'), 'AccountVerifyEmailPage'),
  },
  {
    path: '/my-account/two-factor-authentication',
    ...page(() => import('./two-factor/TwoFactorSetupPage'), 'TwoFactorSetupPage'),
  },
  {
    path: '/my-account/two-factor-authentication-regenerate',
    ...page(() => import('./two-factor/TwoFactorPasswordPages'), 'TwoFactorRegeneratePage'),
  },
  {
    path: '/my-account/two-factor-authentication-deactivate',
    ...page(() => import('./two-factor/TwoFactorPasswordPages'), 'TwoFactorDeactivatePage'),
  },
  { path: '/my-account/passkeys', ...page(() => import('./passkeys/PasskeysPage'), 'PasskeysPage') },
  { path: '/my-account/sessions', ...page(() => import('./security/SessionsPage'), 'SessionsPage') },
  {
    path: '/my-account/exports',
    // The archives are the selected company's documents.
    handle: { permission: 'exports.read', permissionRedirect: '/my-account' } satisfies RouteHandle,
    ...page(() => import('./pages/ExportsPage'), 'ExportsPage'),
  },
];
