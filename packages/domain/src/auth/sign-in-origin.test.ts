import { describe, expect, it } from 'vitest';
import { describeUserAgent, deviceLabel, networkOf } from './sign-in-origin';

describe('the device of a sign-in', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Linux'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      'Chrome',
      'Linux',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
  ])('%s', (ua, browser, os) => {
    expect(describeUserAgent(ua)).toEqual({ browser, os });
  });

  it('says nothing it does not know', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
    expect(deviceLabel({ browser: null, os: null }, 'necunoscut')).toBe('necunoscut');
    expect(deviceLabel({ browser: 'Firefox', os: null }, '?')).toBe('Firefox');
  });
});

describe('the network of an address', () => {
  it.each([
    ['86.120.33.7', '86.120.33.0/24'],
    ['::ffff:86.120.33.7', '86.120.33.0/24'],
    ['2a02:2f0e:5f03:8a00:1c2d:9e4f:aa01:7', '2a02:2f0e:5f03::/48'],
    ['2a02:0f0e::1', '2a02:f0e:0::/48'],
    ['::1', '0:0:0::/48'],
    ['localhost', null],
    [null, null],
  ])('%s is in %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });
});
