import { expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { Navbar } from './pages/navbar';

/**
 * A read-only check of a deployment (tagged @smoke): public pages answer, a real account signs in
 * and its dashboard opens. Nothing is created or changed, so it may run against staging:
 *   E2E_BASE_URL=https://staging.example E2E_USER=… E2E_PASSWORD=… npm run test:e2e -- --grep @smoke
 * In the local suite it signs in as the seeded admin.
 */
const account = {
  email: process.env.E2E_USER ?? process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_PASSWORD ?? process.env.E2E_ADMIN_PASSWORD ?? '',
};

test.describe('smoke @smoke', () => {
  test('the public pages answer with their content', async ({ page, request }) => {
    for (const [path, heading] of [
      ['/', /.+/],
      ['/parts', /our products/i],
      ['/blogs', /.+/],
      ['/login', 'Login'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading);
    }
    expect((await request.get('/api/health')).status()).toBe(200);
    expect((await request.get('/api/product?limit=1')).status()).toBe(200);
  });

  test('an account signs in and its dashboard opens', async ({ page }) => {
    expect(account.email && account.password, 'set E2E_USER and E2E_PASSWORD').toBeTruthy();
    const login = new LoginPage(page);
    await login.goto('/dashboard');
    await login.signIn(account);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(new Navbar(page).logOut).toBeVisible();
  });
});
