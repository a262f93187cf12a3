import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { MODAL_TRANSITION_MS, useCloseModalsOnNavigate } from './modal-stack';

function CloseModalsOnNavigate() {
  useCloseModalsOnNavigate();
  return null;
}

/**
 * The modal stack of the signed-in pages: it lives in their (lazy) layout rather than in the app's
 * providers, so the public pages do not download the modal and scroll-area code with the login page.
 * A new page never inherits the previous page's modals.
 */
export function ModalLayer({ children }: { children: ReactNode }) {
  return (
    <ModalsProvider modalProps={{ transitionProps: { duration: MODAL_TRANSITION_MS } }}>
      <CloseModalsOnNavigate />
      {children}
    </ModalsProvider>
  );
}
