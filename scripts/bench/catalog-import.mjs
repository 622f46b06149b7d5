// Issue 18's figures: a 50,000-row catalog CSV checked, imported, imported again (nothing to do),
// exported and imported back, on the local database; the time of each and how much the server's
// resident memory grows meanwhile. The 5,000-row import in the same run gives the scaling ratio.
import { runSeed } from '../db/run-seed.mjs';
import { startApp, TEST_APP_ENV } from '../test-support/start-app.mjs';
import { report, rssMiB, section, signIn } from './harness.mjs';

const HEADER = 'partNumber,name,description,prize,quantity,img,minimumQuantity,quantityStep,priceBreaks';
const KINDS = ['Bearing', 'Bolt', 'Gear', 'Seal', 'Spring', 'Valve', 'Pulley', 'Rail', 'Chain', 'Sink'];

/** `count` parts, as a manufacturer's file would have them; one in ten sold in packs with volume prices. */
function catalogCsv(count, prefix) {
  const rows = [HEADER];
  for (let i = 0; i < count; i += 1) {
    const kind = KINDS[i % 10];
    const packs = i % 10 === 0 ? '50,10,"500=1.10, 2000=0.95"' : ',,';
    rows.push(
      `${prefix}-${String(i).padStart(6, '0')},${kind} ${i},Bulk ${kind.toLowerCase()} lot ${i % 97},1.25,${100 + (i % 900)},/images/parts/hex-bolt.webp,${packs}`,
    );
  }
  return rows.join('\r\n');
}

/** Runs `fn` while sampling the server's RSS every 20 ms: its result, seconds taken, MiB grown at peak. */
async function measured(pid, fn) {
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20);
  const started = performance.now();
  try {
    const value = await fn();
    return { value, seconds: (performance.now() - started) / 1000, grew: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

export async function benchImport(mongo) {
  section('Catalog CSV import and export (issue 18)');
  const env = { ...process.env, ...TEST_APP_ENV, MONGODB_URI: mongo.uri, MONGODB_DB: 'bench-import' };
  if (runSeed([], env) !== 0) throw new Error('seed failed');
  const app = await startApp({ MONGODB_URI: mongo.uri, MONGODB_DB: 'bench-import' });
  try {
    const cookie = await signIn(app.baseURL, TEST_APP_ENV.ADMIN_EMAIL, TEST_APP_ENV.ADMIN_PASSWORD);
    const post = async (csv, dryRun = false) => {
      const response = await fetch(`${app.baseURL}/api/catalog/import${dryRun ? '?dryRun=1' : ''}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv', Cookie: cookie },
        body: csv,
      });
      const body = await response.json();
      if (response.status !== 200)
        throw new Error(`${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      return body;
    };
    const counts = (b) => `created ${b.created}, updated ${b.updated}, unchanged ${b.unchanged}`;

    const small = catalogCsv(5_000, 'BS');
    const big = catalogCsv(50_000, 'BB');
    report('50,000-row file', `${(Buffer.byteLength(big) / 1024 / 1024).toFixed(2)} MB (limit 5 MB)`);
    const five = await measured(app.pid, () => post(small));
    report('import 5,000 rows', `${five.seconds.toFixed(1)} s (${counts(five.value)})`);
    const dry = await measured(app.pid, () => post(big, true));
    report(
      'dry run, 50,000 rows',
      `${dry.seconds.toFixed(1)} s, server RSS +${dry.grew.toFixed(0)} MiB at peak`,
    );
    const first = await measured(app.pid, () => post(big));
    report(
      'import 50,000 rows (aim < 60 s)',
      `${first.seconds.toFixed(1)} s, server RSS +${first.grew.toFixed(0)} MiB at peak (${counts(first.value)})`,
    );
    report('  ÷ the 5,000-row import (10× the rows)', `${(first.seconds / five.seconds).toFixed(1)}×`);
    const again = await measured(app.pid, () => post(big));
    report(
      'the same file again (nothing to write)',
      `${again.seconds.toFixed(1)} s (${counts(again.value)})`,
    );

    const exported = await measured(app.pid, async () => {
      const response = await fetch(`${app.baseURL}/api/catalog/export`, { headers: { Cookie: cookie } });
      return response.text();
    });
    report(
      'export of the whole catalog',
      `${exported.seconds.toFixed(1)} s, ${(Buffer.byteLength(exported.value) / 1024 / 1024).toFixed(2)} MB, server RSS +${exported.grew.toFixed(0)} MiB at peak`,
    );
    const back = await measured(app.pid, () => post(exported.value));
    report(
      'export imported back (aim: created 0, updated 0)',
      `${back.seconds.toFixed(1)} s (${counts(back.value)})`,
    );
  } finally {
    await app.stop();
  }
}
