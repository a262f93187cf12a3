import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { type EtransportCompany, etransportCompany } from './etransport.test-setup';

// Every delay of sending a thousand times shorter, as in the module's other tests.
process.env.EFACTURA_TIME_SCALE = '0.001';

/** A firm that is one of the company's partners (etransport.test-setup's supplier) and one that is not. */
const KNOWN_DECLARANT = '18547290';
const UNKNOWN_DECLARANT = '16807364';

let h: Harness;
let company: EtransportCompany;
let cui: string;

const simulator = () => {
  const sim = h.app.anafSimulator;
  if (!sim) throw new Error('the in-process ANAF simulator is not running');
  return sim;
};

beforeAll(async () => {
  h = await startHarness();
  company = await etransportCompany(h);
  const found = await h.ctx.database.pool.query('select business_id from companies where id = $1', [
    company.companyId,
  ]);
  cui = String(found.rows[0].business_id).replace(/\D/g, '');
}, 120_000);
afterAll(async () => {
  await h?.close();
  delete process.env.EFACTURA_TIME_SCALE;
});

const runImport = () => company.client.post(`${company.et}/import`);
type Row = { id: string; uit: string | null; actions: string[] };
const byUit = async (uit: string) => {
  const list = await company.client.get(`${company.et}?perPage=100`);
  return (list.body.items as Row[]).filter((row) => row.uit === uit);
};
const noticesOf = async (type: string) => {
  const notices = await company.client.get(`${company.base}/notifications?perPage=100`);
  return (notices.body.items as { type: string; data: { id: string; uit: string } }[]).filter(
    (notice) => notice.type === type,
  );
};

describe('declarations other firms made naming the company as partner', () => {
  it('imports a declaration, a correction and a cancellation once each, with the notifications', async () => {
    expect((await runImport()).body).toEqual({ imported: 0 });

    const first = simulator().placeEtransportDeclaration({
      partnerCif: cui,
      declarantCif: KNOWN_DECLARANT,
      kind: 'NOT',
      referenceCode: 'AVZ 12',
    });
    const second = simulator().placeEtransportDeclaration({
      partnerCif: cui,
      declarantCif: UNKNOWN_DECLARANT,
      kind: 'NOT',
    });
    // Another company's declaration is not this one's.
    simulator().placeEtransportDeclaration({
      partnerCif: '14399840',
      declarantCif: UNKNOWN_DECLARANT,
      kind: 'NOT',
    });

    const imported = await runImport();
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ imported: 2 });
    const [row] = await byUit(first.uit);
    expect(row).toMatchObject({
      type: 'declaration',
      status: 'imported',
      imported: true,
      state: 'imported',
      partnerName: 'Furnizorul Nord SRL',
      referenceCode: 'AVZ 12',
    });
    expect(row).toHaveProperty('deliveryDate', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    // ANAF's list gives no goods or route: nothing to print or mail, only the row to see.
    expect(row?.actions).toEqual(['view']);
    const [other] = await byUit(second.uit);
    expect(other).toMatchObject({ status: 'imported', partnerName: UNKNOWN_DECLARANT, referenceCode: null });

    const detail = await company.client.get(`${company.et}/${row?.id}`);
    // No form values (ANAF's list gives no goods or route); the row says who declared what.
    expect(detail.body).toMatchObject({ declaration: null, referenceCode: 'AVZ 12', uit: first.uit });
    const stored = await h.ctx.database.pool.query('select payload from etransport_items where id = $1', [
      row?.id,
    ]);
    expect(stored.rows[0].payload).toMatchObject({
      source: 'anaf-list',
      declarantCode: KNOWN_DECLARANT,
      messages: [{ uploadIndex: first.uploadIndex, kind: 'NOT' }],
    });
    const notices = await noticesOf('etransport-declaration-imported');
    expect(notices.map((notice) => notice.data.uit).sort()).toEqual([first.uit, second.uit].sort());
    expect(notices.find((notice) => notice.data.uit === first.uit)?.data.id).toBe(row?.id);

    // Nothing new: nothing imported, no notification.
    expect((await runImport()).body).toEqual({ imported: 0 });
    expect(await noticesOf('etransport-declaration-imported')).toHaveLength(2);

    simulator().placeEtransportDeclaration({
      partnerCif: cui,
      declarantCif: KNOWN_DECLARANT,
      kind: 'COR',
      uit: first.uit,
      referenceCode: 'AVZ 12-C',
    });
    simulator().placeEtransportDeclaration({
      partnerCif: cui,
      declarantCif: UNKNOWN_DECLARANT,
      kind: 'DEL',
      uit: second.uit,
    });
    expect((await runImport()).body).toEqual({ imported: 2 });
    const corrected = await byUit(first.uit);
    expect(corrected).toHaveLength(1);
    expect(corrected[0]).toMatchObject({
      status: 'imported:corrected',
      state: 'imported',
      referenceCode: 'AVZ 12-C',
      actions: ['view'],
    });
    expect(await byUit(second.uit)).toEqual([
      expect.objectContaining({ status: 'canceled', state: 'canceled' }),
    ]);
    const corrections = await noticesOf('etransport-declaration-imported-correction');
    expect(corrections.map((notice) => notice.data)).toEqual([
      expect.objectContaining({ id: row?.id, uit: first.uit }),
    ]);

    expect((await runImport()).body).toEqual({ imported: 0 });
    expect(await noticesOf('etransport-declaration-imported-correction')).toHaveLength(1);
  });

  it('imports a correction whose declaration it never saw as an imported:corrected row; skips its own messages', async () => {
    const elsewhere = simulator().placeEtransportDeclaration({
      partnerCif: '14399840',
      declarantCif: UNKNOWN_DECLARANT,
      kind: 'NOT',
    });
    simulator().placeEtransportDeclaration({
      partnerCif: cui,
      declarantCif: UNKNOWN_DECLARANT,
      kind: 'COR',
      uit: elsewhere.uit,
    });
    // A message the company declared itself (its own CUI as declarant) is no import.
    simulator().placeEtransportDeclaration({ partnerCif: UNKNOWN_DECLARANT, declarantCif: cui, kind: 'NOT' });
    expect((await runImport()).body).toEqual({ imported: 1 });
    expect(await byUit(elsewhere.uit)).toEqual([
      expect.objectContaining({ status: 'imported:corrected', imported: true, state: 'imported' }),
    ]);
  });

  it('needs the write permission and an active module', async () => {
    const inactive = await etransportCompany(h, false, 'bucharestVatOnCollection');
    const refused = await inactive.client.post(`${inactive.et}/import`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('etransport.errors.module-inactive');
    const tenant = await h.ctx.database.pool.query('select tenant_id from companies where id = $1', [
      company.companyId,
    ]);
    const reader = await h.createMember(String(tenant.rows[0].tenant_id), {
      company: { [company.companyId]: ['anaf-spv.ro-e-transport.read'] },
    });
    expect((await reader.client.post(`${company.et}/import`)).status).toBe(403);
  });
});
