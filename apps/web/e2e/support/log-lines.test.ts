import { describe, expect, it } from 'vitest';
import { condensedLogLine } from './log-lines';

describe("a server's log line in a failed browser test's report", () => {
  it('shows a request as its time, method, address, status and duration', () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 10, 27, 9, 5, 1, 234),
      pid: 7,
      hostname: 'ci',
      reqId: 'r1',
      method: 'POST',
      url: '/v1/my-companies/c/client-invoices/i/publish',
      status: 200,
      ms: 31_250,
      msg: 'request',
    });
    expect(condensedLogLine(line)).toBe(
      '09:05:01.234 POST /v1/my-companies/c/client-invoices/i/publish 200 31250 ms',
    );
  });

  it('keeps other entries without their process fields, and plain text as it is, shortened', () => {
    const entry = JSON.stringify({
      level: 50,
      time: Date.UTC(2026, 0, 1),
      pid: 7,
      hostname: 'ci',
      msg: 'job failed',
    });
    expect(condensedLogLine(entry)).toBe('00:00:00.000 {"level":50,"msg":"job failed"}');
    expect(condensedLogLine('embedded database: connection #4 has held a transaction')).toBe(
      'embedded database: connection #4 has held a transaction',
    );
    expect(condensedLogLine('x'.repeat(1000))).toHaveLength(300);
  });
});
