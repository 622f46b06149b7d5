import { AppError } from '@/lib/model';

/** A page's searchParams as plain strings (the first of repeated keys), for the list schemas. */
export function firstValues(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) values[key] = first;
  }
  return values;
}

/** The same values as a query string, without `page` (filters carried to exports and page links). */
export function filterQuery(values: Record<string, string>, keys: readonly string[]): string {
  const query = new URLSearchParams();
  for (const key of keys) if (values[key]) query.set(key, values[key]);
  return query.toString();
}

/**
 * A request's query as one value per key. A key given twice (`?dryRun=1&dryRun=0`) is the
 * caller's mistake, answered 400: taking either value would guess, and guessing wrong may write.
 */
export function singleValues(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of params) {
    if (Object.hasOwn(values, key)) throw new AppError('bad_request', `${key} is given more than once`);
    values[key] = value;
  }
  return values;
}
