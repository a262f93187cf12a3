import { SUPPLIER_INVOICE_LIMITS } from '@app/domain/invoicing/supplier-invoice.schemas';
import { describe, expect, it } from 'vitest';
import { attachmentProblem, uploadProblemOf } from './attachment-checks';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('attachmentProblem', () => {
  it('accepts PDFs and pictures within the limits', () => {
    expect(attachmentProblem(file('factura.pdf', 'application/pdf'), 0)).toBeNull();
    expect(attachmentProblem(file('scan.jpg', 'image/jpeg'), 3)).toBeNull();
    expect(attachmentProblem(file('scan.webp', 'image/webp'), 9)).toBeNull();
    // Some systems report no type: the name decides.
    expect(attachmentProblem(file('scan.PNG', ''), 0)).toBeNull();
  });

  it('refuses other files, files too large and one file too many', () => {
    expect(attachmentProblem(file('factura.xml', 'text/xml'), 0)).toBe('mimes');
    expect(attachmentProblem(file('notes.txt', ''), 0)).toBe('mimes');
    expect(
      attachmentProblem(file('big.pdf', 'application/pdf', SUPPLIER_INVOICE_LIMITS.attachmentBytes + 1), 0),
    ).toBe('max');
    expect(attachmentProblem(file('more.pdf', 'application/pdf'), SUPPLIER_INVOICE_LIMITS.attachments)).toBe(
      'max_count',
    );
  });
});

describe('uploadProblemOf', () => {
  it('reads the server refusal of a file', () => {
    expect(uploadProblemOf(['max:10240'])).toBe('max');
    expect(uploadProblemOf(['mimes:pdf,png,jpg,webp'])).toBe('mimes');
    expect(uploadProblemOf(['max_count:10'])).toBe('max_count');
    expect(uploadProblemOf(['required'])).toBeNull();
  });
});
