import { createBrowserRouter, Navigate } from 'react-router';
import { GuestOnly, RequireIdentity, RequireVerifiedEmail } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { PageLoader } from './PageLoader';
import { PublicLayout } from './PublicLayout';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

// Pages load lazily so the first screen downloads only what it shows.
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
              {
                path: 'login',
                lazy: () =>
                  import('../features/auth/pages/LoginPage').then((m) => ({ Component: m.LoginPage })),
              },
              {
                path: 'signup',
                lazy: () =>
                  import('../features/auth/pages/SignupPage').then((m) => ({ Component: m.SignupPage })),
                // The terms open over the form, which stays mounted and keeps what was typed.
                children: [
                  {
                    path: 'terms-of-service',
                    lazy: () =>
                      import('../features/auth/pages/TermsOfServiceRoute').then((m) => ({
                        Component: m.TermsOfServiceRoute,
                      })),
                  },
                ],
              },
              {
                path: 'forgot-password',
                lazy: () =>
                  import('../features/auth/pages/ForgotPasswordPage').then((m) => ({
                    Component: m.ForgotPasswordPage,
                  })),
              },
              {
                path: 'forgot-password/finish',
                lazy: () =>
                  import('../features/auth/pages/ForgotPasswordFinishPage').then((m) => ({
                    Component: m.ForgotPasswordFinishPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        Component: RequireIdentity,
        children: [
          {
            Component: PublicLayout,
            children: [
              {
                path: 'verify-email',
                lazy: () =>
                  import('../features/auth/pages/VerifyEmailPage').then((m) => ({
                    Component: m.VerifyEmailPage,
                  })),
              },
            ],
          },
          {
            Component: RequireVerifiedEmail,
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
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
