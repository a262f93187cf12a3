import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/ro';
import 'dayjs/locale/en-gb';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../shared/i18n/i18n';
import { TOAST_AUTO_CLOSE_MS } from '../shared/notify/notify';
import { RealtimeProvider } from '../shared/realtime/RealtimeProvider';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/** Date pickers speak the interface language and start the week on Monday, as in Romania. */
function DatesInLanguage({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const locale = current.language === 'en-GB' ? 'en-gb' : 'ro';
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/** `navigate` lets the query client send a load elsewhere (the providers sit outside the router). */
export function AppProviders({
  children,
  navigate,
}: {
  children: ReactNode;
  navigate: (location: string) => void;
}) {
  const [queryClient] = useState(() => createQueryClient(navigate));
  return (
    <I18nextProvider i18n={i18n}>
      {/* "auto" follows the operating system's light or dark preference until the user picks one. */}
      <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
        <DatesInLanguage>
          {/* Toasts: 10 s, 300 ms animation (spec 01 §9). */}
          <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} transitionDuration={300} />
          <QueryClientProvider client={queryClient}>
            {/* The private real-time channels open while a verified user is signed in. */}
            <RealtimeProvider>{children}</RealtimeProvider>
          </QueryClientProvider>
        </DatesInLanguage>
      </MantineProvider>
    </I18nextProvider>
  );
}
