import { afterEach, describe, expect, it } from 'vitest';
import NextCacheHandler from '@/lib/cache/handler.mjs';
import { outageTarget } from '@/lib/cache/outage';
import { reportDatabaseState } from '@/lib/db/database-state';

// TypeScript cannot infer the plain-JavaScript class (Next loads it outside its bundles).
const CacheHandler = NextCacheHandler as unknown as new (ctx: object) => {
  set(key: string, data: object, ctx: object): Promise<void>;
};

/** Caches a page the way Next does: its key ends with `/$/` and the path the cache knows it by. */
const cachePage = (path: string) =>
  new CacheHandler({}).set(
    `build/app/$${path}`,
    { kind: 'APP_PAGE', status: 200, html: '<p>', headers: {} },
    {},
  );

describe('where a request goes during an outage (the server edge, before Next)', () => {
  afterEach(() => reportDatabaseState(true));

  it('leaves every request alone while the database is up', () => {
    for (const url of ['/', '/parts', '/parts?q=bolt', '/parts/abc'])
      expect(outageTarget('GET', url)).toBeUndefined();
  });

  it('sends the public pages that read the database to the 503 page unless this instance has them', async () => {
    reportDatabaseState(false);
    for (const url of ['/', '/Home', '/parts', '/parts?q=bolt&page=2', '/parts/6650a1b2c3d4e5f6a7b8c9d0']) {
      expect(outageTarget('GET', url)).toBe('/unavailable');
    }
    await cachePage('/index');
    await cachePage('/parts/6650a1b2c3d4e5f6a7b8c9d0');
    expect(outageTarget('GET', '/?utm_source=mail')).toBeUndefined();
    expect(outageTarget('HEAD', '/parts/6650a1b2c3d4e5f6a7b8c9d0')).toBeUndefined();
    // A search is a page of its own (its cached state), not bare /parts.
    await cachePage('/parts');
    expect(outageTarget('GET', '/parts?utm_source=mail')).toBeUndefined();
    expect(outageTarget('GET', '/parts?q=bolt')).toBe('/unavailable');
  });

  it('never touches static pages, files, the API or writes', () => {
    reportDatabaseState(false);
    for (const url of [
      '/blogs',
      '/about',
      '/images/parts/hex-bolt.webp',
      '/_next/static/x.js',
      '/api/product',
    ]) {
      expect(outageTarget('GET', url)).toBeUndefined();
    }
    expect(outageTarget('POST', '/parts')).toBeUndefined();
    expect(outageTarget('GET', '//')).toBeUndefined();
  });
});
