import { signatureXml } from '../anaf-formats';
import { zipTextFiles } from '../zip';
import type { SimAnswer, SimContext } from './context';
import { jsonAnswer } from './context';
import type { DownloadRecord } from './state';

const DOWNLOAD_DAYS = 60;

/** `descarcare` of a record the caller may see: the ZIP of its XML and the detached signature. */
export function downloadRecord(context: SimContext, record: DownloadRecord): SimAnswer {
  if (context.now() - record.createdAt > DOWNLOAD_DAYS * 86_400_000) {
    return jsonAnswer({
      eroare: `Mesajul cu id=${record.id} este mai vechi de ${DOWNLOAD_DAYS} de zile si nu mai poate fi descarcat`,
      titlu: 'Descarcare mesaj',
    });
  }
  return { status: 200, contentType: 'application/octet-stream', body: archiveOf(context, record) };
}

export function archiveOf(context: SimContext, record: DownloadRecord): Uint8Array {
  const xmlName = `${record.uploadIndex}.xml`;
  return zipTextFiles({
    [xmlName]: record.xml,
    [`semnatura_${record.uploadIndex}.xml`]: signatureXml(xmlName, record.xml, context.settings.signatureKey),
  });
}
