import { describe, expect, it } from 'vitest';
import { cifParameter, efacturaBase, etransportBase } from './endpoints';

describe('ANAF endpoints', () => {
  it('builds the public base URLs per environment', () => {
    expect(efacturaBase('test')).toBe('https://api.anaf.ro/test/FCTEL/rest/');
    expect(efacturaBase('prod')).toBe('https://api.anaf.ro/prod/FCTEL/rest/');
    expect(etransportBase('test')).toBe('https://api.anaf.ro/test/ETRANSPORT/ws/v1');
  });

  it('points at the simulator with the same paths', () => {
    expect(efacturaBase('test', 'http://127.0.0.1:4010/')).toBe('http://127.0.0.1:4010/test/FCTEL/rest/');
    expect(etransportBase('prod', 'http://127.0.0.1:4010')).toBe(
      'http://127.0.0.1:4010/prod/ETRANSPORT/ws/v1',
    );
  });

  it('sends the CUI as digits only', () => {
    expect(cifParameter('RO 18547290')).toBe('18547290');
    expect(cifParameter('ro18547290')).toBe('18547290');
    expect(() => cifParameter('RO')).toThrow();
    expect(() => cifParameter('12A45')).toThrow();
  });
});
