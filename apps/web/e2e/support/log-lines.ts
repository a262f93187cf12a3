/** How long one line of a server log may be in a failed test's report. */
const LINE_CHARS = 300;

/** One request line as "12:00:01.234 POST /v1/... 200 12 ms"; other lines shortened. */
export function condensedLogLine(line: string): string {
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    const time = new Date(Number(entry.time)).toISOString().slice(11, 23);
    if (entry.msg === 'request') return `${time} ${entry.method} ${entry.url} ${entry.status} ${entry.ms} ms`;
    const rest = JSON.stringify({ ...entry, time: undefined, pid: undefined, hostname: undefined });
    return `${time} ${rest}`.slice(0, LINE_CHARS);
  } catch {
    return line.slice(0, LINE_CHARS);
  }
}
