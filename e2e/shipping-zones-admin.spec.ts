import { randomBytes } from 'node:crypto';
import { expectAccessible } from './axe';
import { companyFounder } from './company-setup';
import { ADMIN, expect, test } from './fixtures';
import { freshPages } from './mail-links';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';

// Shipping zones and a company's tax certificate (issue 36), as a store admin keeps them: at
// Shipping Zones (its menu entry is in accounts.spec.ts) a zone refused until its bands read, then
// added, edited in place and removed after they confirm; under Companies a certificate put on
// file and taken off. Greenland (GL): no other journey ships there.

for (const width of [375, 1280]) {
  test(`a store admin adds a shipping zone, edits it and removes it (${width} px)`, async ({
    browser,
    baseURL,
  }) => {
    const name = `Greenland ${randomBytes(3).toString('hex')}`;
    const { open, close } = freshPages(browser, baseURL, width);
    try {
      const page = await open();
      const login = new LoginPage(page);
      await login.goto('/dashboard/shipping');
      await login.signIn(ADMIN);
      await expect(page.getByRole('heading', { name: 'Shipping Zones', level: 1 })).toBeVisible();
      await expectAccessible(page);

      const form = page.getByRole('form', { name: 'Add a shipping zone' });
      await form.getByLabel('Zone name').fill(name);
      await form.getByLabel(/^Where it ships/).fill('GL\nDK postcodes 39');
      const first = form.getByRole('group', { name: 'Method 1' });
      await first.getByLabel('Method name').fill('Air');
      await first.getByLabel('Price ($)').fill('80');
      await form.getByRole('button', { name: 'Add a method' }).click();
      const second = form.getByRole('group', { name: 'Method 2' });
      await second.getByLabel('Method name').fill('Sealift');
      await second.getByLabel('Priced').selectOption('weight');
      await second.getByLabel(/^Bands/).fill('100, 200\n500');
      await form.getByRole('button', { name: 'Add zone' }).click();
      await expect(second.getByRole('alert')).toHaveText(
        'Bands, line 2: write "up to, price", or "over, price" or "over, quote" last',
      );
      await second.getByLabel(/^Bands/).fill('100, 200\nover, quote');
      await form.getByRole('button', { name: 'Add zone' }).click();
      const zone = page.getByTestId('shipping-zone').filter({ hasText: name });
      await expect(zone).toContainText('GL\nDK postcodes 39');
      await expect(zone).toContainText('Air: $80.00');
      await expect(zone).toContainText('Sealift: 2 weight bands');
      await expectAccessible(page);

      await zone.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('form', { name: `Edit ${name}` });
      await edit.getByRole('button', { name: 'Remove method 2' }).click();
      await edit.getByLabel('Free above ($, optional)').fill('1000');
      await edit.getByRole('button', { name: 'Save zone' }).click();
      await expect(zone).toContainText('Air: $80.00, free above $1,000.00');
      await expect(zone).not.toContainText('Sealift');

      await zone.getByRole('button', { name: `Remove ${name}` }).click();
      const popup = new Dashboard(page).popup();
      await expect(popup).toContainText(`Remove ${name}?`);
      await popup.getByRole('button', { name: 'Remove' }).click();
      await expect(zone).toHaveCount(0);
    } finally {
      await close();
    }
  });
}

for (const width of [375, 1280]) {
  test(`a store admin puts a company’s tax exemption certificate on file and takes it off (${width} px)`, async ({
    browser,
    baseURL,
    request,
    playwright,
    adminApi,
  }) => {
    const companyName = `Exempt Works ${randomBytes(3).toString('hex')}`;
    const { buyerApi } = await companyFounder(
      { request, playwright, baseURL, adminApi },
      'exempt-founder',
      companyName,
    );
    await buyerApi.dispose();
    const { open, close } = freshPages(browser, baseURL, width);
    try {
      const page = await open();
      const login = new LoginPage(page);
      await login.goto(`/dashboard/companies?q=${encodeURIComponent(companyName)}`);
      await login.signIn(ADMIN);
      const row = page.getByTestId('company-row').filter({ hasText: companyName });
      await row.getByTestId('company-exemption').click();
      const form = row.getByRole('form', { name: `Tax exemption certificate of ${companyName}` });
      await form.getByRole('button', { name: 'Save certificate' }).click();
      await expect(form.getByRole('alert').first()).toBeVisible();
      await form.getByLabel('Certificate number').fill('RESALE-2027-118');
      await form.getByLabel('Exempt through (last day)').fill('2030-06-30');
      await form.getByRole('button', { name: 'Save certificate' }).click();
      await expect(row.getByTestId('company-exemption')).toHaveText(
        'Tax exempt: RESALE-2027-118 through 2030-06-30',
      );
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Remove certificate' }).click();
      await expect(row.getByTestId('company-exemption')).toHaveText('Taxed (no exemption certificate)');
    } finally {
      await close();
    }
  });
}
