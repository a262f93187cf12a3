import { XMLParser } from 'fast-xml-parser';
import { escapeXmlAttr } from './anaf-formats';

/**
 * The buyer's message about a received invoice (upload standard=RASP, `cif` = the buyer). ANAF
 * publishes no schema for it; public integrations agree on one element naming the invoice's upload
 * index and the text: `<header xmlns="mfp:anaf:dgti:spv:reqMesaj:v1" index_incarcare="3828" message="..."/>`.
 * The seller is the invoice's; the simulator reads the message with this.
 */
export const NS_BUYER_MESSAGE = 'mfp:anaf:dgti:spv:reqMesaj:v1';

export type BuyerMessage = {
  /** The upload index of the invoice the message is about (`id_solicitare` of its message). */
  invoiceUploadIndex: string;
  message: string;
};

export function buildBuyerMessageXml(message: BuyerMessage): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<header xmlns="${NS_BUYER_MESSAGE}" ` +
    `index_incarcare="${escapeXmlAttr(message.invoiceUploadIndex)}" message="${escapeXmlAttr(message.message)}"/>\n`
  );
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true });

/** The message of a RASP XML, or null when the XML is not one. */
export function readBuyerMessageXml(xml: string): BuyerMessage | null {
  try {
    // The parser drops namespace declarations once prefixes are removed: the namespace is checked on the text.
    if (!/<(?:\w+:)?header\b[^>]*xmlns(?::\w+)?="mfp:anaf:dgti:spv:reqMesaj:v1"/.test(xml)) return null;
    const root = (parser.parse(xml) as Record<string, Record<string, unknown> | undefined>).header;
    if (!root) return null;
    const index = root.index_incarcare === undefined ? '' : String(root.index_incarcare);
    if (!/^\d+$/.test(index)) return null;
    return { invoiceUploadIndex: index, message: root.message === undefined ? '' : String(root.message) };
  } catch {
    return null;
  }
}
