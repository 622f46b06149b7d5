// Issue 8's figures: cached public pages against a static page, TTFB and HTML size with 100 and
// 10,000 parts, public JavaScript against a bare Next 16 page, and how long an admin's change
// takes to reach a second instance.
import { chromium } from '@playwright/test';
import { MongoClient, ObjectId } from 'mongodb';
import { runSeed } from '../db/run-seed.mjs';
import { chromiumPath } from '../test-support/chromium.mjs';
import { startApp, TEST_APP_ENV } from '../test-support/start-app.mjs';
import { startBareNext } from './bare-next.mjs';
import { get, load, median, ok, report, section, signIn, stockOf } from './harness.mjs';

const WORDS = [
  'steel',
  'bronze',
  'nylon',
  'sealed',
  'flanged',
  'hardened',
  'metric',
  'heavy',
  'compact',
  'precision',
];
const KINDS = [
  'bearing',
  'gear',
  'bolt',
  'pulley',
  'spring',
  'bushing',
  'coupling',
  'shaft',
  'valve',
  'bracket',
];

/** A seeded database topped up with generated parts to `count` (search fields come from the app's backfill). */
export async function catalogDatabase(mongoUri, name, count) {
  if (runSeed([], { ...process.env, ...TEST_APP_ENV, MONGODB_URI: mongoUri, MONGODB_DB: name }) !== 0) {
    throw new Error('seed failed');
  }
  const client = await new MongoClient(mongoUri).connect();
  try {
    const products = client.db(name).collection('products');
    const missing = count - (await products.countDocuments());
    for (let start = 0; start < missing; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, missing - start) }, (_, k) => {
        const i = start + k;
        const now = new Date(Date.UTC(2026, 1, 1) + i * 1000);
        return {
          _id: new ObjectId(),
          name: `${WORDS[i % 10]} ${KINDS[Math.floor(i / 10) % 10]} ${i}`,
          description: `Generated ${KINDS[i % 10]} for load tests, ${WORDS[(i * 7) % 10]} finish, lot ${i}.`,
          img: '/images/parts/hex-bolt.webp',
          priceCents: 50 + ((i * 37) % 20000),
          email: TEST_APP_ENV.ADMIN_EMAIL,
          createdAt: now,
          updatedAt: now,
        };
      });
      await products.insertMany(batch);
      // Each part's stock apart, as lib/inventory keeps it (decision 0033).
      await client
        .db(name)
        .collection('stock')
        .insertMany(batch.map(({ _id }, k) => stockOf(_id, 100 + ((start + k) % 5000))));
    }
  } finally {
    await client.close();
  }
}

const GZIP = { 'Accept-Encoding': 'gzip' };

/**
 * Issue 18's figures: /parts (24 cards) against the same cards as a bare prerendered Next page and
 * against static /blogs: HTML bytes, and req/s as ratios, with and without gzip, alternated 3 rounds.
 */
async function partsWeight(storeURL, bareParts) {
  section('/parts weight (issue 18)');
  const pages = { '/parts': `${storeURL}/parts`, 'bare /parts': bareParts, '/blogs': `${storeURL}/blogs` };
  for (const [label, url] of Object.entries(pages)) {
    const [plain, zipped] = [await ok(url), await ok(url, GZIP)];
    report(
      `${label} HTML${label === '/parts' ? ' (aim ≤ 100 KB)' : ''}`,
      `${(plain.bytes / 1024).toFixed(1)} KB, gzip ${(zipped.bytes / 1024).toFixed(1)} KB`,
    );
  }
  for (const [encoding, headers] of [
    ['plain', {}],
    ['gzip', GZIP],
  ]) {
    const ratios = { bare: [], blogs: [] };
    for (let round = 0; round < 3; round += 1) {
      const rps = {};
      for (const [label, url] of Object.entries(pages)) {
        await ok(url, headers);
        rps[label] = (await load(1500, 20, () => ok(url, headers))).rps;
      }
      ratios.bare.push(rps['/parts'] / rps['bare /parts']);
      ratios.blogs.push(rps['/parts'] / rps['/blogs']);
    }
    report(
      `/parts req/s ÷ bare /parts, ${encoding} (aim ≥ 0.9), median of 3`,
      median(ratios.bare).toFixed(2),
    );
    report(`/parts req/s ÷ /blogs, ${encoding}, median of 3`, median(ratios.blogs).toFixed(2));
  }
}

/** Median TTFB (ms) of `path` over `n` sequential requests, after one warming request. */
async function ttfb(baseURL, path, n = 100) {
  await ok(`${baseURL}${path}`);
  const times = [];
  for (let i = 0; i < n; i += 1) times.push((await ok(`${baseURL}${path}`)).ttfb);
  return median(times);
}

/** The benches' Chromium (Debian's), launched headless for page measures. */
export const launchBenchBrowser = () =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-gpu', '--disable-background-networking'],
  });

/** Compressed JavaScript bytes a browser downloads for one page load. */
export async function pageScripts(browser, url) {
  const page = await browser.newPage();
  const sizes = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const total = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  await page.close();
  return total;
}

