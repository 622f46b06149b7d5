// Lighthouse on the public pages (issue 18: a lighter /parts must score no worse): /, /parts and a
// part's page, mobile (Lighthouse's default, simulated slow 4G) and desktop, median of 3 runs each,
// with the bare /parts page (scripts/bench/bare-next.mjs) as the reference. Scores move a few points
// between runs on a shared machine: compare pages within one run, and runs of two commits side by side.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath } from '../test-support/chromium.mjs';
import { startApp } from '../test-support/start-app.mjs';
import { startBareNext } from './bare-next.mjs';
import { catalogDatabase } from './catalog.mjs';
import { median, ok, report, section } from './harness.mjs';

const ROUNDS = 3;
const CATEGORIES = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'practices', seo: 'SEO' };

/** One Lighthouse run: its four scores (0–100) and the paint and layout figures. */
export async function audit(url, port, config) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  const scores = Object.fromEntries(
    Object.entries(CATEGORIES).map(([id, label]) => [label, Math.round(lhr.categories[id].score * 100)]),
  );
  const figure = (id) => lhr.audits[id].numericValue;
  return {
    ...scores,
    lcp: figure('largest-contentful-paint'),
    tbt: figure('total-blocking-time'),
    cls: figure('cumulative-layout-shift'),
  };
}

export async function benchLighthouse(mongo) {
  section('Lighthouse (issue 18)');
  await catalogDatabase(mongo.uri, 'bench-lighthouse', 100);
  const app = await startApp({ MONGODB_URI: mongo.uri, MONGODB_DB: 'bench-lighthouse' });
  const cards = await (await fetch(`${app.baseURL}/api/product?limit=24&page=1`)).json();
  const bare = await startBareNext(cards);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const pages = {
    '/': `${app.baseURL}/`,
    '/parts': `${app.baseURL}/parts`,
    '/parts/{id}': `${app.baseURL}/parts/${cards[0]._id}`,
    'bare /parts': new URL('/parts', bare.url).href,
  };
  try {
    for (const [formFactor, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      const runs = Object.fromEntries(Object.keys(pages).map((label) => [label, []]));
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [label, url] of Object.entries(pages)) {
          await ok(url); // served from the cache, as visitors get it
          runs[label].push(await audit(url, chrome.port, config));
        }
      }
      for (const [label, list] of Object.entries(runs)) {
        const m = (key) => median(list.map((run) => run[key]));
        report(
          `${label}, ${formFactor}, median of ${ROUNDS}`,
          `${Object.values(CATEGORIES)
            .map((key) => `${key} ${m(key)}`)
            .join(
              ', ',
            )}; LCP ${m('lcp').toFixed(0)} ms, TBT ${m('tbt').toFixed(0)} ms, CLS ${m('cls').toFixed(3)}`,
        );
      }
    }
  } finally {
    await chrome.kill();
    await bare.stop();
    await app.stop();
  }
}
