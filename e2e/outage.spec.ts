import { startLocalMongo } from '../scripts/db/local-mongo.mjs';
import { runSeed } from '../scripts/db/run-seed.mjs';
import { startApp, TEST_APP_ENV } from '../scripts/test-support/start-app.mjs';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';

// A database and an app of this spec's own: the outage must not reach the other specs.
let mongo: Awaited<ReturnType<typeof startLocalMongo>>;
let app: Awaited<ReturnType<typeof startApp>>;

test.beforeAll(async () => {
  mongo = await startLocalMongo({ quiet: true });
  const env = { MONGODB_URI: mongo.uri, MONGODB_DB: 'outage-e2e' };
  if (runSeed([], { ...process.env, ...TEST_APP_ENV, ...env } as NodeJS.ProcessEnv) !== 0) {
    throw new Error('seed failed');
  }
  app = await startApp(env);
});

test.afterAll(async () => {
  await app?.stop();
  await mongo?.stop();
});

test("while the database is down, the dashboard says We'll be right back (503) and /parts still serves", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: app.baseURL });
  const page = await context.newPage();
  await page.goto('/parts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('our products');
  const login = new LoginPage(page);
  await login.goto('/dashboard');
  await login.signIn({ email: TEST_APP_ENV.ADMIN_EMAIL, password: TEST_APP_ENV.ADMIN_PASSWORD });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');

  await mongo.kill();
  await expect(async () => {
    const response = await page.goto('/dashboard/manageorder');
    expect(response?.status()).toBe(503);
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We'll be right back");
  await expect(page.getByText('Please try again in a minute.')).toBeVisible();

  await page.getByRole('link', { name: 'Browse parts' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('our products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await context.close();
});
