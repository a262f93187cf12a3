import { useTranslation } from 'react-i18next';
import { notifyApiError, notifyError, notifySuccess } from '../../../shared/notify/notify';
import { efacturaApi } from '../efactura.api';
import { useEfacturaMutation } from '../efactura.queries';
import { efacturaRefusalOf } from '../efactura-fields';

/** Sends a client invoice to RO e-Factura by hand; a refusal says why (spec 02 §8 Documents). */
export function useSendToEfactura(companyId: string) {
  const { t, i18n } = useTranslation();
  const mutation = useEfacturaMutation(companyId, (invoiceId: string) =>
    efacturaApi.send(companyId, invoiceId),
  );
  const send = (invoice: { id: string; seriesNumber: string | null }) => {
    mutation.mutate(invoice.id, {
      onSuccess: () => notifySuccess(t('efactura.send.done', { number: invoice.seriesNumber ?? '' })),
      onError: (error) => {
        const code = efacturaRefusalOf(error);
        const key = code ? `efactura.refusals.${code}` : null;
        if (key && i18n.exists(key)) notifyError(t(key));
        else notifyApiError(error);
      },
    });
  };
  return { send, isPending: mutation.isPending };
}
