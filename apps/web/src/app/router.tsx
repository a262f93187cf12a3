import { createBrowserRouter, Navigate } from 'react-router';
import { loadAllTexts } from '../shared/i18n/i18n';
import { PageLoader } from '../shared/layout/PageLoader';
import { GuestOnly, RequireIdentity, RequireVerifiedEmail } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { PublicLayout } from './PublicLayout';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { lazyComponent } from './routes/lazy';
import { onboardingRoutes, shellRoutes } from './routes/shell-routes';
import { RequireCompany } from './session/RequireCompany';
import { SessionBootstrap } from './session/SessionBootstrap';

const auth = {
  login: lazyComponent(() => import('../features/auth/pages/LoginPage'), 'LoginPage'),
  signup: lazyComponent(() => import('../features/auth/pages/SignupPage'), 'SignupPage'),
  terms: lazyComponent(() => import('../features/auth/pages/TermsOfServiceRoute'), 'TermsOfServiceRoute'),
  forgot: lazyComponent(() => import('../features/auth/pages/ForgotPasswordPage'), 'ForgotPasswordPage'),
  forgotFinish: lazyComponent(
    () => import('../features/auth/pages/ForgotPasswordFinishPage'),
    'ForgotPasswordFinishPage',
  ),
  verify: lazyComponent(() => import('../features/auth/pages/VerifyEmailPage'), 'VerifyEmailPage'),
};

// Pages load lazily so the first screen downloads only what it shows. Order of the signed-in checks:
// identity -> verified e-mail -> session data (permissions, subscriptions, plans, companies) ->
// at least one company -> layout, where the subscription and permission gates run per page.
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        Component: GuestOnly,
        children: [
          {
            Component: PublicLayout,
            children: [
              { path: 'login', lazy: auth.login },
              {
                path: 'signup',
                lazy: auth.signup,
                // The terms open over the form, which stays mounted and keeps what was typed.
                children: [{ path: 'terms-of-service', lazy: auth.terms }],
              },
              { path: 'forgot-password', lazy: auth.forgot },
              { path: 'forgot-password/finish', lazy: auth.forgotFinish },
            ],
          },
        ],
      },
      // The accountant's activation link works with or without a session, as does the e-mail
      // check (right after sign-up there is no session yet; an older unverified one lands here too).
      {
        Component: PublicLayout,
        children: [
          { path: 'verify-email', lazy: auth.verify },
          {
            path: 'invitation/:token',
            lazy: lazyComponent(() => import('../features/auth/pages/InvitationPage'), 'InvitationPage'),
          },
          {
            path: 'anaf-spv',
            // Its texts (the anaf-spv namespace) are not among the core ones the public pages get.
            lazy: lazyComponent(
              () =>
                Promise.all([
                  import('../features/anaf-spv/pages/AccountantActivationPage'),
                  loadAllTexts(),
                ]).then(([module]) => module),
              'AccountantActivationPage',
            ),
          },
        ],
      },
      {
        Component: RequireIdentity,
        // The signed-in pages' texts arrive before any of them renders (the public pages need only
        // the core texts, loaded at start).
        lazy: async () => {
          await loadAllTexts();
          return {};
        },
        children: [
          {
            Component: RequireVerifiedEmail,
            children: [
              {
                Component: SessionBootstrap,
                children: [
                  // Onboarding pages bring their own frame: there is no company for the top bar yet.
                  ...onboardingRoutes,
                  {
                    Component: RequireCompany,
                    children: [
                      {
                        lazy: lazyComponent(() => import('./layout/AppLayout'), 'AppLayout'),
                        children: shellRoutes,
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      // Password managers open this well-known address to change a password.
      { path: '.well-known/change-password', element: <Navigate to="/forgot-password" replace /> },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
