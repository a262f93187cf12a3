import { describe, expect, it } from 'vitest';
import { parseBnrRates } from './bnr-rates.parser';
import { BnrRatesError } from './bnr-rates.types';

// The shape of https://www.bnr.ro/nbrfxrates.xml; values invented.
const DAILY = `<?xml version="1.0" encoding="utf-8"?>
<DataSet xmlns="http://www.bnr.ro/xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.bnr.ro/xsd nbrfxrates.xsd">
	<Header>
		<Publisher>National Bank of Romania</Publisher>
		<PublishingDate>2026-03-13</PublishingDate>
		<MessageType>DR</MessageType>
	</Header>
	<Body>
		<Subject>Reference rates</Subject>
		<OrigCurrency>RON</OrigCurrency>
		<Cube date="2026-03-13">
			<Rate currency="CHF">5.4418</Rate>
			<Rate currency="EUR">5.0800</Rate>
			<Rate currency="HUF" multiplier="100">1.3167</Rate>
			<Rate currency="JPY" multiplier="100">2.8803</Rate>
			<Rate currency="XAU">581.2510</Rate>
		</Cube>
	</Body>
</DataSet>`;

function file(cubes: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><DataSet xmlns="http://www.bnr.ro/xsd"><Header><PublishingDate>2026-03-13</PublishingDate></Header><Body><Subject>Reference rates</Subject><OrigCurrency>RON</OrigCurrency>${cubes}</Body></DataSet>`;
}

function malformed(xml: string): BnrRatesError {
  try {
    parseBnrRates(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(BnrRatesError);
    expect((error as BnrRatesError).code).toBe('malformed');
    return error as BnrRatesError;
  }
  throw new Error('parsed a malformed file');
}

describe('parseBnrRates', () => {
  it('reads the day, its rates as exact text and the multipliers', () => {
    expect(parseBnrRates(DAILY)).toEqual([
      {
        date: '2026-03-13',
        rates: [
          { currency: 'CHF', rate: '5.4418', multiplier: 1 },
          { currency: 'EUR', rate: '5.0800', multiplier: 1 },
          { currency: 'HUF', rate: '0.013167', multiplier: 100 },
          { currency: 'JPY', rate: '0.028803', multiplier: 100 },
          { currency: 'XAU', rate: '581.2510', multiplier: 1 },
        ],
      },
    ]);
  });

  it('reads a year file with many days, oldest first whatever the order in the file', () => {
    const days = parseBnrRates(
      file(
        [
          '<Cube date="2026-01-08"><Rate currency="EUR">5.0812</Rate></Cube>',
          '<Cube date="2026-01-05"><Rate currency="EUR">5.0825</Rate><Rate currency="HUF" multiplier="100">1.3105</Rate></Cube>',
          '<Cube date="2026-01-09"><Rate currency="EUR">5.0790</Rate></Cube>',
        ].join(''),
      ),
    );
    expect(days.map((day) => day.date)).toEqual(['2026-01-05', '2026-01-08', '2026-01-09']);
    expect(days[0]?.rates).toEqual([
      { currency: 'EUR', rate: '5.0825', multiplier: 1 },
      { currency: 'HUF', rate: '0.013105', multiplier: 100 },
    ]);
  });

  it('reads a file without the namespace and with a namespace prefix', () => {
    const plain =
      '<DataSet><Body><Cube date="2026-03-13"><Rate currency="USD">4.3512</Rate></Cube></Body></DataSet>';
    expect(parseBnrRates(plain)[0]?.rates).toEqual([{ currency: 'USD', rate: '4.3512', multiplier: 1 }]);
    const prefixed =
      '<b:DataSet xmlns:b="http://www.bnr.ro/xsd"><b:Body><b:Cube date="2026-03-13"><b:Rate currency="USD">4.3512</b:Rate></b:Cube></b:Body></b:DataSet>';
    expect(parseBnrRates(prefixed)[0]?.date).toBe('2026-03-13');
  });

  it.each([
    ['an HTML page', '<!DOCTYPE html><html><body><h1>Mentenanță</h1><p>BNR<br></p></body></html>'],
    ['text', 'Service Unavailable'],
    ['an empty answer', ''],
    ['truncated XML', DAILY.slice(0, 400)],
    ['another root', '<Rates><Cube date="2026-03-13"><Rate currency="EUR">5.08</Rate></Cube></Rates>'],
    ['no Cube', file('')],
    ['a Cube without rates', file('<Cube date="2026-03-13"></Cube>')],
    ['a Cube without a date', file('<Cube><Rate currency="EUR">5.08</Rate></Cube>')],
    ['a date that does not exist', file('<Cube date="2026-02-30"><Rate currency="EUR">5.08</Rate></Cube>')],
    ['a date in another format', file('<Cube date="13.03.2026"><Rate currency="EUR">5.08</Rate></Cube>')],
    ['a rate without a currency', file('<Cube date="2026-03-13"><Rate>5.08</Rate></Cube>')],
    ['a lower-case currency', file('<Cube date="2026-03-13"><Rate currency="eur">5.08</Rate></Cube>')],
    ['an empty rate', file('<Cube date="2026-03-13"><Rate currency="EUR"></Rate></Cube>')],
    ['a dash for a rate', file('<Cube date="2026-03-13"><Rate currency="EUR">-</Rate></Cube>')],
    ['a comma decimal', file('<Cube date="2026-03-13"><Rate currency="EUR">5,08</Rate></Cube>')],
    ['a zero rate', file('<Cube date="2026-03-13"><Rate currency="EUR">0.0000</Rate></Cube>')],
    ['a negative rate', file('<Cube date="2026-03-13"><Rate currency="EUR">-5.08</Rate></Cube>')],
    [
      'a zero multiplier',
      file('<Cube date="2026-03-13"><Rate currency="HUF" multiplier="0">1.31</Rate></Cube>'),
    ],
    [
      'a fractional multiplier',
      file('<Cube date="2026-03-13"><Rate currency="HUF" multiplier="1.5">1.31</Rate></Cube>'),
    ],
    [
      'a currency twice in a day',
      file('<Cube date="2026-03-13"><Rate currency="EUR">5.08</Rate><Rate currency="EUR">5.09</Rate></Cube>'),
    ],
    [
      'a day twice',
      file(
        '<Cube date="2026-03-13"><Rate currency="EUR">5.08</Rate></Cube><Cube date="2026-03-13"><Rate currency="USD">4.3</Rate></Cube>',
      ),
    ],
  ])('refuses %s as malformed', (_label, xml) => {
    expect(malformed(xml).message).toMatch(/^not a BNR rate file/);
  });

  it('names what is wrong', () => {
    expect(malformed(file('<Cube date="2026-03-13"><Rate currency="EUR">-</Rate></Cube>')).message).toMatch(
      /EUR of 2026-03-13 is "-"/,
    );
  });
});
