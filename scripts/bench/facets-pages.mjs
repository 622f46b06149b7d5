// Issue 37's budgets for the public pages (/, /blogs, /login, /parts and the new ones), beside a
// bare Next 16 page in one run: the JavaScript a browser downloads (compressed), and Lighthouse's
// mobile performance, median of 3.
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath } from '../test-support/chromium.mjs';
import { startBareNext } from './bare-next.mjs';
import { launchBenchBrowser, pageScripts } from './catalog.mjs';
import { median, report } from './harness.mjs';
import { audit } from './lighthouse.mjs';

const ROUNDS = 3;

/** `pages`: label → path on the app; the bare page is added as the reference. */
export async function benchFacetPages(app, pages) {
  const cards = await (await fetch(`${app.baseURL}/api/product?limit=24&page=1`)).json();
  const bare = await startBareNext(cards);
  const urls = Object.fromEntries(Object.entries(pages).map(([label, path]) => [label, app.baseURL + path]));
  try {
    const browser = await launchBenchBrowser();
    try {
      const baseline = await pageScripts(browser, bare.url);
      report('bare Next 16 page JS (compressed)', `${(baseline / 1024).toFixed(1)} KB`);
      for (const [label, url] of Object.entries(urls)) {
        const bytes = await pageScripts(browser, url);
        report(
          `${label} JS, over bare (aim ≤ 10 KB)`,
          `${(bytes / 1024).toFixed(1)} KB, +${((bytes - baseline) / 1024).toFixed(1)} KB`,
        );
      }
    } finally {
      await browser.close();
    }

    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const audited = { ...urls, 'bare /parts': new URL('/parts', bare.url).href };
      const runs = Object.fromEntries(Object.keys(audited).map((label) => [label, []]));
      for (let round = 0; round < ROUNDS; round += 1)
        for (const [label, url] of Object.entries(audited)) {
          // From the cache, as visitors get it. A fetch of its own: a kept-alive socket of the
          // harness's pool, idle through the JavaScript measures above, was found closed (ECONNRESET).
          const warmed = await fetch(url);
          if (warmed.status !== 200) throw new Error(`${warmed.status} ${url}`);
          await warmed.arrayBuffer();
          runs[label].push(await audit(url, chrome.port));
        }
      for (const [label, list] of Object.entries(runs)) {
        const m = (key) => median(list.map((run) => run[key]));
        report(
          `${label}, Lighthouse mobile, median of ${ROUNDS}`,
          `performance ${m('perf')}, a11y ${m('a11y')}; LCP ${m('lcp').toFixed(0)} ms, TBT ${m('tbt').toFixed(0)} ms`,
        );
      }
    } finally {
      await chrome.kill();
    }
  } finally {
    await bare.stop();
  }
}
