// `npm run bench`: speed and memory of the production build on the local database server.
// Numbers vary with the machine; compare runs on the same machine. Never used as a test.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startLocalMongo } from './db/local-mongo.mjs';
import { runSeed } from './db/run-seed.mjs';
import { chromiumPath } from './test-support/chromium.mjs';
import { startApp, TEST_APP_ENV } from './test-support/start-app.mjs';

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const rssMiB = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const rows = [];
const report = (name, value) => {
  rows.push([name, value]);
  console.log(`${name.padEnd(48)} ${value}`);
};

/** `total` requests, `concurrency` at a time; answers latencies (ms) and requests per second. */
async function load(total, concurrency, request) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t = performance.now();
        await request();
        latencies.push(performance.now() - t);
      }
    }),
  );
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: total / ((performance.now() - started) / 1000),
  };
}

const fmt = ({ p50, p95, rps }) =>
  `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${rps.toFixed(0)} req/s`;

if (!existsSync('.next/BUILD_ID') || process.argv.includes('--build')) {
  const built = spawnSync('node_modules/.bin/next', ['build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) process.exit(1);
}

const mongo = await startLocalMongo({ quiet: true });
const dbEnv = { MONGODB_URI: mongo.uri, MONGODB_DB: 'partsmith-bench' };
runSeed([], { ...process.env, ...TEST_APP_ENV, ...dbEnv });
const startedAt = performance.now();
const app = await startApp(dbEnv);
report('next start → first answer', `${(performance.now() - startedAt).toFixed(0)} ms`);
const url = (path) => `${app.baseURL}${path}`;
const ok = async (response) => {
  if (!response.ok) throw new Error(`${response.status} ${response.url}`);
  await response.arrayBuffer();
};

try {
  report('RSS after start', `${rssMiB(app.pid).toFixed(0)} MiB`);
  await ok(await fetch(url('/parts')));
  report(
    'GET /api/product (cached catalog), 1 at a time',
    fmt(await load(300, 1, async () => ok(await fetch(url('/api/product'))))),
  );
  report(
    'GET /api/product, 20 concurrent',
    fmt(await load(1000, 20, async () => ok(await fetch(url('/api/product'))))),
  );
  report(
    'GET /parts (server-rendered), 10 concurrent',
    fmt(await load(300, 10, async () => ok(await fetch(url('/parts'))))),
  );
  report('GET / (home), 10 concurrent', fmt(await load(200, 10, async () => ok(await fetch(url('/'))))));

  // Orders: a customer with a session, a part with plenty of stock.
  const email = `bench-${Date.now()}@example.com`;
  await fetch(url('/api/register'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email, password: 'bench-pass-1' }),
  });
  const csrf = await fetch(url('/api/auth/csrf'));
  const { csrfToken } = await csrf.json();
  const signIn = await fetch(url('/api/auth/callback/credentials'), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: csrf.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    },
    body: new URLSearchParams({ csrfToken, email, password: 'bench-pass-1' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('authjs.session-token'));
  const products = await (await fetch(url('/api/product'))).json();
  const bolt = products.find((p) => p.quantity >= 20_000);
  const order = () =>
    fetch(url(`/api/order/${bolt._id}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ customerName: 'Bench', phoneNumber: '555 0100', productQuantity: 30 }),
    }).then(ok);
  report('POST /api/order (reserve stock + insert), 10 concurrent', fmt(await load(300, 10, order)));
  report('RSS after load', `${rssMiB(app.pid).toFixed(0)} MiB`);

  // Sign-in timing: unknown email and wrong password should cost the same (argon2 either way).
  const attempt = (who) => async () => {
    const c = await fetch(url('/api/auth/csrf'));
    const token = (await c.json()).csrfToken;
    await fetch(url('/api/auth/callback/credentials'), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: c.headers
          .getSetCookie()
          .map((x) => x.split(';')[0])
          .join('; '),
        'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
      body: new URLSearchParams({ csrfToken: token, email: who, password: 'wrong-password' }),
    }).then((response) => response.arrayBuffer());
  };
  report('failed sign-in, wrong password (4 attempts)', fmt(await load(4, 1, attempt(email))));
  report(
    'failed sign-in, unknown email (4 attempts)',
    fmt(await load(4, 1, attempt(`nobody-${Date.now()}@example.com`))),
  );

  // First-load JavaScript of /parts as a browser downloads it (compressed bytes on the wire).
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() === 'script') scripts.push(request.sizes());
  });
  await page.goto(url('/parts'), { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts);
  const wire = sizes.reduce((sum, s) => sum + s.responseBodySize, 0);
  report(
    '/parts first-load JS (compressed, on the wire)',
    `${(wire / 1024).toFixed(1)} KiB in ${sizes.length} files`,
  );
  await browser.close();
} finally {
  await app.stop();
  await mongo.stop();
}
