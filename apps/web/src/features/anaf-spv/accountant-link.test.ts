import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { linkParamsOf, linkProblemOf } from './accountant-link';

const full =
  'businessId=36914726&businessName=Firma+SRL&userName=Ion+Pop&expiry=1900000000&other=c-1&sig=abc';

describe('linkParamsOf', () => {
  it('reads the six parameters of the link', () => {
    expect(linkParamsOf(new URLSearchParams(full))).toEqual({
      businessId: '36914726',
      businessName: 'Firma SRL',
      userName: 'Ion Pop',
      expiry: '1900000000',
      other: 'c-1',
      sig: 'abc',
    });
  });

  it('refuses a link missing one of them', () => {
    expect(linkParamsOf(new URLSearchParams(full.replace('&sig=abc', '')))).toBeNull();
    expect(linkParamsOf(new URLSearchParams(full.replace('userName=Ion+Pop', 'userName=+')))).toBeNull();
  });
});

describe('linkProblemOf', () => {
  const refused = (errors: Record<string, string[]>) => new ApiError(422, { errors });

  it('gives the expired message for an expired signature and the invalid one for the rest', () => {
    expect(linkProblemOf(refused({ sig: ['expired'] }))).toBe('expired');
    expect(linkProblemOf(refused({ sig: ['invalid'] }))).toBe('invalid');
    expect(linkProblemOf(refused({ expiry: ['required'] }))).toBe('invalid');
    expect(linkProblemOf(refused({ businessId: ['notFound'] }))).toBe('invalid');
    expect(linkProblemOf(new ApiError(404, {}))).toBe('invalid');
  });

  it('names an already connected company', () => {
    expect(linkProblemOf(refused({ businessId: ['hasAnafSpv'] }))).toBe('has-spv');
  });

  it('gives the server banner for failures of the server or the network', () => {
    expect(linkProblemOf(new ApiError(500, {}))).toBe('server');
    expect(linkProblemOf(new ApiError(0, {}))).toBe('server');
    expect(linkProblemOf(new Error('boom'))).toBe('server');
  });
});
