/**
 * An account's revocation (sign out everywhere, a password change, a Google sign-in removing an
 * unverified password) stores a cut-off, `sessionsValidAfter`; anything issued before it is refused:
 * session cookies (by their sign-in), access tokens and device cookies. Every side is compared in
 * milliseconds: at whole seconds a token minted just after a revocation, in the same second, was
 * refused for its whole hour, and rounding the cut-off down instead would let one minted just before
 * it pass.
 *
 * Issued at the cut-off itself counts as after it: a Google sign-in that revokes creates its own
 * session right after, possibly in the same millisecond.
 */
export function issuedBeforeCutOff(issuedAtMs: number, cutOff: Date | null | undefined): boolean {
  return cutOff != null && issuedAtMs < cutOff.getTime();
}

/**
 * A JWT's times are NumericDates, seconds that may carry a fraction (RFC 7519 §2): an access token's
 * `iat` carries its milliseconds, so it can be compared with a cut-off as above. A token with a whole
 * second (issued before tokens carried milliseconds) counts from the start of that second.
 */
export const toNumericDate = (ms: number) => ms / 1000;
export const fromNumericDate = (numericDate: number) => Math.round(numericDate * 1000);
