import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifyError } from '../../shared/notify/notify';
import { spvRefusalOf } from './spv-errors';

/** Toasts a failed connection call: the refusal in words when the server gave one, else the catalogue's. */
export function useSpvErrorNotice(): (error: unknown) => void {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const refusal = spvRefusalOf(error);
      if (refusal) notifyError(t(`anaf-spv.errors.${refusal}`));
      else notifyApiError(error);
    },
    [t],
  );
}
