import { describe, expect, it } from 'vitest';

// Read once per process by lib/env.ts: set before the first import that parses it.
process.env.TRUSTED_PROXY_HOPS = '2';
const { clientIp } = await import('@/lib/http/client-ip');
const { delayFor } = await import('@/lib/auth/rate-limit');

const headers = (xff: string) => new Headers({ 'x-forwarded-for': xff });

describe('clientIp behind TRUSTED_PROXY_HOPS=2 (a CDN, then nginx)', () => {
  it('takes the address the first trusted proxy saw, whatever the client wrote before it', () => {
    expect(clientIp(headers('6.6.6.6, 203.0.113.7, 198.51.100.2'))).toBe('203.0.113.7');
    expect(clientIp(headers('203.0.113.7, 198.51.100.2'))).toBe('203.0.113.7');
  });

  it('says unknown when the request did not come through both proxies', () => {
    expect(clientIp(headers('198.51.100.2'))).toBe('unknown');
    expect(clientIp(new Headers())).toBe('unknown');
  });
});

describe('sign-in delays per email', () => {
  it('start after 5 attempts and double up to 8 s', () => {
    expect([1, 5, 6, 7, 8, 10, 11, 30].map(delayFor)).toEqual([0, 0, 250, 500, 1000, 4000, 8000, 8000]);
  });
});
