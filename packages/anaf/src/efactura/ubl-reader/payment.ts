import type { EInvoicePaymentMeans } from '@app/domain/einvoice/einvoice.types';
import { attribute, childrenOf, find, freeText, invalid, required, text } from './terms';
import type { XmlElement } from './xml-tree';

/** BG-16: one entry per cac:PaymentMeans, with its account (BG-17) and card (BG-18). */
export function readPaymentMeans(root: XmlElement): EInvoicePaymentMeans[] {
  return childrenOf(root, 'cac:PaymentMeans').map((means, index) => {
    const where = `payment means ${index + 1}: `;
    const code = required(means, 'cbc:PaymentMeansCode', 'BT-81 payment means type code', where);
    const account = find(means, 'cac:PayeeFinancialAccount');
    const accountId = text(account, 'cbc:ID');
    if (account && accountId === null)
      throw invalid(`${where}BT-84 payment account identifier (cac:PayeeFinancialAccount/cbc:ID) is missing`);
    const card = find(means, 'cac:CardAccount');
    const pan = text(card, 'cbc:PrimaryAccountNumberID');
    if (card && pan === null)
      throw invalid(
        `${where}BT-87 payment card primary account number (cac:CardAccount/cbc:PrimaryAccountNumberID) is missing`,
      );
    return {
      code,
      text: attribute(find(means, 'cbc:PaymentMeansCode'), 'name'),
      paymentId: text(means, 'cbc:PaymentID'),
      account:
        accountId === null
          ? null
          : {
              id: accountId,
              name: freeText(account, 'cbc:Name'),
              bic: text(account, 'cac:FinancialInstitutionBranch/cbc:ID'),
            },
      card: pan === null ? null : { pan, holder: freeText(card, 'cbc:HolderName') },
    };
  });
}
