import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hello } from '@/lib/mail/layout';
import { seal, unseal } from '@/lib/mail/seal';

// Decision 0026: what a message may say to an address nobody confirmed, and the sealing of the
// secret links that wait beside a message in the outbox.

describe('the greeting', () => {
  it('names the buyer only at an address its owner confirmed', () => {
    expect(hello('Mia', { confirmed: true })).toBe('Hello Mia,');
    expect(hello('WIN $5000 NOW http://evil.example/claim', { confirmed: false })).toBe('Hello,');
    expect(hello('  ', { confirmed: true })).toBe('Hello,');
    expect(hello(null, { confirmed: true })).toBe('Hello,');
  });
});

describe('a sealed link', () => {
  const key = randomBytes(32);
  const link = 'https://parts.example.com/reset-password#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

  it('opens with its key, for its message, and holds nothing of the link in the clear', () => {
    const sealed = seal(key, link, 'password-reset:1');
    expect(sealed).not.toContain('token');
    expect(sealed).not.toContain('abcdefghijklmnop');
    expect(unseal(key, sealed, 'password-reset:1')).toBe(link);
    // Sealed twice, it differs (a fresh IV each time).
    expect(seal(key, link, 'password-reset:1')).not.toBe(sealed);
  });

  it('does not open with another key, for another message, or altered', () => {
    const sealed = seal(key, link, 'password-reset:1');
    expect(unseal(randomBytes(32), sealed, 'password-reset:1')).toBeNull();
    expect(unseal(key, sealed, 'password-reset:2')).toBeNull();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(unseal(key, bytes.toString('base64url'), 'password-reset:1')).toBeNull();
    expect(unseal(key, 'short', 'password-reset:1')).toBeNull();
  });
});
