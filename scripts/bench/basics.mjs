// The first release's figures: start-up, memory, the product API, order placement, sign-in timing.
import { runSeed } from '../db/run-seed.mjs';
import { startApp, TEST_APP_ENV } from '../test-support/start-app.mjs';
import { fmt, load, ok, report, rssMiB, section, signIn } from './harness.mjs';

export async function benchBasics(mongo) {
  section('Basics');
  const dbEnv = { MONGODB_URI: mongo.uri, MONGODB_DB: 'bench-basics' };
  runSeed([], { ...process.env, ...TEST_APP_ENV, ...dbEnv });
  const startedAt = performance.now();
  const app = await startApp(dbEnv);
  report('next start → first answer', `${(performance.now() - startedAt).toFixed(0)} ms`);
  const url = (path) => `${app.baseURL}${path}`;
  try {
    report('RSS after start', `${rssMiB(app.pid).toFixed(0)} MiB`);
    report('GET /api/product, 1 at a time', fmt(await load(300, 1, () => ok(url('/api/product')))));
    report('GET /api/product, 20 concurrent', fmt(await load(1000, 20, () => ok(url('/api/product')))));

    // Orders: a customer with a session, a part with plenty of stock.
    const email = `bench-${Date.now()}@example.com`;
    await fetch(url('/api/register'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email, password: 'bench-pass-1' }),
    });
    const cookie = await signIn(app.baseURL, email, 'bench-pass-1');
    const products = await (await fetch(url('/api/product'))).json();
    const bolt = products.find((p) => p.quantity >= 20_000);
    const order = async () => {
      const response = await fetch(url(`/api/order/${bolt._id}`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ customerName: 'Bench', phoneNumber: '555 0100', productQuantity: 30 }),
      });
      await response.arrayBuffer();
    };
    report('POST /api/order (reserve stock + insert), 10 concurrent', fmt(await load(300, 10, order)));
    report('RSS after load', `${rssMiB(app.pid).toFixed(0)} MiB`);

    // Sign-in timing: unknown email and wrong password should cost the same (argon2 either way).
    const attempt = (who) => async () => {
      const csrf = await fetch(url('/api/auth/csrf'));
      const { csrfToken } = await csrf.json();
      await fetch(url('/api/auth/callback/credentials'), {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Cookie: csrf.headers
            .getSetCookie()
            .map((c) => c.split(';')[0])
            .join('; '),
          'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        },
        body: new URLSearchParams({ csrfToken, email: who, password: 'wrong-password' }),
      }).then((response) => response.arrayBuffer());
    };
    report('failed sign-in, wrong password (4 attempts)', fmt(await load(4, 1, attempt(email))));
    report(
      'failed sign-in, unknown email (4 attempts)',
      fmt(await load(4, 1, attempt(`nobody-${Date.now()}@example.com`))),
    );
  } finally {
    await app.stop();
  }
}
