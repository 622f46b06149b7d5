import 'server-only';
import { countCatalog } from '@/lib/catalog';
import { isBuildPhase } from '@/lib/cache';
import { streamProductIds } from '@/lib/catalog';
import { categoryPaths, MAX_CATEGORIES } from '@/lib/categories';
import { categoryHref } from '@/lib/model';
import { siteOrigin } from '@/lib/env';
import { partUrl } from './structured-data';

/** sitemaps.org: at most 50,000 URLs per file; past that, /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

const STATIC_PAGES = [
  { path: '', priority: '1.0', changefreq: 'daily' },
  { path: '/parts', priority: '0.8', changefreq: 'daily' },
  { path: '/blogs', priority: '0.5', changefreq: 'monthly' },
  { path: '/about', priority: '0.3', changefreq: 'yearly' },
  { path: '/terms', priority: '0.2', changefreq: 'yearly' },
  { path: '/privacy', priority: '0.2', changefreq: 'yearly' },
  { path: '/shipping', priority: '0.2', changefreq: 'yearly' },
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function url(loc: string, extra = '') {
  return `<url><loc>${escapeXml(loc)}</loc>${extra}</url>\n`;
}

async function* partUrls(origin: string, chunk: number) {
  for await (const doc of streamProductIds(chunk * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS)) {
    yield url(partUrl(origin, doc._id.toHexString()), `<lastmod>${doc.updatedAt.toISOString()}</lastmod>`);
  }
}

function* staticUrls(origin: string) {
  for (const page of STATIC_PAGES) {
    yield url(
      `${origin}${page.path}`,
      `<changefreq>${page.changefreq}</changefreq><priority>${page.priority}</priority>`,
    );
  }
}

/** Every category's first page (issue 37): at most MAX_CATEGORIES, read whole. */
async function* categoryUrls(origin: string) {
  if (isBuildPhase()) return;
  for (const { path, updatedAt } of await categoryPaths())
    yield url(`${origin}${categoryHref(path)}`, `<lastmod>${updatedAt.toISOString()}</lastmod>`);
}

/** How many part files the catalog needs when it does not fit one sitemap with the pages. */
async function partFileCount(): Promise<number> {
  const parts = await countCatalog();
  // The pages' file holds the categories too: counted at their most, so the layout never depends on them.
  return parts + STATIC_PAGES.length + MAX_CATEGORIES <= SITEMAP_MAX_URLS
    ? 0
    : Math.ceil(parts / SITEMAP_MAX_URLS);
}

/**
 * /sitemap.xml: every public page, every category's page and every part's /parts/{id} page (never the signed-in
 * /product/{id}), streamed from a cursor; an index of /sitemaps/*.xml once that passes 50,000 URLs.
 */
export async function sitemapXml(): Promise<AsyncIterable<string>> {
  const origin = siteOrigin();
  const files = await partFileCount();
  if (files === 0) {
    return (async function* () {
      yield `${XML_HEAD}<urlset ${NS}>\n`;
      yield* staticUrls(origin);
      yield* categoryUrls(origin);
      if (!isBuildPhase()) yield* partUrls(origin, 0);
      yield '</urlset>\n';
    })();
  }
  const names = ['pages', ...Array.from({ length: files }, (_, k) => `parts-${k}`)];
  return (async function* () {
    yield `${XML_HEAD}<sitemapindex ${NS}>\n`;
    for (const name of names)
      yield `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>\n`;
    yield '</sitemapindex>\n';
  })();
}

/** One file of the index: `pages.xml` or `parts-{k}.xml`; null for a file that does not exist. */
export async function sitemapFileXml(file: string): Promise<AsyncIterable<string> | null> {
  const origin = siteOrigin();
  const files = await partFileCount();
  if (files === 0) return null;
  const part = /^parts-(\d{1,4})\.xml$/.exec(file);
  const chunk = part ? Number(part[1]) : -1;
  if (file !== 'pages.xml' && !(chunk >= 0 && chunk < files)) return null;
  return (async function* () {
    yield `${XML_HEAD}<urlset ${NS}>\n`;
    if (file === 'pages.xml') {
      yield* staticUrls(origin);
      yield* categoryUrls(origin);
    } else yield* partUrls(origin, chunk);
    yield '</urlset>\n';
  })();
}
