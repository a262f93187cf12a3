import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ supportEmail: 'suport@facturare.example.test' });
});
afterAll(async () => {
  await h?.close();
});

describe('POST /v1/problem-reports', () => {
  it('stores the report and e-mails it to the support address', async () => {
    const { client } = await h.signUp();
    const before = h.smtp.countTo('suport@facturare.example.test');
    const sent = await client.post('/v1/problem-reports', {
      name: 'Ioana Popescu',
      email: 'ioana@firma.example.test',
      description: 'Factura FCT-0007 nu se descarcă în PDF.',
      page: '/clients/invoices',
    });
    expect(sent.status).toBe(201);
    const mail = await h.smtp.waitFor('suport@facturare.example.test', before);
    expect(mail.text).toContain('Factura FCT-0007 nu se descarcă în PDF.');
    expect(mail.text).toContain('E-mail: ioana@firma.example.test');
    expect(mail.text).toContain('Pagina: /clients/invoices');
    expect(mail.text).toContain(`Referință: ${sent.body.id}`);
  });

  it('answers the field rules, and needs a signed-in user', async () => {
    const { client } = await h.signUp();
    const empty = await client.post('/v1/problem-reports', {
      name: '',
      email: 'nu-e-adresa',
      description: ' ',
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ name: ['required'], email: ['email'], description: ['required'] });
    const long = await client.post('/v1/problem-reports', {
      name: 'Ioana',
      email: 'ioana@firma.example.test',
      description: 'x'.repeat(5001),
    });
    expect(long.body.errors).toEqual({ description: ['max:5000'] });
    expect(
      (await h.client().post('/v1/problem-reports', { name: 'A', email: 'a@b.ro', description: 'c' })).status,
    ).toBe(401);
  });

  it('takes at most ten reports an hour from one user', async () => {
    const { client } = await h.signUp();
    const report = { name: 'Ioana', email: 'ioana@firma.example.test', description: 'Ceva nu merge.' };
    for (let i = 0; i < 10; i++) expect((await client.post('/v1/problem-reports', report)).status).toBe(201);
    expect((await client.post('/v1/problem-reports', report)).status).toBe(429);
  });
});
