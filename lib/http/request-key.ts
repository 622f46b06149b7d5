import 'server-only';
import { once } from '@/lib/idempotency';
import { AppError, REQUEST_KEY_HEADER, REQUEST_KEY_PATTERN } from '@/lib/model';

const MALFORMED = `The ${REQUEST_KEY_HEADER} header must be 1 to 255 visible ASCII characters (a UUID will do).`;

/** The request's Idempotency-Key, or null when it sent none. */
export function requestKeyOf(request: Request): string | null {
  const key = request.headers.get(REQUEST_KEY_HEADER);
  if (key === null) return null;
  if (!REQUEST_KEY_PATTERN.test(key)) throw new AppError('bad_request', MALFORMED);
  return key;
}

/**
 * Runs a route's change once per Idempotency-Key of `caller` (lib/idempotency): a retry gets the
 * first answer back. `asked` is what the request asks, parsed (path values and body); `run` gets
 * the key to write into its change. Without the header the change runs as any other.
 */
export function retrySafe<T>(
  request: Request,
  caller: string,
  operation: string,
  asked: unknown,
  run: (requestKey: string | null) => Promise<T>,
): Promise<T> {
  return once({ caller, key: requestKeyOf(request), operation, request: asked }, run);
}
