// Issue 37's figures: a category of 50,000 parts with 20 attributes each. A state with 3 active
// facets answered with its results and every count (GET /api/facets: the page's own read, never
// cached), after the listing's facet index is built once; the same state's page from the cache
// against /parts from the cache (time to first byte, alternated); both pages' HTML at 24 cards.
import { MongoClient, ObjectId } from 'mongodb';
import { runSeed } from '../db/run-seed.mjs';
import { startApp, TEST_APP_ENV } from '../test-support/start-app.mjs';
import { benchFacetPages } from './facets-pages.mjs';
import { get, median, percentile, report, rssMiB, section, stockOf } from './harness.mjs';

const DB = 'bench-facets-50k';
const PARTS = 50_000;
const RUNS = 60;
const PATH = 'bench-fasteners';
const MATERIALS = ['Steel', 'Stainless steel', 'Brass', 'Aluminium', 'Nylon', 'Titanium'];
const FINISHES = ['Plain', 'Zinc', 'Black oxide', 'Nickel', 'Passivated'];

/** 20 attributes: 12 numbers of several dimensions, 8 choices. */
const ATTRIBUTES = [
  ...['diameter', 'length', 'head-height', 'head-width', 'thread-pitch', 'shank-length'].map((key) => ({
    key,
    label: key.replace('-', ' '),
    kind: 'number',
    dimension: 'length',
    unit: 'mm',
    critical: key === 'diameter',
  })),
  { key: 'mass', label: 'Mass', kind: 'number', dimension: 'mass', unit: 'g', critical: false },
  { key: 'torque', label: 'Torque', kind: 'number', dimension: 'torque', unit: 'N m', critical: false },
  {
    key: 'max-temp',
    label: 'Max temperature',
    kind: 'number',
    dimension: 'temperature',
    unit: 'degC',
    critical: false,
  },
  {
    key: 'tensile',
    label: 'Tensile strength',
    kind: 'number',
    dimension: 'pressure',
    unit: 'MPa',
    critical: false,
  },
  { key: 'proof-load', label: 'Proof load', kind: 'number', dimension: 'force', unit: 'kN', critical: false },
  { key: 'angle', label: 'Head angle', kind: 'number', dimension: 'angle', unit: 'deg', critical: false },
  { key: 'material', label: 'Material', kind: 'choice', choices: MATERIALS, critical: true },
  { key: 'finish', label: 'Finish', kind: 'choice', choices: FINISHES, critical: false },
  ...['grade', 'drive', 'head', 'standard', 'thread', 'pack'].map((key) => ({
    key,
    label: key,
    kind: 'choice',
    choices: Array.from({ length: 8 }, (_, n) => `${key} ${n + 1}`),
    critical: false,
  })),
];

const pick = (list, i, salt) => list[(i * 7919 + salt * 104729) % list.length];

function attrsOf(i) {
  return ATTRIBUTES.map((def, a) => {
    if (def.kind === 'choice') return { k: def.key, s: pick(def.choices, i, a) };
    // 40 distinct values per number, in SI.
    const step = (i * 31 + a * 17) % 40;
    const si = {
      length: (2 + step) / 1000,
      mass: (1 + step) / 1000,
      torque: 1 + step,
      temperature: 273.15 + 50 + step * 5,
      pressure: (200 + step * 20) * 1e6,
      force: (1 + step) * 1000,
      angle: ((60 + step) * Math.PI) / 180,
    }[def.dimension];
    return { k: def.key, n: si };
  });
}

export async function facetCatalog(mongoUri) {
  if (runSeed([], { ...process.env, ...TEST_APP_ENV, MONGODB_URI: mongoUri, MONGODB_DB: DB }) !== 0)
    throw new Error('seed failed');
  const client = await new MongoClient(mongoUri).connect();
  try {
    const db = client.db(DB);
    const now = new Date();
    let category = await db.collection('categories').findOne({ path: PATH });
    if (!category) {
      category = {
        _id: new ObjectId(),
        name: 'Bench fasteners',
        slug: PATH,
        parentId: null,
        ancestors: [],
        path: PATH,
        attributes: ATTRIBUTES,
        createdAt: now,
        updatedAt: now,
      };
      await db.collection('categories').insertOne(category);
    }
    const products = db.collection('products');
    const missing = PARTS - (await products.countDocuments({ categoryId: category._id }));
    for (let start = 0; start < missing; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, missing - start) }, (_, k) => {
        const i = start + k;
        const partNumber = `FB-${String(i).padStart(5, '0')}`;
        const name = `Facet bench part ${i}`;
        return {
          _id: new ObjectId(),
          name,
          description: `Generated for the facets bench, lot ${i}.`,
          keywords: ['facet', 'bench', 'part', String(i), 'generated', 'lot'],
          nameLower: name.toLowerCase(),
          partNumber,
          partNumberKey: partNumber,
          partNumberCompact: partNumber.replace('-', ''),
          img: '/images/parts/hex-bolt.webp',
          priceCents: 50 + ((i * 37) % 20000),
          categoryId: category._id,
          attrs: attrsOf(i),
          email: TEST_APP_ENV.ADMIN_EMAIL,
          createdAt: now,
          updatedAt: now,
        };
      });
      await products.insertMany(batch);
      await db
        .collection('stock')
        .insertMany(batch.map(({ _id }, k) => stockOf(_id, (start + k) % 9 === 0 ? 0 : 1000)));
    }
  } finally {
    await client.close();
  }
}

