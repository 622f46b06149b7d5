import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from '@/lib/auth/routes';

// Each of these, followed by the server's redirect or the browser's navigation, would leave the
// site (or is not a path of ours at all): all fall back.
const HOSTILE = [
  '//evil.example/phish',
  '/.//evil.example/phish', // the audit's case: the parser turns it into //evil.example
  '/./../..//evil.example',
  '/..//evil.example',
  '/%2F/evil.example', // decoded once by the query string: arrives as /%2F/… and stays a path; see below
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D/evil.example',
  '/\r//evil.example',
  ' //evil.example',
  'https://evil.example/phish',
  'http:/evil.example',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'data:text/html,hi',
  'evil.example',
  '',
  '/' + 'a'.repeat(3000),
];

describe('safeCallbackPath', () => {
  it.each(HOSTILE.filter((value) => value !== '/%2F/evil.example'))('refuses %j', (value) => {
    expect(safeCallbackPath(value)).toBe('/');
  });

  it('keeps an encoded slash inside one path (the browser never reads it as a host)', () => {
    expect(safeCallbackPath('/%2F/evil.example')).toBe('/%2F/evil.example');
  });

  it('keeps same-site paths with their query and fragment', () => {
    expect(safeCallbackPath('/dashboard/order')).toBe('/dashboard/order');
    expect(safeCallbackPath('/parts?q=bolt&page=2#top')).toBe('/parts?q=bolt&page=2#top');
    expect(safeCallbackPath('/dashboard/payment/6512bd43d9caa6e02c990b0a')).toBe(
      '/dashboard/payment/6512bd43d9caa6e02c990b0a',
    );
  });

  it('normalises harmless dot segments to the path they name', () => {
    expect(safeCallbackPath('/dashboard/./order')).toBe('/dashboard/order');
    expect(safeCallbackPath('/parts/../dashboard')).toBe('/dashboard');
  });

  it('answers the fallback given', () => {
    expect(safeCallbackPath('//evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeCallbackPath(null, '/dashboard')).toBe('/dashboard');
    expect(safeCallbackPath(undefined)).toBe('/');
  });

  it('every accepted value is a single-slash path that still names this site when read again', () => {
    for (const value of HOSTILE) {
      const path = safeCallbackPath(value);
      expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
      expect(new URL(path, 'https://shop.example').origin).toBe('https://shop.example');
    }
  });
});
