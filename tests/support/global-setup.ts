import type { TestProject } from 'vitest/node';
import { startLocalMongo } from '../../scripts/db/local-mongo.mjs';
import { runScript } from '../../scripts/db/run-seed.mjs';
import { startLocalMail } from '../../scripts/mail/local-mail.mjs';
import { FAKE_STRIPE_KEYS, startFakeStripe } from '../../scripts/test-support/fake-stripe.mjs';
import { startApp, TEST_APP_ENV } from '../../scripts/test-support/start-app.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
    baseURL: string;
    appDb: string;
    stripeURL: string;
    /** The local inbox the app's mail goes to (tests/support/inbox.ts reads it). */
    inboxURL: string;
    /**
     * The seeded admin, signed in once for the run (tests/support/auth.ts signedInAdmin): the
     * sign-in limits count every sign-in of one email, and each file signing in again passed them.
     */
    adminSession: { cookie: string; token: string };
  }
}

const APP_DB = 'partsmith-app';

/**
 * One in-memory database server for the whole run, and one production app server on it, taking
 * card payments through the real Stripe adapter against a local Stripe-API-speaking server and
 * sending its mail to a local SMTP server with an inbox API (maildev).
 * Test files get their own database on that server (per-file-env.ts); HTTP tests share the app's.
 */
export default async function setup(project: TestProject) {
  const mongo = await startLocalMongo({ quiet: true });
  Object.assign(process.env, TEST_APP_ENV, { MONGODB_URI: mongo.uri, MONGODB_DB: APP_DB });
  const { seedDatabase } = await import('@/lib/seed/seed');
  const { getMongoClient } = await import('@/lib/db/client');
  await seedDatabase({ adminEmail: TEST_APP_ENV.ADMIN_EMAIL, adminPassword: TEST_APP_ENV.ADMIN_PASSWORD });
  await (await getMongoClient()).close();
  const stripe = await startFakeStripe();
  const inbox = await startLocalMail();
  const app = await startApp({
    SMTP_URL: inbox.smtpUrl,
    MAIL_SWEEP_SECONDS: '0.5',
    MAIL_RETRY_SECONDS: '0.5',
    MONGODB_URI: mongo.uri,
    MONGODB_DB: APP_DB,
    PAYMENTS_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secret,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishable,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhook,
    STRIPE_API_BASE: stripe.url,
    // Test files place many orders per customer; the cap has its own instance (orders-holds test).
    MAX_OPEN_ORDERS: '1000',
    // The store's own address (the admin's) hears from every file of a run within the hour; the
    // hourly bound per recipient has its own test (mail-bound.test.ts).
    MAIL_PER_RECIPIENT_PER_HOUR: '200',
  });
  project.provide('mongoUri', mongo.uri);
  project.provide('baseURL', app.baseURL);
  project.provide('appDb', APP_DB);
  project.provide('stripeURL', stripe.url);
  project.provide('inboxURL', inbox.inboxUrl);
  const { ADMIN, signedIn } = await import('./auth');
  const { cookie, token } = await signedIn(ADMIN.email, ADMIN.password, 'Partsmith Admin', app.baseURL);
  project.provide('adminSession', { cookie, token });
  await shipEverywhereTestsBuy(app.baseURL, cookie);
  return async () => {
    await app.stop();
    // The books after the whole run, as after every fuzz profile: every part's stock and every
    // company's account balance (scripts/check-stock.ts); what it prints names what does not.
    const books = await runScript('check-stock.ts', [], {
      ...process.env,
      MONGODB_URI: mongo.uri,
      MONGODB_DB: APP_DB,
    });
    await stripe.stop();
    await inbox.stop();
    await mongo.stop();
    if (books.status !== 0)
      throw new Error(`The books do not balance after the run:\n${books.stdout}${books.stderr}`);
    console.log(books.stdout.trim());
  };
}

/**
 * The shared store ships (free) to the countries the tests' buyers are in: the test companies sit
 * in Germany, addresses of customers are in the US. Files that add zones of their own (Vermont,
 * Luxembourg, …) then never leave another file's buyers outside every zone, whichever runs first:
 * a store with zones refuses a ship-to none of them covers (lib/charges).
 */
async function shipEverywhereTestsBuy(baseURL: string, cookie: string) {
  const response = await fetch(`${baseURL}/api/shipping/zones`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      name: 'Test buyers',
      areas: [{ country: 'DE' }, { country: 'US' }],
      methods: [{ name: 'Test freight', kind: 'flat', price: 0 }],
    }),
  });
  if (response.status !== 201)
    throw new Error(`The test store's zone: ${response.status} ${await response.text()}`);
}
