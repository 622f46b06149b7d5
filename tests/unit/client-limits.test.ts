import { describe, expect, it } from 'vitest';

import { delayFor } from '@/lib/auth/rate-limit';
import { clientAddress } from '@/lib/http/client-ip';

const SOCKET = '192.0.2.50';

describe('clientAddress behind TRUSTED_PROXY_HOPS=2 (a CDN, then nginx)', () => {
  it('takes the address the first trusted proxy saw, whatever the client wrote before it', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7, 198.51.100.2', SOCKET, 2)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7, 198.51.100.2', SOCKET, 2)).toBe('203.0.113.7');
  });

  it('a request that entered the chain at nginx: the address nginx saw', () => {
    expect(clientAddress('198.51.100.2', SOCKET, 2)).toBe('198.51.100.2');
  });

  it('no header at all (the app reached directly): the socket', () => {
    expect(clientAddress(undefined, SOCKET, 2)).toBe(SOCKET);
    expect(clientAddress('', undefined, 2)).toBe('unknown');
  });
});

describe('clientAddress with TRUSTED_PROXY_HOPS=0 (the default: no proxy)', () => {
  it('is the socket, whatever X-Forwarded-For says', () => {
    expect(clientAddress('6.6.6.6', SOCKET, 0)).toBe(SOCKET);
    expect(clientAddress('6.6.6.6, 7.7.7.7', SOCKET, 0)).toBe(SOCKET);
    expect(clientAddress(undefined, SOCKET, 0)).toBe(SOCKET);
  });
});

describe('clientAddress behind one proxy', () => {
  it('is the last entry, the one nginx appended', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7', SOCKET, 1)).toBe('203.0.113.7');
  });
});

describe('sign-in delays per email', () => {
  it('start after 5 attempts and double up to 8 s', () => {
    expect([1, 5, 6, 7, 8, 10, 11, 30].map(delayFor)).toEqual([0, 0, 250, 500, 1000, 4000, 8000, 8000]);
  });
});
