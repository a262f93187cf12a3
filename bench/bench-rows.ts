import type { LatencyResult } from './measure-get';

/** One row of the printed table: every cell already written as text. */
export type Row = {
  scenario: string;
  database: string;
  p50: string;
  p95: string;
  rate: string;
  errors: string;
  goal: string;
};

/** Milliseconds with one decimal; "n/a" for a measure that produced none. */
export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');

/** The row of a latency measurement: p50, p95, requests per second and errors as measured. */
export function latencyRow(scenario: string, database: string, result: LatencyResult, goal = ''): Row {
  return {
    scenario,
    database,
    p50: ms(result.p50),
    p95: ms(result.p95),
    rate: result.perSecond.toFixed(1),
    errors: String(result.errors),
    goal,
  };
}
