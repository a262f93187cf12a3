import { uitRule } from '@app/domain/etransport/uit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { CARDS, payOnHostedPage } from '../billing/billing-purchases.test-setup';
import {
  acceptedDeclaration,
  type EtransportCompany,
  etransportCompany,
  productLine,
  saleDeclaration,
  settledItem,
} from './etransport.test-setup';

// Every delay of sending a thousand times shorter (5 s polls become 5 ms).
process.env.EFACTURA_TIME_SCALE = '0.001';

let h: Harness;
let company: EtransportCompany;

beforeAll(async () => {
  h = await startHarness();
  company = await etransportCompany(h);
}, 120_000);
afterAll(async () => {
  await h?.close();
  delete process.env.EFACTURA_TIME_SCALE;
});

describe('the e-Transport module access', () => {
  it('is inactive until activated and refuses documents meanwhile; activation needs SPV and the terms', async () => {
    const other = await etransportCompany(h, false, 'bucharestVatOnCollection');
    const access = await other.client.get(`${other.et}/access`);
    expect(access.body).toMatchObject({ active: false, missing: ['activation'], spvActive: true });
    expect(access.body.prices.map((price: { period: string }) => price.period)).toEqual([
      'monthly',
      'quarterly',
      'yearly',
    ]);
    const refused = await other.client.post(`${other.et}/declarations`, saleDeclaration(other));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('etransport.errors.module-inactive');
    const noTerms = await other.client.post(`${other.et}/activate`, {
      period: 'monthly',
      acceptTerms: false,
    });
    expect(noTerms.status).toBe(422);
    expect(noTerms.body.errors).toEqual({ acceptTerms: ['accepted'] });
    // The activation is a purchase of the add-on: nothing is active until it is paid.
    const started = await other.client.post(`${other.et}/activate`, {
      period: 'quarterly',
      acceptTerms: true,
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      planCode: 'addon:etransport:quarterly',
      amount: '49.00',
      status: 'pending',
    });
    expect((await other.client.get(`${other.et}/access`)).body.missing).toEqual(['activation']);
    const paid = await payOnHostedPage(started.body.payUrl, CARDS.ok);
    expect(paid.location).toBe(
      `${h.ctx.config.appUrl}/spv/etransport/subscription?payment=${started.body.id}`,
    );
    const payment = await other.client.get(`${other.base}/billing/payments/${started.body.id}`);
    expect(payment.body.status).toBe('accepted');
    const activated = await other.client.get(`${other.et}/access`);
    expect(activated.body).toMatchObject({ active: true, missing: [], alerts: [] });
    expect(activated.body.activation.planCode).toBe('addon:etransport:quarterly');
    const again = await other.client.post(`${other.et}/activate`, { period: 'monthly', acceptTerms: true });
    expect(again.body.message).toBe('etransport.errors.already-active');
  });
});

