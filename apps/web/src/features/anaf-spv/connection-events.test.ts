import { describe, expect, it } from 'vitest';
import { concernsConnection } from './connection-events';

const event = (type: string, myCompanyId: unknown) => ({ event: type, data: { myCompanyId } });

describe('concernsConnection', () => {
  it('takes the connection notifications of the company', () => {
    expect(concernsConnection(event('my-companies-anaf-spv-activated-by-accountant', 'c-1'), 'c-1')).toBe(
      true,
    );
    expect(concernsConnection(event('my-companies-anaf-spv-deactivated', 'c-1'), 'c-1')).toBe(true);
    expect(concernsConnection(event('my-companies-efactura-activated', 'c-1'), 'c-1')).toBe(true);
  });

  it('ignores other companies, other types and events that are not notifications', () => {
    expect(concernsConnection(event('my-companies-anaf-spv-activated', 'c-2'), 'c-1')).toBe(false);
    expect(concernsConnection(event('client-invoices-efactura-rejected', 'c-1'), 'c-1')).toBe(false);
    expect(concernsConnection(event('my-companies-anaf-spv-unknown', 'c-1'), 'c-1')).toBe(false);
    expect(concernsConnection({ event: 'pusher:pong', data: null }, 'c-1')).toBe(false);
  });
});
