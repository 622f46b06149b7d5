import type { TestProject } from 'vitest/node';
import { startLocalMongo } from '../../scripts/db/local-mongo.mjs';
import { startApp, TEST_APP_ENV } from '../../scripts/test-support/start-app.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
    baseURL: string;
    appDb: string;
  }
}

const APP_DB = 'partsmith-app';

/**
 * One in-memory database server for the whole run, and one production app server on it.
 * Test files get their own database on that server (per-file-env.ts); HTTP tests share the app's.
 */
export default async function setup(project: TestProject) {
  const mongo = await startLocalMongo({ quiet: true });
  Object.assign(process.env, TEST_APP_ENV, { MONGODB_URI: mongo.uri, MONGODB_DB: APP_DB });
  const { seedDatabase } = await import('@/lib/seed/seed');
  const { getMongoClient } = await import('@/lib/db/client');
  await seedDatabase({ adminEmail: TEST_APP_ENV.ADMIN_EMAIL, adminPassword: TEST_APP_ENV.ADMIN_PASSWORD });
  await (await getMongoClient()).close();
  const app = await startApp({ MONGODB_URI: mongo.uri, MONGODB_DB: APP_DB });
  project.provide('mongoUri', mongo.uri);
  project.provide('baseURL', app.baseURL);
  project.provide('appDb', APP_DB);
  return async () => {
    await app.stop();
    await mongo.stop();
  };
}
