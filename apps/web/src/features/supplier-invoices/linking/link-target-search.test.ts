import type { SupplierInvoiceListItem } from '@app/domain/invoicing/supplier-invoice.schemas';
import { describe, expect, it } from 'vitest';
import { mergeTargets } from './link-target-search';

const item = (id: string) => ({ id }) as SupplierInvoiceListItem;

describe('mergeTargets', () => {
  it("lists the supplier's own invoices first, then the others, each once", () => {
    expect(mergeTargets([item('b'), item('a')], [item('c'), item('a'), item('b')])?.map((i) => i.id)).toEqual(
      ['b', 'a', 'c'],
    );
  });

  it('shows what one search found while the other is still loading, and nothing before either', () => {
    expect(mergeTargets(undefined, [item('c')])?.map((i) => i.id)).toEqual(['c']);
    expect(mergeTargets(undefined, undefined)).toBeUndefined();
  });
});
