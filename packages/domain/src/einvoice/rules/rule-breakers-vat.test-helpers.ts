import type { EInvoice, EInvoiceAllowanceCharge } from '../einvoice.types';
import { categoryEInvoice } from './rule-breaker-bases.test-helpers';
import { type BreakerEntry, edit } from './rule-breaker-kit.test-helpers';

const CATEGORY_OF_PREFIX: Record<string, string> = {
  S: 'S',
  Z: 'Z',
  E: 'E',
  AE: 'AE',
  IC: 'K',
  G: 'G',
  O: 'O',
  IG: 'L',
  IP: 'M',
};
const PER_RATE = new Set(['S', 'L', 'M']);
const VALID_RATE: Record<string, string | null> = { S: '21', L: '7', M: '4', O: null };
const WRONG_RATE: Record<string, string> = { S: '0', O: '0', L: '-1', M: '-1' };

/** Takes away the tax identifiers the category needs (or adds the one O forbids). */
function breakParties(category: string, invoice: EInvoice): void {
  const { seller, buyer } = invoice;
  if (category === 'AE') {
    buyer.vatId = null;
    buyer.legalId = null;
  } else if (category === 'K') {
    buyer.vatId = null;
  } else if (category === 'G') {
    seller.vatId = null;
    seller.taxRegistrationId = '18547290';
  } else if (category === 'O') {
    seller.vatId = 'RO18547290';
  } else {
    seller.vatId = null;
    seller.taxRegistrationId = null;
  }
}

function zeroAllowance(category: string, rate: string | null, reason: string): EInvoiceAllowanceCharge {
  return {
    amount: '0.00',
    baseAmount: null,
    percent: null,
    vatCategory: category,
    vatRate: rate,
    reason,
    reasonCode: null,
  };
}

/** BR-<prefix>-01 ... -10 for one VAT category, each from that category's valid invoice. */
function categoryBreakers(prefix: string): Record<string, BreakerEntry> {
  const category = CATEGORY_OF_PREFIX[prefix] as string;
  const perRate = PER_RATE.has(category);
  const validRate = category in VALID_RATE ? (VALID_RATE[category] as string | null) : '0';
  const wrongRate = WRONG_RATE[category] ?? '5';
  const base = () => categoryEInvoice(category);
  const entry = (change: (invoice: EInvoice) => void): BreakerEntry => ({ base, breaks: edit(change) });
  const first = (invoice: EInvoice) => invoice.vatBreakdown[0] as EInvoice['vatBreakdown'][number];
  return {
    [`BR-${prefix}-01`]: entry((invoice) => {
      if (perRate) invoice.vatBreakdown = [];
      else invoice.vatBreakdown.push({ ...first(invoice) });
    }),
    [`BR-${prefix}-02`]: entry((invoice) => breakParties(category, invoice)),
    [`BR-${prefix}-03`]: entry((invoice) => {
      breakParties(category, invoice);
      invoice.allowances.push(zeroAllowance(category, validRate, 'Discount'));
    }),
    [`BR-${prefix}-04`]: entry((invoice) => {
      breakParties(category, invoice);
      invoice.charges.push(zeroAllowance(category, validRate, 'Transport'));
    }),
    [`BR-${prefix}-05`]: entry((invoice) => {
      (invoice.lines[0] as EInvoice['lines'][number]).item.vatRate = wrongRate;
    }),
    [`BR-${prefix}-06`]: entry((invoice) => {
      invoice.allowances.push(zeroAllowance(category, wrongRate, 'Discount'));
    }),
    [`BR-${prefix}-07`]: entry((invoice) => {
      invoice.charges.push(zeroAllowance(category, wrongRate, 'Transport'));
    }),
    [`BR-${prefix}-08`]: entry((invoice) => {
      first(invoice).taxable = perRate ? '252.00' : '250.01';
    }),
    [`BR-${prefix}-09`]: entry((invoice) => {
      const breakdown = first(invoice);
      breakdown.vat = perRate ? (Number(breakdown.vat) + 2).toFixed(2) : '1.00';
    }),
    [`BR-${prefix}-10`]: entry((invoice) => {
      const breakdown = first(invoice);
      if (perRate || category === 'Z') {
        breakdown.exemptionReason = 'Scutit';
      } else {
        breakdown.exemptionReason = null;
        breakdown.exemptionReasonCode = null;
      }
    }),
  };
}

const K = () => categoryEInvoice('K');
const O = () => categoryEInvoice('O');
const standard = (reason: string) => zeroAllowance('S', '21', reason);

/** Every VAT category rule, with the category-specific ones. */
export const VAT_CATEGORY_BREAKERS: Record<string, BreakerEntry> = {
  ...Object.keys(CATEGORY_OF_PREFIX).reduce<Record<string, BreakerEntry>>(
    (all, prefix) => Object.assign(all, categoryBreakers(prefix)),
    {},
  ),
  'BR-IC-11': {
    base: K,
    breaks: edit((invoice) => {
      if (invoice.delivery) invoice.delivery.date = null;
    }),
  },
  'BR-IC-12': {
    base: K,
    breaks: edit((invoice) => {
      if (invoice.delivery) invoice.delivery.address = null;
    }),
  },
  'BR-O-11': {
    base: O,
    breaks: edit((invoice) => {
      invoice.vatBreakdown.push({
        category: 'S',
        rate: '21',
        taxable: '0.00',
        vat: '0.00',
        exemptionReason: null,
        exemptionReasonCode: null,
      });
    }),
  },
  'BR-O-12': {
    base: O,
    breaks: edit((invoice) => {
      const item = (invoice.lines[0] as EInvoice['lines'][number]).item;
      item.vatCategory = 'S';
      item.vatRate = '21';
    }),
  },
  'BR-O-13': { base: O, breaks: edit((invoice) => void invoice.allowances.push(standard('Discount'))) },
  'BR-O-14': { base: O, breaks: edit((invoice) => void invoice.charges.push(standard('Transport'))) },
};