export async function benchCatalog(mongo) {
  section('Catalog (issue 8)');
  let t = performance.now();
  await catalogDatabase(mongo.uri, 'bench-100', 100);
  await catalogDatabase(mongo.uri, 'bench-10k', 10_000);
  report('seed 100 + 10,000 parts', `${((performance.now() - t) / 1000).toFixed(1)} s`);

  t = performance.now();
  const small = await startApp({ MONGODB_URI: mongo.uri, MONGODB_DB: 'bench-100' });
  const big = await startApp({ MONGODB_URI: mongo.uri, MONGODB_DB: 'bench-10k' });
  const bigB = await startApp({ MONGODB_URI: mongo.uri, MONGODB_DB: 'bench-10k' });
  await ok(`${big.baseURL}/parts`); // the first request also backfills search fields
  report(
    '3 app instances up, 10,000 parts search-indexed',
    `${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const firstPage = await (await fetch(`${big.baseURL}/api/product?limit=24&page=1`)).json();
  const bare = await startBareNext(firstPage);
  try {
    await partsWeight(big.baseURL, new URL('/parts', bare.url).href);

    // Throughput: /parts and / against /blogs (fully static) on the same server, alternated, 3 rounds.
    const ratios = { '/parts': [], '/': [] };
    const rps = { '/parts': [], '/': [], '/blogs': [] };
    for (let round = 0; round < 3; round += 1) {
      for (const path of ['/blogs', '/parts', '/']) {
        await ok(`${big.baseURL}${path}`);
        rps[path].push((await load(1500, 20, () => ok(`${big.baseURL}${path}`))).rps);
      }
      ratios['/parts'].push(rps['/parts'].at(-1) / rps['/blogs'].at(-1));
      ratios['/'].push(rps['/'].at(-1) / rps['/blogs'].at(-1));
    }
    for (const path of ['/blogs', '/parts', '/']) {
      report(
        `GET ${path} (10,000 parts), 20 concurrent, median of 3`,
        `${median(rps[path]).toFixed(0)} req/s`,
      );
    }
    report('/parts req/s ÷ static /blogs req/s (aim ≥ 0.8)', median(ratios['/parts']).toFixed(2));
    report('/ req/s ÷ static /blogs req/s', median(ratios['/']).toFixed(2));

    for (const path of ['/parts', '/', '/parts?page=4', '/parts?q=steel+gear']) {
      const [a, b] = [await ttfb(small.baseURL, path), await ttfb(big.baseURL, path)];
      report(
        `${path} median TTFB 10,000 ÷ 100 parts (aim ≤ 1.3)`,
        `${(b / a).toFixed(2)} (${a.toFixed(1)} → ${b.toFixed(1)} ms)`,
      );
    }
    for (const path of ['/parts', '/', '/sitemap.xml']) {
      report(
        `${path} size with 10,000 parts (aim ≤ 150 KB for pages)`,
        `${((await ok(`${big.baseURL}${path}`)).bytes / 1024).toFixed(1)} KB`,
      );
    }
    const api = await get(`${big.baseURL}/api/product`);
    report(
      'GET /api/product unpaged (streamed), 10,000 parts',
      `${(api.bytes / 1024 / 1024).toFixed(2)} MB in ${api.total.toFixed(0)} ms`,
    );

    const [first] = await (await fetch(`${big.baseURL}/api/product?limit=1`)).json();

    // JavaScript: compressed bytes on the wire, per public page, against a bare Next 16 page.
    const browser = await launchBenchBrowser();
    try {
      const baseline = await pageScripts(browser, bare.url);
      report('bare Next 16 page JS (compressed)', `${(baseline / 1024).toFixed(1)} KB`);
      for (const path of ['/', '/parts', `/parts/${first._id}`, '/blogs', '/login', '/register']) {
        const bytes = await pageScripts(browser, `${big.baseURL}${path}`);
        report(
          `${path.replace(first._id, '{id}')} JS, excess over bare (aim ≤ 25 KB)`,
          `${(bytes / 1024).toFixed(1)} KB, +${((bytes - baseline) / 1024).toFixed(1)} KB`,
        );
      }
    } finally {
      await browser.close();
    }

    // Coherence: an admin edits through one instance; how long until the other shows it.
    const cookie = await signIn(big.baseURL, TEST_APP_ENV.ADMIN_EMAIL, TEST_APP_ENV.ADMIN_PASSWORD);
    const delays = [];
    for (let i = 0; i < 5; i += 1) {
      const name = `Coherence check ${Date.now()}`;
      await ok(`${bigB.baseURL}/parts/${first._id}`);
      const edited = await fetch(`${big.baseURL}/api/product/${first._id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ name }),
      });
      if (!edited.ok) throw new Error(`edit failed: ${edited.status}`);
      const editedAt = performance.now();
      let polls = 0;
      for (;;) {
        polls += 1;
        const html = await (await fetch(`${bigB.baseURL}/parts/${first._id}`)).text();
        if (html.includes(name)) break;
      }
      delays.push({ ms: performance.now() - editedAt, polls });
    }
    report(
      'admin edit on one instance → shown by the other (median of 5)',
      `${median(delays.map((d) => d.ms)).toFixed(0)} ms, first request shows it: ${delays.every((d) => d.polls === 1)}`,
    );
  } finally {
    await Promise.all([small.stop(), big.stop(), bigB.stop(), bare.stop()]);
  }
}
