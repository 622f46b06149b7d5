import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// AES-256-GCM: the sealed text is confidential and cannot be altered unnoticed, and it is bound
// to the message it belongs to (its `_id` is the additional data), so it cannot be moved to another.

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `plain` sealed with `key` (32 bytes) for `boundTo`: base64url of the IV, the tag and the ciphertext. */
export function seal(key: Buffer, plain: string, boundTo: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(boundTo));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** What `seal` sealed, or null if it was sealed with another key, for another message, or altered. */
export function unseal(key: Buffer, sealed: string, boundTo: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
      .setAAD(Buffer.from(boundTo))
      .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
