import { startLocalMongo } from '../scripts/db/local-mongo.mjs';
import { runSeed } from '../scripts/db/run-seed.mjs';
import { startApp, TEST_APP_ENV } from '../scripts/test-support/start-app.mjs';

/**
 * A fresh in-memory database with the deterministic demo seed, and the production build served
 * on a free port. Returns the teardown, which stops both.
 */
export default async function globalSetup() {
  const mongo = await startLocalMongo({ quiet: true });
  const dbEnv = { MONGODB_URI: mongo.uri, MONGODB_DB: 'partsmith-e2e' };
  if (runSeed([], { ...process.env, ...TEST_APP_ENV, ...dbEnv } as NodeJS.ProcessEnv) !== 0) {
    await mongo.stop();
    throw new Error('Seeding the e2e database failed');
  }
  const app = await startApp(dbEnv);
  process.env.E2E_BASE_URL = app.baseURL;
  process.env.E2E_ADMIN_EMAIL = TEST_APP_ENV.ADMIN_EMAIL;
  process.env.E2E_ADMIN_PASSWORD = TEST_APP_ENV.ADMIN_PASSWORD;
  return async () => {
    await app.stop();
    await mongo.stop();
  };
}
