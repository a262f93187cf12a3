import { useModals } from '@mantine/modals';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

type ModalSettings = Parameters<ReturnType<typeof useModals>['openModal']>[0];

/** Spec 01 §9: modals fade in 200 ms. */
export const MODAL_TRANSITION_MS = 200;

/**
 * The modal stack of spec 01 §2: `next` opens a modal over the current one, `back` closes the top one
 * and shows the one below, `close` closes them all. Only the top modal is on screen (Mantine's modals
 * manager shows the last opened).
 */
export function useModalStack() {
  const context = useModals();
  return {
    depth: context.modals.length,
    next: (settings: ModalSettings): string => context.openModal(settings),
    back: (): void => {
      const top = context.modals.at(-1);
      if (top) context.closeModal(top.id);
    },
    close: (): void => context.closeAll(),
  };
}

/** Mounted once under the router: a new page never inherits the previous page's modals. */
export function useCloseModalsOnNavigate(): void {
  const { closeAll } = useModals();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    closeAll();
  }, [pathname]);
}
