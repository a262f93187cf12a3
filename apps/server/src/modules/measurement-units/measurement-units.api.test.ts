import { SEED_UNITS } from '@app/domain/measurement-units/seed-units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAndStranger } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';

let h: Harness;
let owner: TestClient;
let stranger: TestClient;
let base: string;
let strangerBase: string;

type Unit = { id: string; code: string; name: string; symbol: string };
const units = `/measurement-units`;

beforeAll(async () => {
  h = await startHarness();
  ({ owner, stranger, base, strangerBase } = await ownerAndStranger(h));
});
afterAll(async () => {
  await h?.close();
});

const unitByCode = async (code: string, client = owner, at = base): Promise<Unit> => {
  const filters = encodeURIComponent(JSON.stringify([{ field: 'code', operator: 'eq', value: code }]));
  return (await client.get(`${at}${units}?filters=${filters}`)).body.items[0];
};

/** Marks a unit as used by some kind of row, as products and documents will. */
function useUnit(reason: string, unitId: string) {
  h.companyHooks.usage.register('measurement-unit', {
    reason,
    count: async (_db, _c, id) => (id === unitId ? 3 : 0),
  });
}

describe('seeded measurement units', () => {
  it('gives a new company the common units with Romanian names and English translations', async () => {
    const list = await owner.get(`${base}${units}?perPage=100`);
    expect(list.body.count).toBe(SEED_UNITS.length);
    expect(list.body.items[0]).toMatchObject({ name: 'An', code: 'ANN' }); // sorted by name
    const piece = await unitByCode('H87');
    expect(piece).toMatchObject({ name: 'Bucată', symbol: 'buc' });
    const translations = await owner.get(`${base}${units}/${piece.id}/translations`);
    expect(translations.body.items).toEqual([
      { id: expect.any(String), measurementUnitId: piece.id, locale: 'en-GB', name: 'Piece', symbol: 'pc' },
    ]);
    expect((await owner.get(`${base}${units}?search=oră`)).body.items.map((u: Unit) => u.code)).toEqual([
      'KWH',
      'HUR',
    ]);
    expect((await owner.get(`${base}${units}?sortBy=symbol&sortDir=desc&perPage=1`)).body.items[0].code).toBe(
      'DAY',
    );
  });
});

