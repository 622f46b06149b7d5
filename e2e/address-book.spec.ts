import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';

// A customer's address book (issue 36), as they meet it: from their dashboard's "Update profile",
// an address refused until it is one, then kept; the first is the default; another made the
// default; one removed after they confirm.

for (const width of [375, 1280]) {
  test(`a customer keeps the addresses their orders go to (${width} px)`, async ({
    browser,
    baseURL,
    customer,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      const login = new LoginPage(page);
      await login.goto('/dashboard');
      await login.signIn(customer);
      await page.getByRole('link', { name: 'Update profile' }).click();
      await expect(page).toHaveURL(/\/dashboard\/myprofile\/loadprofile$/);
      const book = page.getByRole('region', { name: 'Address book' });
      await expect(book).toContainText('None yet: add the address your orders go to.');
      await expectAccessible(page);

      const add = page.getByRole('form', { name: 'Add an address' });
      await add.getByLabel('Label').fill('Home');
      await add.getByLabel('Address', { exact: true }).fill('12 Elm Street');
      await add.getByLabel('City').fill('Burlington');
      await add.getByLabel('Postal code').fill('05401');
      await add.getByLabel('Region (optional)').fill('VT');
      await add.getByLabel('Country (two letters)').fill('U1');
      await add.getByRole('button', { name: 'Add address' }).click();
      await expect(add.getByText('Country is a two-letter code (US, DE, JP)')).toBeVisible();
      await add.getByLabel('Country (two letters)').fill('us');
      await add.getByRole('button', { name: 'Add address' }).click();
      const saved = page.getByTestId('saved-address');
      await expect(saved).toHaveCount(1);
      await expect(saved.first()).toContainText('Home (default)');
      await expect(saved.first()).toContainText('12 Elm Street');

      await add.getByLabel('Label').fill('Workshop');
      await add.getByLabel('Address', { exact: true }).fill('5 Mill Road');
      await add.getByLabel('City').fill('Rutland');
      await add.getByLabel('Postal code').fill('05701');
      await add.getByLabel('Country (two letters)').fill('US');
      await add.getByRole('button', { name: 'Add address' }).click();
      await expect(saved).toHaveCount(2);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Make Workshop the default' }).click();
      await expect(saved.first()).toContainText('Workshop (default)');
      await page.getByRole('button', { name: 'Remove Home' }).click();
      const popup = new Dashboard(page).popup();
      await expect(popup).toContainText('Remove Home?');
      await popup.getByRole('button', { name: 'Remove' }).click();
      await expect(saved).toHaveCount(1);
      await expect(saved.first()).toContainText('Workshop (default)');
      // Kept by the server: a new visit shows the same book.
      await page.reload();
      await expect(saved).toHaveCount(1);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
}
