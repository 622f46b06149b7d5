import { randomBytes } from 'node:crypto';
import { expectAccessible } from './axe';
import { ADMIN, expect, test } from './fixtures';
import { freshPages } from './mail-links';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';

// The store's tax table (issue 36), as a store admin keeps it: at Tax Rates (its menu entry is in
// accounts.spec.ts), a
// rate refused until it is one, then added and found by its country, then removed after they
// confirm. Greenland (GL): no other journey taxes there.

for (const width of [375, 1280]) {
  test(`a store admin adds a tax rate and removes it (${width} px)`, async ({ browser, baseURL }) => {
    const region = `R${randomBytes(3).toString('hex').toUpperCase()}`;
    const { open, close } = freshPages(browser, baseURL, width);
    try {
      const page = await open();
      const login = new LoginPage(page);
      await login.goto('/dashboard/tax');
      await login.signIn(ADMIN);
      await expect(page.getByRole('heading', { name: 'Tax Rates', level: 1 })).toBeVisible();
      await expectAccessible(page);

      const form = page.getByRole('form', { name: 'Add a tax rate' });
      await form.getByLabel('Country (two letters)').fill('gl');
      await form.getByLabel('State or province (empty: the whole country)').fill(region);
      await form.getByLabel('Tax class').selectOption('reduced');
      await form.getByLabel('Rate (%)').fill('12.3456');
      await form.getByLabel('Label on invoices').fill('VAT');
      await form.getByLabel('In force from (store day)').fill('2026-01-01');
      await form.getByRole('button', { name: 'Add rate' }).click();
      await expect(form.getByText('Rate has at most three decimals')).toBeVisible();
      await form.getByLabel('Rate (%)').fill('12.5');
      await form.getByRole('button', { name: 'Add rate' }).click();
      await expect(form.getByRole('status')).toHaveText('Added.');

      const search = page.getByRole('search', { name: 'Country (two letters)' });
      await search.getByRole('searchbox').fill('GL');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/country=GL/);
      const row = page.getByTestId('tax-rate-row').filter({ hasText: region });
      await expect(row).toContainText(`GL · ${region}`);
      await expect(row).toContainText('Reduced');
      await expect(row).toContainText('12.5 %');
      await expect(row).toContainText('2026-01-01');
      await expectAccessible(page);

      await row.getByRole('button', { name: `Remove GL · ${region} Reduced from 2026-01-01` }).click();
      const popup = new Dashboard(page).popup();
      await expect(popup).toContainText(`Remove GL · ${region} Reduced 12.5 % from 2026-01-01?`);
      await popup.getByRole('button', { name: 'Remove' }).click();
      await expect(row).toHaveCount(0);
    } finally {
      await close();
    }
  });
}
