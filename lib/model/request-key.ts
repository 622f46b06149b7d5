/**
 * The header a client names a retried request with (Stripe's name for it): the browser makes one
 * key per intent, the server answers every retry with the first answer (lib/idempotency).
 */
export const REQUEST_KEY_HEADER = 'Idempotency-Key';

/** What a key may be: 1 to 255 visible ASCII characters (a UUID is 36). */
export const REQUEST_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
