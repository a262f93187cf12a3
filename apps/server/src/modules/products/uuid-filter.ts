import { UUID } from '../../platform/crud/service-resource';
import { filterParsers } from '../../platform/listing/listing';

/** A filter on a row id: anything else could never match and would only make the database fail. */
export function uuidFilter(value: Parameters<typeof filterParsers.text>[0]): string {
  const text = filterParsers.text(value);
  if (!UUID.test(text)) throw new Error('id expected');
  return text;
}
