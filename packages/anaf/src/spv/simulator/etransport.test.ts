import { uitRule } from '@app/domain/etransport/uit';
import { describe, expect, it } from 'vitest';
import {
  writeCancellationXml,
  writeConfirmationXml,
  writeDeclarationXml,
  writeVehicleModificationXml,
} from '../../etransport/etransport-writer';
import { sampleInput } from '../../etransport/etransport-writer.test-helpers';
import { answerControl } from './control-routes';
import type { EtransportCall } from './etransport';
import { readEtransportPath } from './etransport';
import { type AnafSimulatorOptions, createAnafSimulator } from './simulator';
import { fakeClock } from './simulator.test-support';

const CIF = '14399840';
const OTHER = '18547290';
const COMPANY = `RO${CIF}`;

// biome-ignore lint/suspicious/noExplicitAny: the tests read ANAF's JSON field by field
type Json = any;

function sim(options: AnafSimulatorOptions = {}) {
  const clock = fakeClock();
  const simulator = createAnafSimulator({ now: clock.now, ...options });
  const call = (request: EtransportCall, body: string | null = null, token: string | null = 't') => {
    const answer = simulator.etransportCall({
      ...request,
      method: request.call === 'upload' ? 'POST' : 'GET',
      body,
      bodyTooLarge: false,
      token,
    });
    return { status: answer.status, json: JSON.parse(String(answer.body)) as Json };
  };
  const upload = (xml: string, cif = CIF, token = 't') =>
    call({ call: 'upload', standard: 'ETRANSP', cif, version: '2' }, xml, token);
  const state = (index: string | number, token = 't') =>
    call({ call: 'stareMesaj', index: String(index) }, null, token);
  const list = (days: number | string, cif = CIF, token = 't') =>
    call({ call: 'lista', days: String(days), cif }, null, token);
  /** Uploads and polls past "in prelucrare". */
  const settled = (xml: string) => {
    const answer = upload(xml).json;
    expect(state(answer.index_incarcare).json.stare).toBe('in prelucrare');
    return { answer, state: state(answer.index_incarcare).json };
  };
  return { simulator, clock, call, upload, state, list, settled };
}

/** Romania's date on the fake clock (2026-11-20T10:00:00Z): transports are declared from it. */
const TODAY = '2026-11-20';
const declaration = (extra = {}) =>
  writeDeclarationXml(sampleInput(30, {}, { deliveryDate: TODAY, ...extra }));
const cancellation = (uit: string) => writeCancellationXml({ companyCui: COMPANY, uit });

