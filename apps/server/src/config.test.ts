import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('listens on the loopback interface unless HOST says otherwise', () => {
    // The development mailbox shows sign-in codes: it must not be reachable from the network by default.
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
  });

  it('is production only when NODE_ENV says so', () => {
    expect(loadConfig({}).env).toBe('development');
    expect(loadConfig({ NODE_ENV: 'production' }).env).toBe('production');
    expect(loadConfig({ NODE_ENV: 'test' }).env).toBe('test');
  });
});

describe('SPV (ANAF e-Factura) configuration', () => {
  const key = Buffer.alloc(32, 7).toString('base64');

  it('runs the simulator without a client id, with the callback under the app address', () => {
    const spv = loadConfig({ APP_URL: 'https://facturare.example.ro/' }).spv;
    expect(spv.clientId).toBeNull();
    expect(spv.redirectUrl).toBe('https://facturare.example.ro/v1/anaf-spv/oauth/callback');
    expect(spv.env).toBe('test');
    expect(spv.tokenKey).toBeNull();
    expect(spv.simUrl).toBeNull();
    expect(spv.simPort).toBe(0);
    expect(spv.callTimeoutMs).toBe(60_000);
  });

  it('reads the real client, environment, redirect, external simulator and port', () => {
    const spv = loadConfig({
      ANAF_CLIENT_ID: 'id',
      ANAF_CLIENT_SECRET: 'secret',
      ANAF_REDIRECT_URL: 'https://x.ro/cb',
      ANAF_ENV: 'prod',
      ANAF_TOKEN_KEY: key,
      ANAF_SIM_URL: 'http://127.0.0.1:4010',
      ANAF_SIM_PORT: '4011',
      ANAF_CALL_TIMEOUT_MS: '1500',
    }).spv;
    expect(spv).toMatchObject({
      clientId: 'id',
      clientSecret: 'secret',
      redirectUrl: 'https://x.ro/cb',
      env: 'prod',
      simUrl: 'http://127.0.0.1:4010',
      simPort: 4011,
      callTimeoutMs: 1500,
    });
    expect(spv.tokenKey?.length).toBe(32);
    expect(loadConfig({ ANAF_ENV: 'anything' }).spv.env).toBe('test');
  });

  it('refuses a token key that is not 32 bytes, and a production run on ANAF without one', () => {
    expect(() => loadConfig({ ANAF_TOKEN_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/32 bytes/);
    expect(() => loadConfig({ NODE_ENV: 'production', ANAF_CLIENT_ID: 'id' })).toThrow(/ANAF_TOKEN_KEY/);
    expect(
      loadConfig({ NODE_ENV: 'production', ANAF_CLIENT_ID: 'id', ANAF_TOKEN_KEY: key }).spv.clientId,
    ).toBe('id');
    // A production run on the simulator (a demo) derives its key from the app key.
    expect(loadConfig({ NODE_ENV: 'production' }).spv.tokenKey).toBeNull();
  });
});
