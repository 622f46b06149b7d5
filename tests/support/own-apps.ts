import { startApp, TEST_APP_ENV } from '../../scripts/test-support/start-app.mjs';

/**
 * App instances of a test file's own, on its own database (per-file-env.ts names one per file),
 * seeded with the test admin: for tests that must not see other files' writes (cache timing).
 */
export async function startOwnApps(
  count: number,
  env: Record<string, string> = {},
  options: { publicHost?: string } = {},
) {
  const dbName = process.env.MONGODB_DB!;
  const { seedDatabase } = await import('@/lib/seed/seed');
  const { getMongoClient } = await import('@/lib/db/client');
  await seedDatabase({ adminEmail: TEST_APP_ENV.ADMIN_EMAIL, adminPassword: TEST_APP_ENV.ADMIN_PASSWORD });
  await (await getMongoClient()).close();
  const apps = await Promise.all(
    Array.from({ length: count }, () =>
      startApp({ ...env, MONGODB_URI: process.env.MONGODB_URI!, MONGODB_DB: dbName }, undefined, options),
    ),
  );
  return {
    dbName,
    origins: apps.map((app) => app.baseURL),
    stop: () => Promise.all(apps.map((app) => app.stop())),
  };
}
