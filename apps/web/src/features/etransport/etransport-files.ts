import { downloadFile } from '../../shared/api/file-download';
import { currentLocale } from '../../shared/i18n/i18n';
import { etransportFileUrl } from './etransport.api';

/** A file name from the UIT, or from the id before ANAF gave one. */
export const etransportFileName = (target: { id: string; uit: string | null }, extension: 'pdf' | 'xml') =>
  `${(target.uit ?? `etransport-${target.id.slice(0, 8)}`).replace(/[^\w.-]+/g, '-')}.${extension}`;

/** Opens the declaration's PDF in a new tab; false when the browser blocked the tab. */
export const previewPdf = (companyId: string, id: string): boolean =>
  window.open(etransportFileUrl.preview(companyId, id, currentLocale()), '_blank') !== null;

export const downloadEtransportPdf = (companyId: string, target: { id: string; uit: string | null }) =>
  downloadFile(
    etransportFileUrl.download(companyId, target.id, currentLocale()),
    etransportFileName(target, 'pdf'),
    'application/pdf',
  );

export const downloadEtransportXml = (companyId: string, target: { id: string; uit: string | null }) =>
  downloadFile(
    etransportFileUrl.downloadXml(companyId, target.id),
    etransportFileName(target, 'xml'),
    'application/xml',
  );