describe('declarations', () => {
  it('answers every broken rule with its field and code, and writes nothing', async () => {
    const bad = await company.client.post(
      `${company.et}/declarations`,
      saleDeclaration(company, {
        deliveryDate: '2020-01-01',
        partnerId: company.supplierId,
        deliveryVehicleRegistrationNumber: 'B-1',
        deliveryVehicleTrailerRegistrationNumber: 'cj12abc',
        products: [
          {
            productName: 'Ciment',
            operationType: 101,
            quantity: '0',
            measurementUnitCode: 'H87',
            price: '1',
            productEuCnClassificationCode: '123',
            netWeight: '5',
            grossWeight: '4',
          },
        ],
        transportDocuments: [{ type: 9999, number: 'X', date: '2026-01-01' }],
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      deliveryVehicleRegistrationNumber: ['onlyAlphaNumeric'],
      'transportDocuments.0.notes': ['required'],
      'products.0.productEuCnClassificationCode': ['format'],
      'products.0.quantity': [expect.any(String)],
    });
    // The rules across fields speak once every field is well formed.
    const crossField = await company.client.post(
      `${company.et}/declarations`,
      saleDeclaration(company, {
        deliveryDate: '2020-01-01',
        deliveryVehicleTrailerRegistrationNumber: 'cj12abc',
        products: [productLine({ netWeight: '500', grossWeight: '410' })],
      }),
    );
    expect(crossField.status).toBe(422);
    expect(crossField.body.errors).toMatchObject({
      deliveryDate: [expect.stringMatching(/^after_or_equal:/)],
      deliveryVehicleTrailerRegistrationNumber: ['unique'],
      'products.0.netWeight': ['lte'],
    });
    const roles = await company.client.post(
      `${company.et}/declarations`,
      saleDeclaration(company, {
        partnerId: company.supplierId,
        partnerDeliveryAddressId: company.supplierId,
      }),
    );
    expect(roles.status).toBe(422);
    expect(roles.body.errors).toEqual({ partnerId: ['role:client'] });
    const list = await company.client.get(company.et);
    expect(list.body.count).toBe(0);
  });

  it('creates a national declaration with two lines and a CMR, sends it, and gets a UIT', async () => {
    const created = await company.client.post(`${company.et}/declarations`, saleDeclaration(company));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'declaration', state: 'draft', uit: null });
    expect(created.body.actions).toEqual(['view', 'edit', 'delete', 'send', 'duplicate', 'download-xml']);
    const xml = await company.client.get(`${company.et}/${created.body.id}/download-xml`);
    expect(xml.raw.toString()).toContain('codTipOperatiune="30"');
    expect(xml.raw.toString()).toContain('numarDocument="CMR-1"');

    const sent = await company.client.post(`${company.et}/${created.body.id}/send-to-etransport`);
    expect(sent.status).toBe(202);
    expect(sent.body.state).toBe('pending');
    const again = await company.client.post(`${company.et}/${created.body.id}/send-to-etransport`);
    expect(again.status).toBe(422);
    const accepted = await settledItem(company, created.body.id);
    expect(accepted).toMatchObject({ state: 'accepted', status: 'published', etransportStatus: 'accepted' });
    expect(uitRule(accepted.uit)).toBeNull();
    expect(accepted.activity.map((entry: { step: string }) => entry.step)).toEqual([
      'created',
      'downloaded-xml',
      'queued',
      'registered',
      'accepted',
    ]);
    expect(accepted.actions).toEqual([
      'view',
      'delete',
      'cancel',
      'correct',
      'duplicate',
      'download-xml',
      'pdf',
      'email',
    ]);
    const pdf = await company.client.get(`${company.et}/${created.body.id}/download?locale=en-GB`);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.subarray(0, 4).toString()).toBe('%PDF');
    expect(String(pdf.headers['content-disposition'])).toContain(`e-transport-${accepted.uit}`);
    const mailed = await company.client.post(`${company.et}/${created.body.id}/send-by-email`, {
      to: ['client@example.com'],
      subject: 'Declarația de transport',
    });
    expect(mailed.status).toBe(202);
    const mails = await h.ctx.database.pool.query(
      `select m.subject, count(a.*)::int as attachments from mail_messages m
         left join mail_attachments a on a.message_id = m.id
        where m."to" = 'client@example.com' group by m.id`,
    );
    expect(mails.rows).toEqual([{ subject: 'Declarația de transport', attachments: 1 }]);
    const notices = await company.client.get(`${company.base}/notifications?perPage=50`);
    const types = (notices.body.items ?? []).map((notice: { type: string }) => notice.type);
    expect(types).toEqual(
      expect.arrayContaining(['etransport-declaration-registered', 'etransport-declaration-accepted']),
    );
  });

  it('changes the vehicle and confirms the transport of an accepted declaration', async () => {
    const declaration = await acceptedDeclaration(company);
    const modification = await company.client.post(`${company.et}/vehicle-modifications`, {
      declarationId: declaration.id,
      uit: declaration.uit.replace(/(.{4})(?!$)/g, '$1-'),
      date: declaration.deliveryDate,
      time: '14:30',
      vehicleRegistrationNumber: 'B99XYZ',
    });
    expect(modification.status).toBe(201);
    expect(modification.body).toMatchObject({
      type: 'vehicle-modification',
      uit: declaration.uit,
      state: 'draft',
    });
    await company.client.post(`${company.et}/${modification.body.id}/send-to-etransport`);
    expect(await settledItem(company, modification.body.id)).toMatchObject({ state: 'accepted' });

    const badUit = await company.client.post(`${company.et}/transport-confirmations`, {
      uit: `${declaration.uit.slice(0, 14)}00`,
      confirmationType: 10,
    });
    expect(badUit.status).toBe(422);
    expect(badUit.body.errors.uit).toEqual(['BR-019']);
    const confirmation = await company.client.post(`${company.et}/transport-confirmations`, {
      declarationId: declaration.id,
      uit: declaration.uit,
      confirmationType: 20,
      notes: 'Două paleți deteriorați',
    });
    expect(confirmation.status).toBe(201);
    await company.client.post(`${company.et}/${confirmation.body.id}/send-to-etransport`);
    expect(await settledItem(company, confirmation.body.id)).toMatchObject({ state: 'accepted' });
  });

  it('corrects an accepted declaration once at a time, and the corrected one is no longer usable', async () => {
    const declaration = await acceptedDeclaration(company);
    const correctionBody = saleDeclaration(company, { deliveryVehicleRegistrationNumber: 'CJ99COR' });
    const url = `${company.et}/declarations?correctionOf=${declaration.id}`;
    const correction = await company.client.post(url, correctionBody);
    expect(correction.status).toBe(201);
    expect(correction.body).toMatchObject({ type: 'correction', parentDeclarationId: declaration.id });
    const second = await company.client.post(url, correctionBody);
    expect(second.status).toBe(422);
    expect(second.body.message).toBe('etransport.errors.draft-child-exists');
    expect((await company.client.get(`${company.et}/${declaration.id}`)).body.draftChildId).toBe(
      correction.body.id,
    );

    await company.client.post(`${company.et}/${correction.body.id}/send-to-etransport`);
    const accepted = await settledItem(company, correction.body.id);
    expect(accepted).toMatchObject({ state: 'accepted', uit: declaration.uit });
    const parent = (await company.client.get(`${company.et}/${declaration.id}`)).body;
    expect(parent).toMatchObject({ status: 'corrected', state: 'corrected' });
    expect(parent.actions).not.toContain('send');
    expect(parent.actions).not.toContain('correct');
  });

  it('cancels an accepted declaration: pending until ANAF accepts the cancellation', async () => {
    const declaration = await acceptedDeclaration(company);
    const cancelled = await company.client.delete(`${company.et}/${declaration.id}/declarations`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancel-draft', state: 'pending' });
    await expect
      .poll(async () => (await company.client.get(`${company.et}/${declaration.id}`)).body.state, {
        interval: 200,
      })
      .toBe('canceled');
    const view = (await company.client.get(`${company.et}/${declaration.id}`)).body;
    expect(view.cancellation).toEqual({ status: 'accepted', errors: [] });
    expect(view.activity.map((entry: { step: string }) => entry.step)).toContain('cancel-requested');
  });

  it('edits and deletes a draft, filters the register by state and type, refuses past dates when sending', async () => {
    const created = await company.client.post(`${company.et}/declarations`, saleDeclaration(company));
    const edited = await company.client.put(
      `${company.et}/${created.body.id}/declarations`,
      saleDeclaration(company, { referenceCode: 'COM-77' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.referenceCode).toBe('COM-77');
    const drafts = await company.client.get(
      `${company.et}?filters[0][field]=state&filters[0][operator]=eq&filters[0][value]=draft&search=COM-77`,
    );
    expect(drafts.body.items.map((row: { id: string }) => row.id)).toEqual([created.body.id]);
    const badFilter = await company.client.get(
      `${company.et}?filters[0][field]=state&filters[0][operator]=eq&filters[0][value]=nonsense`,
    );
    expect(badFilter.status).toBe(422);
    const removed = await company.client.delete(`${company.et}/${created.body.id}`);
    expect(removed.status).toBe(204);
    expect((await company.client.get(`${company.et}/${created.body.id}`)).status).toBe(404);

    await h.ctx.database.pool.query(
      `insert into etransport_items (company_id, kind, payload, delivery_date) values ($1, 'declaration', '{}', '2020-01-01')`,
      [company.companyId],
    );
    const old = await company.client.get(
      `${company.et}?filters[0][field]=deliveryDate&filters[0][operator]=lt&filters[0][value]=2021-01-01`,
    );
    const sent = await company.client.post(`${company.et}/${old.body.items[0].id}/send-to-etransport`);
    expect(sent.status).toBe(422);
    expect(sent.body.message).toBe('etransport.errors.date-not-sendable');
  });
});
