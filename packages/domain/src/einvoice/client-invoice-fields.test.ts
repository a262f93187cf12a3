import { describe, expect, it } from 'vitest';
import { clientInvoiceFieldOf } from './client-invoice-fields';
import { sampleClientInvoiceSource, sampleSourceLine } from './client-invoice-source.test-helpers';
import { eInvoiceOfClientInvoice } from './from-client-invoice';

describe('clientInvoiceFieldOf', () => {
  it.each([
    ['buyer.address.city', 'partnerId'],
    ['buyer.vatId', 'partnerId'],
    ['buyer', 'partnerId'],
    ['seller.vatId', 'seller'],
    ['seller.address.countrySubentity', 'seller'],
    ['lines.2.item.name', 'lines.2.name'],
    ['lines.2.item.description', 'lines.2.description'],
    ['lines.2.item.sellerId', 'lines.2.productCode'],
    ['lines.2.item.buyerId', 'lines.2.partnerProductCode'],
    ['lines.2.item.standardId.id', 'lines.2.standardCode'],
    ['lines.2.item.standardId.schemeId', 'lines.2.standardCodeScheme'],
    ['lines.2.item.vatCategory', 'lines.2.vatRateId'],
    ['lines.2.item.vatRate', 'lines.2.vatRateId'],
    ['lines.2.price.amount', 'lines.2.price'],
    ['lines.2.price.baseQuantity', 'lines.2.baseQuantity'],
    ['lines.2.price.baseUnitCode', 'lines.2.unitCode'],
    ['lines.2.quantity', 'lines.2.quantity'],
    ['lines.2.unitCode', 'lines.2.unitCode'],
    ['lines.2.accountingCost', 'lines.2.clientAccountingReference'],
    ['lines.2.period.start', 'lines.2.billingPeriodStart'],
    ['lines.2.period.end', 'lines.2.billingPeriodEnd'],
    ['lines.2.allowances.0.amount', 'lines.2.discountPercent'],
    ['lines.2.item.classifications.0.code', 'lines.2.cpvCode'],
    ['lines.2', 'lines.2.name'],
    ['lines', 'lines'],
    ['paymentTerms', 'paymentTerms'],
    ['notes', 'notes'],
    ['notes.0', 'notes'],
    ['precedingInvoices.0.id', 'previousInvoiceNumber'],
    ['precedingInvoices.0.issueDate', 'previousInvoiceDate'],
    ['invoicingPeriod.start', 'billingPeriodStart'],
    ['invoicingPeriod.end', 'billingPeriodEnd'],
    ['taxPointDate', 'taxPointDate'],
    ['taxPointCode', 'taxPointType'],
    ['paymentMeans.0.paymentId', 'paymentIdentifier'],
    ['paymentMeans.0.account.id', 'companyBankAccountIds'],
    ['payee.name', 'beneficiaryName'],
    ['payee.legalId.id', 'beneficiaryBusinessId'],
    ['delivery.address.city', 'deliveryAddressId'],
    ['delivery.name', 'deliveryAddressId'],
    ['delivery.date', 'deliveryDate'],
    ['issueDate', 'issueDate'],
    ['dueDate', 'dueDate'],
    ['id', 'documentSeriesId'],
    ['currency', 'currency'],
    ['vatCurrency', 'currency'],
    ['purchaseOrderReference', 'purchaseOrderReference'],
    ['contractReference', 'contractReference'],
    ['invoicedObject.id', 'invoicedObjectIdentifier'],
    ['allowances.0.reason', 'discountValue'],
    ['vatBreakdown.0.exemptionReasonCode', ''],
    ['totals.payable', ''],
    ['typeCode', ''],
    ['', ''],
  ])('%s -> %s', (location, field) => {
    expect(clientInvoiceFieldOf(location)).toBe(field);
  });

  it('reads bracketed indexes too', () => {
    expect(clientInvoiceFieldOf('lines[1].item.name')).toBe('lines.1.name');
  });

  it('with the invoice, points a VAT breakdown finding to the VAT rate of its first line', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({
        lines: [sampleSourceLine(), sampleSourceLine({ vatCategory: 'E', vatRate: '0' })],
      }),
    );
    expect(clientInvoiceFieldOf('vatBreakdown.1.exemptionReasonCode', invoice)).toBe('lines.1.vatRateId');
    expect(clientInvoiceFieldOf('vatBreakdown.0.rate', invoice)).toBe('lines.0.vatRateId');
    expect(clientInvoiceFieldOf('vatBreakdown.5.rate', invoice)).toBe('');
  });

  it('with the invoice, points a classification finding to the CPV or the NC code by its list', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({ lines: [sampleSourceLine({ ncCode: '48025690' })] }),
    );
    expect(clientInvoiceFieldOf('lines.0.item.classifications.0.code', invoice)).toBe('lines.0.ncCode');
  });
});
