import { perUnitRate } from '@app/domain/exchange-rates/per-unit-rate';
import { describe, expect, it } from 'vitest';
import {
  bnrPublicationDays,
  isBnrPublicationDay,
  orthodoxEaster,
  romanianBankHolidays,
} from './bnr-calendar';
import { parseBnrRates } from './bnr-rates.parser';
import {
  bnrRatesXml,
  SIMULATED_CURRENCIES,
  SIMULATED_MULTIPLIERS,
  simulatedPublications,
} from './bnr-rates.simulated-days';

describe('BNR calendar', () => {
  it('finds Orthodox Easter', () => {
    expect(orthodoxEaster(2024)).toBe('2024-05-05');
    expect(orthodoxEaster(2025)).toBe('2025-04-20');
    expect(orthodoxEaster(2026)).toBe('2026-04-12');
    expect(orthodoxEaster(2027)).toBe('2027-05-02');
  });

  it("knows Romania's public holidays of 2026", () => {
    expect([...romanianBankHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-06',
      '2026-01-07',
      '2026-01-24',
      '2026-04-10',
      '2026-04-12',
      '2026-04-13',
      '2026-05-01',
      '2026-05-31',
      '2026-06-01',
      '2026-08-15',
      '2026-11-30',
      '2026-12-01',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('publishes on weekdays that are not holidays', () => {
    expect(isBnrPublicationDay('2026-03-13')).toBe(true); // Friday
    expect(isBnrPublicationDay('2026-03-14')).toBe(false); // Saturday
    expect(isBnrPublicationDay('2026-03-15')).toBe(false); // Sunday
    expect(isBnrPublicationDay('2026-04-10')).toBe(false); // Good Friday
    expect(isBnrPublicationDay('2026-04-13')).toBe(false); // Easter Monday
    expect(isBnrPublicationDay('2026-04-14')).toBe(true);
    expect(isBnrPublicationDay('2026-06-01')).toBe(false); // Rusalii Monday and Children's Day
    expect(isBnrPublicationDay('2026-06-02')).toBe(true);
    expect(bnrPublicationDays('2026-01-01', '2026-01-09')).toEqual([
      '2026-01-05',
      '2026-01-08',
      '2026-01-09',
    ]);
  });
});

describe('simulated publications', () => {
  const days = simulatedPublications();

  it('cover the banking days of 2026 up to Friday 20 November', () => {
    expect(days[0]?.date).toBe('2026-01-05');
    expect(days.at(-1)?.date).toBe('2026-11-20');
    expect(days.map((day) => day.date)).toEqual(bnrPublicationDays('2026-01-01', '2026-11-20'));
    const dates = new Set(days.map((day) => day.date));
    for (const holiday of ['2026-01-06', '2026-04-10', '2026-04-13', '2026-05-01', '2026-06-01']) {
      expect(dates.has(holiday), holiday).toBe(false);
    }
    expect(dates.has('2026-08-14')).toBe(true);
  });

  it('quote every currency every day, in plausible ranges, with four decimals', () => {
    const ranges: Record<string, [number, number]> = {
      EUR: [4.97, 5.1],
      USD: [4.2, 4.7],
      GBP: [5.6, 6.05],
      CHF: [5.2, 5.65],
      HUF: [1.26, 1.36],
    };
    for (const day of days) {
      expect(day.rates.map((rate) => rate.currency)).toEqual(SIMULATED_CURRENCIES);
      for (const rate of day.rates) {
        expect(rate.value).toMatch(/^\d+\.\d{4}$/);
        expect(rate.multiplier).toBe(SIMULATED_MULTIPLIERS[rate.currency]);
        const range = ranges[rate.currency];
        if (range) {
          expect(Number(rate.value), `${rate.currency} ${day.date}`).toBeGreaterThanOrEqual(range[0]);
          expect(Number(rate.value), `${rate.currency} ${day.date}`).toBeLessThanOrEqual(range[1]);
        }
      }
    }
    expect(SIMULATED_MULTIPLIERS.HUF).toBe(100);
  });

  it('move from day to day, and are the same on every run and for a longer span', () => {
    const eur = days.map((day) => day.rates.find((rate) => rate.currency === 'EUR')?.value);
    expect(new Set(eur).size).toBeGreaterThan(50);
    const longer = simulatedPublications({ through: '2026-12-31' });
    expect(longer.slice(0, days.length)).toEqual(days);
    expect(longer.at(-1)?.date).toBe('2026-12-31');
    expect(simulatedPublications({ seed: 7 })[10]).not.toEqual(days[10]);
  });

  it('are written as a file the parser reads back', () => {
    const parsed = parseBnrRates(bnrRatesXml(days));
    expect(parsed).toHaveLength(days.length);
    const last = parsed.at(-1);
    const published = days.at(-1);
    const huf = published?.rates.find((rate) => rate.currency === 'HUF');
    expect(last?.rates.find((rate) => rate.currency === 'HUF')?.rate).toBe(
      perUnitRate(huf?.value ?? '', 100),
    );
  });
});
