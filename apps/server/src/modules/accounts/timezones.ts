import { knownTimezones } from '@app/domain/auth/locale';

/** Offset of a zone right now, as "+02:00". */
function offsetOf(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

const minutesOf = (offset: string) => {
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
};

/** Time-zone choices, value -> "(UTC+02:00) Europe/Bucharest", ordered by offset then name. */
export function timezoneChoices(at = new Date()): Record<string, string> {
  const entries = knownTimezones().map((zone) => ({ zone, offset: offsetOf(zone, at) }));
  entries.sort((a, b) => minutesOf(a.offset) - minutesOf(b.offset) || a.zone.localeCompare(b.zone));
  return Object.fromEntries(
    entries.map(({ zone, offset }) => [zone, `(UTC${offset}) ${zone.replaceAll('_', ' ')}`]),
  );
}
