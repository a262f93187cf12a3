import { perUnitRate } from '@app/domain/exchange-rates/per-unit-rate';
import { isIsoDate } from '@app/domain/validators/iso-date';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type BnrRate, type BnrRateDay, BnrRatesError } from './bnr-rates.types';

/**
 * Reads a BNR reference-rate file, the day's or a year's:
 *
 *   DataSet (xmlns http://www.bnr.ro/xsd)
 *     Header: Publisher, PublishingDate, MessageType
 *     Body: Subject, OrigCurrency (RON), Cube date="yyyy-MM-dd"+
 *       Rate currency="EUR" [multiplier="100"]: RON for `multiplier` units (1 when absent)
 *
 * Values stay text throughout (never a binary float); each rate is divided by its multiplier
 * exactly. Anything else (not XML, another root, no Cube, a bad date, a rate that is not a
 * positive decimal, a currency twice in a day, a day twice) is a BnrRatesError 'malformed'.
 * The days come back oldest first.
 */

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: false,
  isArray: (tagName) => tagName === 'Cube' || tagName === 'Rate',
});

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function malformed(message: string): BnrRatesError {
  return new BnrRatesError('malformed', `not a BNR rate file: ${message}`);
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (isNode(value) && typeof value['#text'] === 'string') return value['#text'].trim();
  return '';
}

function readRate(node: unknown, date: string): BnrRate {
  if (!isNode(node)) throw malformed(`a Rate of ${date} has no currency`);
  const currency = typeof node['@_currency'] === 'string' ? node['@_currency'].trim() : '';
  if (!/^[A-Z]{3}$/.test(currency)) throw malformed(`a Rate of ${date} has the currency "${currency}"`);
  const multiplierText = typeof node['@_multiplier'] === 'string' ? node['@_multiplier'].trim() : '1';
  const multiplier = /^[1-9]\d{0,8}$/.test(multiplierText) ? Number(multiplierText) : Number.NaN;
  const value = textOf(node);
  const rate = Number.isNaN(multiplier) ? null : perUnitRate(value, multiplier);
  if (rate === null) {
    throw malformed(`${currency} of ${date} is "${value}" for multiplier "${multiplierText}"`);
  }
  return { currency, rate, multiplier };
}

function readCube(node: unknown): BnrRateDay {
  const date = isNode(node) && typeof node['@_date'] === 'string' ? node['@_date'].trim() : '';
  if (!isIsoDate(date)) throw malformed(`a Cube has the date "${date}"`);
  const rateNodes = isNode(node) && Array.isArray(node.Rate) ? node.Rate : [];
  if (rateNodes.length === 0) throw malformed(`the Cube of ${date} has no Rate`);
  const rates = rateNodes.map((rate) => readRate(rate, date));
  const currencies = new Set(rates.map((rate) => rate.currency));
  if (currencies.size !== rates.length) throw malformed(`the Cube of ${date} has a currency twice`);
  return { date, rates };
}

export function parseBnrRates(xml: string): BnrRateDay[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw malformed(`${valid.err.msg} (line ${valid.err.line})`);
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch (error) {
    throw new BnrRatesError('malformed', 'not a BNR rate file: the XML cannot be read', { cause: error });
  }
  const dataSet = isNode(document) ? document.DataSet : undefined;
  if (!isNode(dataSet)) throw malformed('the root is not DataSet');
  const body = dataSet.Body;
  const cubes = isNode(body) && Array.isArray(body.Cube) ? body.Cube : [];
  if (cubes.length === 0) throw malformed('DataSet/Body has no Cube');

  const days = cubes.map(readCube).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (let i = 1; i < days.length; i++) {
    if (days[i]?.date === days[i - 1]?.date) throw malformed(`two Cubes of ${days[i]?.date}`);
  }
  return days;
}
