/**
 * What went wrong, in the domain's words: a kind (what the caller can do about it) and, after a
 * colon, what it is about — `not_found:order`, `limit:orders`, `invalid`. The domain never names
 * an HTTP status; lib/http/error-table.ts maps each kind to one, and pages map the kinds they
 * meet (`not_found` → notFound(), `unavailable` → the 503 page).
 */
export const ERROR_KINDS = [
  'bad_request',
  'unauthorized',
  'payment',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'unsupported',
  'invalid',
  'limit',
  'upstream',
  'unavailable',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];
export type ErrorCode = ErrorKind | `${ErrorKind}:${string}`;

export class AppError extends Error {
  readonly kind: ErrorKind;

  /**
   * @param message the product's words for it; without one, the table's message for the code
   * @param fields  per-field messages (form fields the caller sent)
   * @param retryAfterSeconds for `limit` and `unavailable`: when trying again makes sense
   */
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message ?? '');
    this.name = 'AppError';
    this.kind = code.split(':')[0] as ErrorKind;
  }
}

export const isAppError = (error: unknown, kind?: ErrorKind): error is AppError =>
  error instanceof AppError && (kind === undefined || error.kind === kind);
