import { describe, expect, it } from 'vitest';
import {
  anafMinute,
  errorFileXml,
  missingParameterJson,
  signatureXml,
  stateAnswerXml,
  uploadAnswerXml,
} from './anaf-formats';
import { parseStateAnswer, parseUploadAnswer, readArchive } from './client/answers';
import { isZip, zipTextFiles } from './zip';

// The shapes of ../shared/reference/README.md, "e-Factura API".
describe('e-Factura wire formats', () => {
  it('writes the upload answer with its namespace and attributes, and its refusal with Errors', () => {
    expect(uploadAnswerXml({ uploadIndex: '3828', dateResponse: '202108051140' })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="202108051140" ExecutionStatus="0" index_incarcare="3828"/>\n',
    );
    const refused = uploadAnswerXml({
      errors: ['Factura a mai fost transmisa anterior cu index=3828'],
      dateResponse: '202108051140',
    });
    expect(refused).toContain(
      'ExecutionStatus="1"><Errors errorMessage="Factura a mai fost transmisa anterior cu index=3828"/></header>',
    );
    expect(parseUploadAnswer(refused)).toEqual({
      ok: false,
      errors: ['Factura a mai fost transmisa anterior cu index=3828'],
      dateResponse: '202108051140',
    });
    expect(parseUploadAnswer(uploadAnswerXml({ uploadIndex: '3828', dateResponse: '202108051140' }))).toEqual(
      {
        ok: true,
        uploadIndex: '3828',
        dateResponse: '202108051140',
      },
    );
  });

  it('writes stareMesaj in every state: no id_descarcare while processing, errors for a broken XML', () => {
    const ns = 'xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1"';
    expect(stateAnswerXml({ state: 'in prelucrare', downloadId: null })).toContain(
      `<header ${ns} stare="in prelucrare"/>`,
    );
    expect(stateAnswerXml({ state: 'ok', downloadId: '3001' })).toContain(
      `<header ${ns} stare="ok" id_descarcare="3001"/>`,
    );
    expect(stateAnswerXml({ state: 'nok', downloadId: '3002' })).toContain(
      `stare="nok" id_descarcare="3002"`,
    );
    const broken = stateAnswerXml({
      state: 'XML cu erori nepreluat de sistem',
      downloadId: null,
      errors: ['E: x'],
    });
    expect(parseStateAnswer(broken)).toEqual({
      state: 'XML cu erori nepreluat de sistem',
      downloadId: null,
      errors: ['E: x'],
    });
    expect(parseStateAnswer(stateAnswerXml({ state: 'ok', downloadId: '3001' }))).toEqual({
      state: 'ok',
      downloadId: '3001',
      errors: [],
    });
    expect(() =>
      parseStateAnswer(stateAnswerXml({ errors: ['Nu exista factura cu id_incarcare= 1'] })),
    ).toThrow('Nu exista factura cu id_incarcare= 1');
  });

  it('writes the error file of a rejection and reads it back out of a ZIP with its seal', () => {
    const error = errorFileXml('5001', '18547290', ['E: eroare regula: BR-RO-080: "strada" & <oras>']);
    expect(error).toContain(
      '<header xmlns="mfp:anaf:dgti:efactura:mesajEroriFactuta:v1" Index_incarcare="5001" Cif_emitent="18547290">',
    );
    const zip = zipTextFiles({
      '5001.xml': error,
      'semnatura_5001.xml': signatureXml('5001.xml', error, 'k'),
    });
    expect(isZip(zip)).toBe(true);
    const archive = readArchive(zip);
    expect(archive).toMatchObject({
      xmlFileName: '5001.xml',
      signatureFileName: 'semnatura_5001.xml',
      isErrorFile: true,
      errors: ['E: eroare regula: BR-RO-080: "strada" & <oras>'],
    });
  });

  it('signs deterministically over the SHA-256 of the file', () => {
    const one = signatureXml('1.xml', '<a/>', 'key');
    expect(signatureXml('1.xml', '<a/>', 'key')).toBe(one);
    expect(signatureXml('1.xml', '<b/>', 'key')).not.toBe(one);
    expect(one).toMatch(/<ds:DigestValue>[A-Za-z0-9+/=]{44}<\/ds:DigestValue>/);
  });

  it('writes times as yyyyMMddHHmm in Romanian time and a missing parameter as Spring does', () => {
    expect(anafMinute(Date.parse('2022-11-01T12:15:00Z'))).toBe('202211011415');
    expect(anafMinute(Date.parse('2022-07-01T12:15:00Z'))).toBe('202207011515');
    expect(Object.keys(missingParameterJson('x', 0))).toEqual(['timestamp', 'status', 'error', 'message']);
  });
});