describe('e-Transport in the ANAF simulator', () => {
  it('takes a declaration with an index and a fresh valid UIT, in prelucrare, then ok', () => {
    const { upload, state } = sim();
    const answer = upload(declaration({ referenceCode: 'AVZ-1' }));
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ ExecutionStatus: 0, ref_declarant: 'AVZ-1' });
    expect(answer.json.dateResponse).toMatch(/^\d{12}$/);
    expect(typeof answer.json.index_incarcare).toBe('number');
    expect(typeof answer.json.trace_id).toBe('string');
    expect(answer.json.UIT).toHaveLength(16);
    expect(uitRule(answer.json.UIT)).toBeNull();
    expect(state(answer.json.index_incarcare).json).toMatchObject({
      stare: 'in prelucrare',
      ExecutionStatus: 0,
    });
    const done = state(answer.json.index_incarcare).json;
    expect(done.stare).toBe('ok');
    expect(done.Errors).toBeUndefined();
    // Two declarations never share a UIT.
    expect(upload(declaration()).json.UIT).not.toBe(answer.json.UIT);
  });

  it('finishes processing by time alone, and follows processingPolls', () => {
    const { upload, state, clock, simulator } = sim();
    const index = upload(declaration()).json.index_incarcare;
    clock.advance(61_000);
    expect(state(index).json.stare).toBe('ok');
    simulator.setProcessingPolls(0);
    expect(state(upload(declaration()).json.index_incarcare).json.stare).toBe('ok');
  });

  it('processes to nok with ANAF-style Errors: operation type, purpose, vehicle number', () => {
    const { upload, settled } = sim();
    const wrongVehicle = declaration({ deliveryVehicleRegistrationNumber: 'CJ-12 ABC' });
    const nok = settled(wrongVehicle);
    expect(nok.answer.UIT).toHaveLength(16);
    expect(nok.state.stare).toBe('nok');
    expect(nok.state.Errors).toEqual([{ errorMessage: expect.stringContaining('nrVehicul=CJ-12 ABC') }]);
    const badOperation = declaration().replace('codTipOperatiune="30"', 'codTipOperatiune="31"');
    expect(settled(badOperation).state.Errors[0].errorMessage).toContain('codTipOperatiune=31');
    const badPurpose = declaration().replace('codScopOperatiune="101"', 'codScopOperatiune="201"');
    expect(settled(badPurpose).state.Errors[0].errorMessage).toContain('codScopOperatiune=201');
    const missing = declaration().replace(/<partenerComercial[^>]*\/>/, '');
    expect(settled(missing).state.Errors[0].errorMessage).toContain('partenerComercial');
    // A nok declaration's UIT cannot be used afterwards.
    const cancel = settled(cancellation(nok.answer.UIT));
    expect(cancel.state.stare).toBe('nok');
    expect(upload(declaration()).json.ExecutionStatus).toBe(0);
  });

  it('processes to nok a transport date before today (unless declPostAvarie) or over 3 days ahead', () => {
    const { settled, clock } = sim();
    const accepted = (deliveryDate: string, postFailure = false) =>
      settled(declaration({ deliveryDate, postFailure })).state;
    expect(accepted('2026-11-20').stare).toBe('ok');
    expect(accepted('2026-11-23').stare).toBe('ok');
    const yesterday = accepted('2026-11-19');
    expect(yesterday.stare).toBe('nok');
    expect(yesterday.Errors).toEqual([
      {
        errorMessage: expect.stringMatching(
          /dataTransport=2026-11-19 nu poate fi anterioara datei curente 2026-11-20.*declPostAvarie="D"/,
        ),
      },
    ]);
    const postFailure = settled(declaration({ deliveryDate: '2026-11-19', postFailure: true }));
    expect(postFailure.answer.UIT).toHaveLength(16);
    expect(postFailure.state.stare).toBe('ok');
    const tooLate = accepted('2026-11-24');
    expect(tooLate.stare).toBe('nok');
    expect(tooLate.Errors).toEqual([
      {
        errorMessage: expect.stringContaining('dataTransport=2026-11-24 nu poate fi mai mare de 2026-11-23'),
      },
    ]);
    // Even after an outage, not more than 3 days ahead.
    expect(accepted('2026-11-24', true).stare).toBe('nok');
    const badDate = declaration().replace('dataTransport="2026-11-20"', 'dataTransport="2026-11-31"');
    expect(settled(badDate).state.Errors[0].errorMessage).toContain('dataTransport=2026-11-31');
    // "Today" is Romania's calendar date: 22:30 UTC on 20 November is already 21 November there.
    clock.set(Date.parse('2026-11-20T22:30:00Z'));
    expect(accepted('2026-11-20').stare).toBe('nok');
    expect(accepted('2026-11-24').stare).toBe('ok');
  });

  it('refuses at upload a message of another declarant, and leaves unreadable ones unprocessed', () => {
    const { upload, settled, simulator } = sim();
    const other = upload(declaration(), OTHER);
    expect(other.json).toMatchObject({ ExecutionStatus: 1 });
    expect(other.json.Errors[0].errorMessage).toContain(`cif=${OTHER}`);
    expect(other.json.index_incarcare).toBeUndefined();
    for (const broken of [
      '<eTransport',
      declaration().replace('mfp:anaf:dgti:eTransport:declaratie:v2', 'urn:other'),
      `<eTransport xmlns="mfp:anaf:dgti:eTransport:declaratie:v2" codDeclarant="${CIF}"/>`,
    ]) {
      const result = settled(broken);
      expect(result.answer.ExecutionStatus).toBe(0);
      expect(result.answer.UIT).toBeUndefined();
      expect(result.state.stare).toBe('XML cu erori nepreluat de sistem');
      expect(result.state.Errors.length).toBe(1);
    }
    expect(simulator.etransportStats()).toEqual({ uploads: 3, accepted: 0, rejected: 3, refused: 1 });
  });

  it('answers upload parameter errors as ExecutionStatus 1', () => {
    const { call } = sim();
    const xml = declaration();
    for (const [request, words] of [
      [{ call: 'upload', standard: 'UBL', cif: CIF, version: '2' }, 'standard=UBL'],
      [{ call: 'upload', standard: 'ETRANSP', cif: CIF, version: '1' }, 'Versiunea 1'],
      [{ call: 'upload', standard: 'ETRANSP', cif: 'RO1', version: '2' }, 'nu este un numar'],
    ] as const) {
      const answer = call(request, xml).json;
      expect(answer.ExecutionStatus).toBe(1);
      expect(answer.Errors[0].errorMessage).toContain(words);
    }
    expect(
      call({ call: 'upload', standard: 'ETRANSP', cif: CIF, version: '2' }, '').json.Errors[0].errorMessage,
    ).toBe('Nu a fost transmis niciun fisier.');
  });

  it('cancels, confirms, changes vehicles and corrects only live UITs of the same declarant', () => {
    const { settled, upload } = sim();
    const unknown = '3V0P0L0P0T3JUW46';
    const refusedCancel = settled(cancellation(unknown));
    expect(refusedCancel.state.stare).toBe('nok');
    expect(refusedCancel.state.Errors[0].errorMessage).toContain(`UIT-ul ${unknown} nu exista`);
    expect(settled(cancellation('3V0P0L0P0T3JUW47')).state.Errors[0].errorMessage).toContain('BR-019');

    const uit = settled(declaration()).answer.UIT as string;
    const confirm = writeConfirmationXml({
      companyCui: COMPANY,
      confirmation: { uit, confirmationType: 10, notes: null, referenceCode: null, postFailure: false },
    });
    expect(settled(confirm).state.stare).toBe('ok');
    const badConfirm = confirm.replace('tipConfirmare="10"', 'tipConfirmare="40"');
    expect(settled(badConfirm).state.Errors[0].errorMessage).toContain('tipConfirmare=40');
    const vehicle = (number: string) =>
      writeVehicleModificationXml({
        companyCui: COMPANY,
        modification: {
          uit,
          date: '2026-11-20',
          time: '12:30:00',
          vehicleRegistrationNumber: number,
          trailerRegistrationNumber: null,
          secondTrailerRegistrationNumber: null,
          notes: null,
          referenceCode: null,
          postFailure: false,
        },
      });
    expect(settled(vehicle('B123XYZ')).state.stare).toBe('ok');
    expect(settled(vehicle('B123XYZ').replace('B123XYZ', 'B 123')).state.stare).toBe('nok');

    const correction = writeDeclarationXml(
      sampleInput(30, {}, { deliveryDate: TODAY }, { correctedUit: uit }),
    );
    const corrected = settled(correction);
    expect(corrected.answer.UIT).toBe(uit);
    expect(corrected.state.stare).toBe('ok');

    // Another declarant cannot touch it.
    const foreign = upload(writeCancellationXml({ companyCui: `RO${OTHER}`, uit }), OTHER).json;
    expect(foreign.ExecutionStatus).toBe(0);

    const cancel = settled(cancellation(uit));
    expect(cancel.state.stare).toBe('ok');
    const again = settled(cancellation(uit));
    expect(again.state.stare).toBe('nok');
    expect(again.state.Errors[0].errorMessage).toContain('anulat');
    expect(settled(correction).state.stare).toBe('nok');
  });

  it('lists the processed messages of a CIF with their tip codes; no messages is an error', () => {
    const { settled, list, upload, clock } = sim();
    expect(list(1).json).toMatchObject({
      ExecutionStatus: 1,
      Errors: [{ errorMessage: 'Nu exista mesaje in ultimele 1 zile' }],
    });
    const first = settled(declaration({ referenceCode: 'R1' })).answer;
    clock.advance(60_000);
    settled(cancellation(first.UIT));
    clock.advance(60_000);
    settled(declaration({ deliveryVehicleRegistrationNumber: 'x' }));
    upload(declaration()); // still in prelucrare: not listed until its time is over
    const answer = list(5).json;
    expect(answer.ExecutionStatus).toBe(0);
    expect(answer.mesaje.map((item: Json) => [item.tip, item.stare])).toEqual([
      ['NOT', 'ERR'],
      ['DEL', 'OK'],
      ['NOT', 'OK'],
    ]);
    expect(answer.mesaje[2]).toMatchObject({
      uit: first.UIT,
      cod_decl: CIF,
      ref_decl: 'R1',
      id_incarcare: String(first.index_incarcare),
      tip: 'NOT',
      stare: 'OK',
    });
    expect(answer.mesaje[1].uit).toBe(first.UIT);
    clock.advance(61_000);
    expect(list(5).json.mesaje).toHaveLength(4);
    expect(list(5, OTHER).json.ExecutionStatus).toBe(1);
    clock.advance(2 * 86_400_000);
    expect(list(1).json.ExecutionStatus).toBe(1);
    expect(list(61).json.Errors[0].errorMessage).toContain('intre 1 si 60');
    expect(list(0).json.ExecutionStatus).toBe(1);
  });

  it("places another declarant's declaration, correction and cancellation naming a CIF as partner", () => {
    const { simulator, list, upload, clock } = sim();
    const placed = simulator.placeEtransportDeclaration({
      partnerCif: CIF,
      declarantCif: OTHER,
      kind: 'NOT',
      referenceCode: 'AVZ 7',
    });
    expect(uitRule(placed.uit)).toBeNull();
    clock.advance(60_000);
    simulator.placeEtransportDeclaration({
      partnerCif: CIF,
      declarantCif: OTHER,
      kind: 'COR',
      uit: placed.uit,
    });
    clock.advance(60_000);
    const canceled = simulator.placeEtransportDeclaration({
      partnerCif: CIF,
      declarantCif: OTHER,
      kind: 'DEL',
      uit: placed.uit,
    });
    expect(canceled.uit).toBe(placed.uit);
    const partnerList = list(5).json.mesaje;
    expect(partnerList.map((item: Json) => [item.tip, item.uit, item.cod_decl, item.stare])).toEqual([
      ['DEL', placed.uit, OTHER, 'OK'],
      ['COR', placed.uit, OTHER, 'OK'],
      ['NOT', placed.uit, OTHER, 'OK'],
    ]);
    expect(partnerList[2]).toMatchObject({ ref_decl: 'AVZ 7', id_incarcare: placed.uploadIndex });
    // The declarant's list holds them too; a third CIF sees nothing.
    expect(list(5, OTHER).json.mesaje).toHaveLength(3);
    expect(list(5, '16807364').json.ExecutionStatus).toBe(1);
    // The partner cannot cancel another's declaration, nor can a cancelled UIT be referred to again.
    expect(upload(cancellation(placed.uit)).json.ExecutionStatus).toBe(0);
    expect(() =>
      simulator.placeEtransportDeclaration({
        partnerCif: CIF,
        declarantCif: OTHER,
        kind: 'COR',
        uit: placed.uit,
      }),
    ).toThrow('cancelled');
    expect(() =>
      simulator.placeEtransportDeclaration({ partnerCif: CIF, declarantCif: CIF, kind: 'DEL', uit: 'X' }),
    ).toThrow('needs a UIT');
  });

  it('places partner declarations through the control route, refusing a bad one with 400', () => {
    const { simulator, list } = sim();
    const post = (body: unknown) => {
      const answer = answerControl(simulator, 'POST', 'etransport-declaration', JSON.stringify(body));
      return { status: answer.status, json: JSON.parse(String(answer.body)) as Json };
    };
    const placed = post({
      partnerCif: CIF,
      declarantCif: OTHER,
      kind: 'NOT',
      createdAt: Date.now() - 3_600_000,
    });
    expect(placed.status).toBe(200);
    expect(placed.json).toEqual({ uit: expect.any(String), uploadIndex: expect.stringMatching(/^\d+$/) });
    expect(list(1).json.mesaje[0]).toMatchObject({ uit: placed.json.uit, cod_decl: OTHER, tip: 'NOT' });
    expect(post({ partnerCif: CIF, declarantCif: OTHER, kind: 'COR', uit: placed.json.uit }).status).toBe(
      200,
    );
    expect(post({ partnerCif: 14399840, declarantCif: OTHER, kind: 'NOT' }).status).toBe(400);
    expect(post({ partnerCif: CIF, declarantCif: OTHER, kind: 'CON' }).json.error).toContain(
      'NOT, COR or DEL',
    );
    expect(post({ partnerCif: CIF, declarantCif: OTHER, kind: 'NOT', uit: placed.json.uit }).status).toBe(
      400,
    );
  });

  it('checks the token with the authorize hook: 401 without or with a bad token, 403 for another CIF', () => {
    const { upload, state, list } = sim({
      authorize: (token, cif) => (token !== 'good' ? 'unauthorized' : cif === CIF ? 'ok' : 'forbidden'),
    });
    expect(upload(declaration(), CIF, 'bad').status).toBe(401);
    expect(list(1, CIF, 'bad').status).toBe(401);
    expect(list(1, OTHER, 'good').status).toBe(403);
    const index = upload(declaration(), CIF, 'good').json.index_incarcare;
    expect(state(index, 'good').status).toBe(200);
    expect(state(index, 'bad').status).toBe(401);
    expect(state('999', 'good').json.Errors[0].errorMessage).toContain('index_incarcare=999');
    const { call } = sim();
    expect(call({ call: 'lista', days: '1', cif: CIF }, null, null).status).toBe(401);
  });

  it('shares the per-minute limit (429) with e-Factura', () => {
    const { list, clock } = sim({ limits: { perMinute: 2 } });
    expect(list(1).status).toBe(200);
    expect(list(1).status).toBe(200);
    expect(list(1).status).toBe(429);
    clock.advance(60_000);
    expect(list(1).status).toBe(200);
  });

  it('reads the paths', () => {
    expect(readEtransportPath('/test/ETRANSPORT/ws/v1/upload/ETRANSP/123/2')).toEqual({
      call: 'upload',
      standard: 'ETRANSP',
      cif: '123',
      version: '2',
    });
    expect(readEtransportPath('/prod/ETRANSPORT/ws/v1/stareMesaj/55')).toEqual({
      call: 'stareMesaj',
      index: '55',
    });
    expect(readEtransportPath('/prod/ETRANSPORT/ws/v1/lista/3/123/')).toEqual({
      call: 'lista',
      days: '3',
      cif: '123',
    });
    expect(readEtransportPath('/prod/ETRANSPORT/ws/v1/lista/3')).toBeNull();
    expect(readEtransportPath('/prod/FCTEL/rest/upload')).toBeNull();
  });
});
