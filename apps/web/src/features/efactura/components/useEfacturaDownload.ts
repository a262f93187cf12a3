import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/api/file-download';
import { notifyApiError, notifyError } from '../../../shared/notify/notify';
import { efacturaRefusalOf } from '../efactura-fields';

const ACCEPT = { xml: 'application/xml', seal: 'application/xml', pdf: 'application/pdf' } as const;

/**
 * Downloads an e-Factura file (the XML, the seal, ANAF's PDF) under the server's name or the
 * fallback; a refusal says why (nothing sent yet, no seal), anything else is an error as usual.
 */
export function useEfacturaDownload() {
  const { t, i18n } = useTranslation();
  return async (url: string, file: keyof typeof ACCEPT, fallbackName: string) => {
    try {
      await downloadFile(url, fallbackName, ACCEPT[file]);
    } catch (error) {
      const code = efacturaRefusalOf(error);
      const key = code ? `efactura.refusals.${code}` : null;
      if (key && i18n.exists(key)) notifyError(t(key));
      else notifyApiError(error);
    }
  };
}
