import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, uniqueEmail } from '../../testing/harness';

describe('development mailbox (no SMTP configured)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ smtpUrl: null });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('keeps every message readable, latest first, as JSON and as a page', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await h.signUp({ email: first, verified: false });
    await h.signUp({ email: second, verified: false });
    const response = await h.client().get('/dev/mailbox.json');
    expect(response.status).toBe(200);
    expect(response.body.map((mail: { to: string }) => mail.to).slice(0, 2)).toEqual([second, first]);
    expect(response.body[0]).toEqual({
      to: second,
      subject: 'Codul de verificare a adresei de e-mail',
      text: expect.stringMatching(/\b\d{6}\b/),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const page = await h.client().get('/dev/mailbox');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(second);
    expect(h.smtp.received).toHaveLength(0);
  });
});

describe('production', () => {
  it('never serves the mailbox', async () => {
    const h = await startHarness({ env: 'production' });
    try {
      expect((await h.client().get('/dev/mailbox.json')).status).toBe(404);
      expect((await h.client().get('/dev/mailbox')).status).toBe(404);
    } finally {
      await h.close();
    }
  });
});
