import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en-GB/supplier-invoices.json';
import ro from '../../../locales/ro-RO/supplier-invoices.json';
import { ApiError } from '../../../shared/api/api-error';
import { linkRefusalText } from './link-refusal';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'ro-RO',
    fallbackLng: false,
    resources: { 'ro-RO': { translation: ro }, 'en-GB': { translation: en } },
  });
});

const refusal = (message: string, errors: Record<string, unknown> = {}) =>
  new ApiError(422, { message, errors });

describe('linkRefusalText', () => {
  it('gives every linking refusal of spec 02 §8 its own text in both languages', async () => {
    const codes = [
      'link-same-invoice',
      'link-not-confirmed',
      'link-status',
      'link-received-has-payments',
      'link-both-have-payments',
      'link-differs',
      'link-partner',
      'delete-blocked',
    ];
    for (const lng of ['ro-RO', 'en-GB']) {
      await i18n.changeLanguage(lng);
      const general = i18n.t('supplier-invoices.link.failed');
      const texts = codes.map((code) =>
        linkRefusalText(i18n.t, i18n, refusal(`supplier-invoices.errors.${code}`)),
      );
      for (const text of texts) expect(text).not.toBe(general);
      expect(new Set(texts).size).toBe(codes.length);
    }
  });

  it('names the fields that differ', async () => {
    await i18n.changeLanguage('ro-RO');
    const text = linkRefusalText(
      i18n.t,
      i18n,
      refusal('supplier-invoices.errors.link-differs', { fields: ['issueDate', 'grossTotal'] }),
    );
    expect(text).toContain('Facturile diferă');
    expect(text).toContain('Data emiterii');
    expect(text).toContain('Total cu TVA');
  });

  it('says the chosen invoice is gone on 404 and gives a general text otherwise', async () => {
    await i18n.changeLanguage('en-GB');
    expect(linkRefusalText(i18n.t, i18n, new ApiError(404, {}))).toBe(
      i18n.t('supplier-invoices.link.not-found'),
    );
    expect(linkRefusalText(i18n.t, i18n, new ApiError(500, {}))).toBe(
      i18n.t('supplier-invoices.link.failed'),
    );
    expect(linkRefusalText(i18n.t, i18n, refusal('supplier-invoices.errors.unknown-code'))).toBe(
      i18n.t('supplier-invoices.link.failed'),
    );
  });
});
