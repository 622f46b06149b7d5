import { MongoClient, ObjectId } from 'mongodb';
import { startLocalMongo } from '../scripts/db/local-mongo.mjs';
import { runScript, runSeed } from '../scripts/db/run-seed.mjs';
import { startLocalMail } from '../scripts/mail/local-mail.mjs';
import { freePort } from '../scripts/test-support/free-port.mjs';
import { startOidcProvider, TEST_GOOGLE_CLIENT } from '../scripts/test-support/oidc-provider.mjs';
import { startApp, TEST_APP_ENV } from '../scripts/test-support/start-app.mjs';

/**
 * A fresh in-memory database with the deterministic demo seed, a local OpenID Connect provider
 * standing in for Google, a local SMTP server with an inbox API (maildev) for the store's mail, and
 * the production build served on a free port. Returns the teardown.
 * With E2E_BASE_URL already set, the tests run against that deployment instead.
 */
export default async function globalSetup() {
  // A deployment named by the caller (the @smoke subset against staging): nothing to start.
  if (process.env.E2E_BASE_URL) return async () => undefined;
  const mongo = await startLocalMongo({ quiet: true });
  const dbEnv = { MONGODB_URI: mongo.uri, MONGODB_DB: 'partsmith-e2e' };
  if (runSeed([], { ...process.env, ...TEST_APP_ENV, ...dbEnv } as NodeJS.ProcessEnv) !== 0) {
    await mongo.stop();
    throw new Error('Seeding the e2e database failed');
  }
  await shipWhereJourneysBuy(mongo.uri, dbEnv.MONGODB_DB);
  const inbox = await startLocalMail();
  const appPort = await freePort();
  // The store is reached at http://127.0.0.1:port (AUTH_URL), a host it does not listen under
  // (Next names every request localhost): as deployed behind a domain, where any redirect, link or
  // mail naming the listening host sends the visitor away (issue 31).
  const publicHost = '127.0.0.1';
  const google = await startOidcProvider({
    redirectUris: [`http://${publicHost}:${appPort}/api/auth/callback/google`],
  });
  const app = await startApp(
    {
      ...dbEnv,
      AUTH_GOOGLE_ID: TEST_GOOGLE_CLIENT.id,
      AUTH_GOOGLE_SECRET: TEST_GOOGLE_CLIENT.secret,
      AUTH_GOOGLE_ISSUER: google.issuer,
      SMTP_URL: inbox.smtpUrl,
      MAIL_SWEEP_SECONDS: '0.5',
      // The seller's tax id and the plant's state, as an invoice prints them (issue 36).
      SELLER_TAX_ID: 'EIN 31-1234567',
      SELLER_REGION: 'OH',
      SELLER_POSTAL_CODE: '45402',
    },
    appPort,
    { publicHost },
  );
  process.env.E2E_BASE_URL = app.baseURL;
  process.env.E2E_ADMIN_EMAIL = TEST_APP_ENV.ADMIN_EMAIL;
  process.env.E2E_ADMIN_PASSWORD = TEST_APP_ENV.ADMIN_PASSWORD;
  process.env.E2E_MONGODB_URI = mongo.uri;
  process.env.E2E_INBOX_URL = inbox.inboxUrl;
  process.env.E2E_GOOGLE_ISSUER = google.issuer;
  return async () => {
    await app.stop();
    // The books after every journey (returns put units back, refunds cancel them, orders take
    // them): every part's stock and every company's account, as after the integration run.
    const books = await runScript('check-stock.ts', [], {
      ...process.env,
      ...TEST_APP_ENV,
      ...dbEnv,
    } as NodeJS.ProcessEnv);
    await google.stop();
    await inbox.stop();
    await mongo.stop();
    if (books.status !== 0)
      throw new Error(`The books do not balance after the journeys:\n${books.stdout}${books.stderr}`);
    console.log(books.stdout.trim());
  };
}

/**
 * The e2e store ships (free) where the journeys' companies are (Germany) and their customers' saved
 * addresses (the US): a journey that adds a zone of its own (Colorado) never leaves another
 * journey's buyer outside every zone, which a store with zones refuses (lib/charges).
 */
async function shipWhereJourneysBuy(uri: string, dbName: string) {
  const client = await MongoClient.connect(uri);
  try {
    const now = new Date();
    await client
      .db(dbName)
      .collection('shipping_zones')
      .insertOne({
        _id: new ObjectId(),
        name: 'Journey buyers',
        position: 0,
        areas: [
          { country: 'DE', regions: [], postcodePrefixes: [] },
          { country: 'US', regions: [], postcodePrefixes: [] },
        ],
        methods: [{ id: 'journey-freight', name: 'Freight', kind: 'flat', taxClass: 'standard', cents: 0 }],
        createdAt: now,
        updatedAt: now,
      });
  } finally {
    await client.close();
  }
}
