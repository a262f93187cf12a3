import { PAYMENT_MEANS_CODES } from './rule-code-lists';
import { filled, inCodeList, normalizeSpace, type RuleContext } from './rule-context';
import { maxLength } from './rules-document';

/**
 * BG-16 payment instructions: codes, accounts, cards, remittance text. The writer leaves out an
 * instruction without a code (so BR-49 cannot fire), an account without its IBAN (then BR-61 fires,
 * never BR-50) and a card without its number; the checks see the same instructions.
 */
export function checkPaymentMeans({ invoice, fail }: RuleContext): void {
  const written = invoice.paymentMeans
    .map((entry, index) => ({ entry, at: `paymentMeans.${index}` }))
    .filter(({ entry }) => filled(entry.code));
  for (const { entry, at } of written) {
    const code = normalizeSpace(entry.code);
    if (!inCodeList(PAYMENT_MEANS_CODES, entry.code)) fail('BR-CL-16', `${at}.code`);
    if ((code === '30' || code === '58') && !filled(entry.account?.id)) fail('BR-61', `${at}.account`);
    maxLength(fail, entry.text, 100, 'BR-RO-L1016', `${at}.text`);
    maxLength(fail, entry.paymentId, 140, 'BR-RO-L140', `${at}.paymentId`);
    if (filled(entry.account?.id))
      maxLength(fail, entry.account?.name, 200, 'BR-RO-L208', `${at}.account.name`);
    if (filled(entry.card?.pan)) maxLength(fail, entry.card?.holder, 200, 'BR-RO-L209', `${at}.card.holder`);
  }
  const entries = written.map(({ entry }) => entry);
  if (entries.filter((entry) => filled(entry.card?.pan)).length > 1) fail('BR-66', 'paymentMeans');
  if (new Set(entries.map((entry) => entry.code)).size > 1) fail('UBL-SR-47', 'paymentMeans');
  const paymentIds = new Set(entries.map((entry) => entry.paymentId).filter(filled));
  if (paymentIds.size > 1) fail('UBL-SR-44', 'paymentMeans');
  if (entries.filter((entry) => filled(entry.text)).length > 1) fail('UBL-SR-46', 'paymentMeans');
}