/** Three active facets: two materials, a diameter range, a finish (varied so no answer repeats). */
export const stateOf = (run) =>
  new URLSearchParams([
    ['f', `material:${MATERIALS[run % 3]}|${MATERIALS[3 + (run % 3)]}`],
    ['f', `diameter:${4 + (run % 5)} mm..${14 + (run % 7)} mm`],
    ['f', `finish:${FINISHES[run % FINISHES.length]}`],
  ]).toString();

async function timed(url) {
  const result = await get(url);
  if (result.status !== 200) throw new Error(`${result.status} ${url}`);
  return result;
}

export async function benchFacets(mongo) {
  section('Facets: a category of 50,000 parts with 20 attributes (issue 37)');
  await facetCatalog(mongo.uri);
  const app = await startApp({ MONGODB_URI: mongo.uri, MONGODB_DB: DB });
  try {
    const api = (run) => `${app.baseURL}/api/facets?category=${PATH}&${stateOf(run)}`;
    const rssBefore = rssMiB(app.pid);
    const cold = await timed(api(0));
    report('first answer of the listing (builds its facet index)', `${cold.total.toFixed(0)} ms`);
    const times = [];
    for (let run = 1; run <= RUNS; run += 1) times.push((await timed(api(run))).total);
    report(
      `3 active facets: results and every count, ${RUNS} states`,
      `p50 ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (aim p95 < 150 ms)`,
    );
    report('the app process after the index, RSS', `${(rssMiB(app.pid) - rssBefore).toFixed(0)} MiB more`);

    // The same state's page from the cache, alternated with /parts from the cache.
    // A state's one address: asked as a query, the app sends it there (308).
    const addressOf = async (url) => {
      const asked = await get(url);
      return asked.status === 308 ? new URL(asked.headers.location, app.baseURL).href : url;
    };
    const cachedUrl = await addressOf(`${app.baseURL}/categories/${PATH}?${stateOf(1)}`);
    for (const url of [cachedUrl, `${app.baseURL}/parts`]) await timed(url);
    const [category, parts] = [[], []];
    for (let run = 0; run < 40; run += 1) {
      category.push((await timed(cachedUrl)).ttfb);
      parts.push((await timed(`${app.baseURL}/parts`)).ttfb);
    }
    report(
      'the filtered category page from the cache, time to first byte',
      `${median(category).toFixed(1)} ms; ÷ /parts from the cache ${(median(category) / median(parts)).toFixed(2)} (${median(parts).toFixed(1)} ms)`,
    );
    const categoryHtml = (await timed(`${app.baseURL}/categories/${PATH}`)).bytes;
    const filteredHtml = (await timed(cachedUrl)).bytes;
    const partsHtml = (await timed(`${app.baseURL}/parts`)).bytes;
    // /parts with the same 3 facets over the whole catalog.
    const partsFiltered = await addressOf(`${app.baseURL}/parts?${stateOf(1)}`);
    await timed(partsFiltered);
    const partsFilteredHtml = (await timed(partsFiltered)).bytes;
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    report(
      'HTML at 24 cards: category page, with 3 facets, /parts, /parts with 3 facets',
      `${kb(categoryHtml)}, ${kb(filteredHtml)}, ${kb(partsHtml)}, ${kb(partsFilteredHtml)} (aim ≤ 100 KB)`,
    );

    const compared = (await (await fetch(api(2))).json()).items.slice(0, 3).map((part) => `p=${part._id}`);
    await benchFacetPages(app, {
      '/': '/',
      '/blogs': '/blogs',
      '/login': '/login',
      '/parts': '/parts',
      '/parts, 3 facets': new URL(partsFiltered).pathname + new URL(partsFiltered).search,
      'category page': `/categories/${PATH}`,
      'category page, 3 facets': new URL(cachedUrl).pathname + new URL(cachedUrl).search,
      '/compare (3 parts)': `/compare?${compared.join('&')}`,
      // A visitor's: the cart (empty) and the quick order before a check.
      '/cart': '/cart',
      '/quickorder': '/quickorder',
    });
  } finally {
    await app.stop();
  }
}
