import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** What the database keeps of a mailed link's token: its SHA-256, which opens nothing. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use link's token (256 random bits, 43 characters of base64url) and its hash. The
 * token rides in the link's fragment (#token=…), which a browser never sends to a server or in a
 * Referer; the page reads it and posts it.
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOf(token) };
}
