import { PAYMENT_MEANS_CODES } from './rule-code-lists';
import { inCodeList, normalizeSpace, type RuleContext } from './rule-context';
import { maxLength } from './rules-document';

/** BG-16 payment instructions: codes, accounts, cards, remittance text. */
export function checkPaymentMeans({ invoice, fail }: RuleContext): void {
  const means = invoice.paymentMeans;
  means.forEach((entry, index) => {
    const at = `paymentMeans.${index}`;
    const code = normalizeSpace(entry.code);
    if (entry.code === '') fail('BR-49', `${at}.code`);
    if (!inCodeList(PAYMENT_MEANS_CODES, entry.code)) fail('BR-CL-16', `${at}.code`);
    const creditTransfer = code === '30' || code === '58';
    if (creditTransfer && !entry.account) fail('BR-61', `${at}.account`);
    if (creditTransfer && entry.account && entry.account.id === '') fail('BR-50', `${at}.account.id`);
    maxLength(fail, entry.text, 100, 'BR-RO-L1016', `${at}.text`);
    maxLength(fail, entry.paymentId, 140, 'BR-RO-L140', `${at}.paymentId`);
    maxLength(fail, entry.account?.name, 200, 'BR-RO-L208', `${at}.account.name`);
    maxLength(fail, entry.card?.holder, 200, 'BR-RO-L209', `${at}.card.holder`);
  });
  if (means.filter((entry) => entry.card).length > 1) fail('BR-66', 'paymentMeans');
  if (new Set(means.map((entry) => entry.code)).size > 1) fail('UBL-SR-47', 'paymentMeans');
  const paymentIds = new Set(means.map((entry) => entry.paymentId).filter((id) => id !== null));
  if (paymentIds.size > 1) fail('UBL-SR-44', 'paymentMeans');
  if (means.filter((entry) => entry.text !== null).length > 1) fail('UBL-SR-46', 'paymentMeans');
}