describe('measurement unit create, edit and delete', () => {
  it('creates a unit with a Rec 20 code and keeps code, name and symbol unique', async () => {
    const created = await owner.post(`${base}${units}`, { code: 'ncl', name: 'Rolă', symbol: 'rolă' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'NCL', name: 'Rolă', symbol: 'rolă' });
    const twin = await owner.post(`${base}${units}`, { code: 'NCL', name: 'rolă', symbol: 'rolă' });
    expect(twin.body.errors).toEqual({ code: ['unique'], name: ['unique'], symbol: ['unique'] });
    const edited = await owner.put(`${base}${units}/${created.body.id}`, {
      code: 'NCL',
      name: 'Rolă mare',
      symbol: 'rl',
    });
    expect(edited.body).toMatchObject({ name: 'Rolă mare', symbol: 'rl' });
    expect(
      (await owner.put(`${base}${units}/${created.body.id}`, { code: 'NCL', name: 'Kilogram', symbol: 'rl' }))
        .body.errors,
    ).toEqual({ name: ['unique'] });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['nothing', {}, { code: ['required'], name: ['required'], symbol: ['required'] }],
    ['a code outside Rec 20', { code: 'BUC', name: 'Buc', symbol: 'b' }, { code: ['invalid'] }],
    [
      'a long name and symbol',
      { code: 'NAR', name: 'n'.repeat(101), symbol: 's'.repeat(21) },
      {
        name: ['max:100'],
        symbol: ['max:20'],
      },
    ],
  ])('refuses %s', async (_name, body, errors) => {
    const answer = await owner.post(`${base}${units}`, body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(errors);
  });

  it('lets a used unit be renamed but not recoded or deleted', async () => {
    const kilogram = await unitByCode('KGM');
    useUnit('products', kilogram.id);
    useUnit('client-invoices', kilogram.id);
    expect((await owner.get(`${base}${units}/${kilogram.id}/usage`)).body).toEqual({
      reasons: ['products', 'client-invoices'],
    });
    const renamed = await owner.put(`${base}${units}/${kilogram.id}`, {
      code: 'KGM',
      name: 'Kilogram net',
      symbol: 'kg',
    });
    expect(renamed.status).toBe(200);
    const recoded = await owner.put(`${base}${units}/${kilogram.id}`, {
      code: 'GRM',
      name: 'Kilogram',
      symbol: 'kg',
    });
    expect(recoded.body).toMatchObject({
      message: 'settings.measurement-units.errors.code-locked',
      errors: { code: ['locked'] },
    });
    const deleted = await owner.delete(`${base}${units}/${kilogram.id}`);
    expect(deleted.status).toBe(422);
    expect(deleted.body).toMatchObject({
      message: 'settings.measurement-units.errors.delete-blocked',
      errors: { measurementUnit: ['products', 'client-invoices'] },
    });
  });

  it('deletes an unused unit with its translations, then answers 404', async () => {
    const pair = await unitByCode('PR');
    expect((await owner.delete(`${base}${units}/${pair.id}`)).status).toBe(204);
    expect((await owner.delete(`${base}${units}/${pair.id}`)).status).toBe(404);
    expect((await owner.get(`${base}${units}/${pair.id}/translations`)).status).toBe(404);
  });
});

describe('measurement unit translations', () => {
  it('adds, edits and deletes translations with one per locale and unique symbols per locale', async () => {
    const litre = await unitByCode('LTR');
    const path = `${base}${units}/${litre.id}/translations`;
    const german = await owner.post(path, { locale: 'de-DE', name: 'Liter', symbol: 'l' });
    expect(german.status).toBe(201);
    expect((await owner.post(path, { locale: 'de-DE', name: 'Liter', symbol: 'ltr' })).body.errors).toEqual({
      locale: ['unique'],
    });
    // "pc" is the English symbol of the piece already.
    const english = (await owner.get(path)).body.items.find((t: { locale: string }) => t.locale === 'en-GB');
    const taken = await owner.put(`${path}/${english.id}`, { locale: 'en-GB', name: 'Litre', symbol: 'pc' });
    expect(taken.body.errors).toEqual({ symbol: ['unique'] });
    const edited = await owner.put(`${path}/${german.body.id}`, {
      locale: 'de-DE',
      name: 'Liter (l)',
      symbol: 'L',
    });
    expect(edited.body).toMatchObject({ name: 'Liter (l)', symbol: 'L' });
    const filters = encodeURIComponent(JSON.stringify([{ field: 'locale', operator: 'eq', value: 'de-DE' }]));
    expect((await owner.get(`${path}?filters=${filters}`)).body.count).toBe(1);
    expect((await owner.post(path, { locale: 'xx-XX', name: '', symbol: '' })).body.errors).toEqual({
      locale: ['invalid'],
      name: ['required'],
      symbol: ['required'],
    });
    expect((await owner.delete(`${path}/${german.body.id}`)).status).toBe(204);
    expect((await owner.delete(`${path}/${german.body.id}`)).status).toBe(404);
  });

  it('answers 404 for units and translations of another company', async () => {
    const theirs = await unitByCode('MTR', stranger, strangerBase);
    const theirTranslation = (await stranger.get(`${strangerBase}${units}/${theirs.id}/translations`)).body
      .items[0];
    const mine = await unitByCode('MTR');
    for (const url of [
      `${base}${units}/${theirs.id}`,
      `${base}${units}/${theirs.id}/translations`,
      `${base}${units}/${mine.id}/translations/${theirTranslation.id}`,
      `${base}${units}/${theirs.id}/usage`,
    ]) {
      expect((await owner.get(url)).status).toBe(404);
    }
    expect(
      (await owner.put(`${base}${units}/${theirs.id}`, { code: 'MTR', name: 'M', symbol: 'M' })).status,
    ).toBe(404);
    expect((await owner.delete(`${base}${units}/${theirs.id}`)).status).toBe(404);
    expect(
      (
        await owner.post(`${base}${units}/${theirs.id}/translations`, {
          locale: 'fr-FR',
          name: 'Mètre',
          symbol: 'm',
        })
      ).status,
    ).toBe(404);
    expect((await stranger.get(`${base}${units}`)).status).toBe(404);
  });
});
