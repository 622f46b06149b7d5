import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { fillCartThenSignIn } from './pages/cart-page';
import { Dashboard } from './pages/dashboard';
import { insertPart } from './support-db';

// Saved lists (issue 26), as a first-time visitor meets them: parts go in the cart from their
// pages, signing in at the cart keeps them, the cart is saved as a named list, the list is found
// in the side menu, exported as CSV, and put back in an emptied cart.

for (const width of [375, 1280]) {
  test(`a buyer saves the cart as a list, exports it and puts it back in the cart (${width} px)`, async ({
    browser,
    baseURL,
    customer,
  }) => {
    const tag = randomBytes(3).toString('hex');
    const flange = await insertPart({ name: `List flange ${tag}`, quantity: 800, priceCents: 420 });
    const gasket = await insertPart({ name: `List gasket ${tag}`, quantity: 800, priceCents: 95 });
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await fillCartThenSignIn(page, [flange, gasket], customer);

      const save = page.getByRole('form', { name: 'Save as list' });
      await save.getByRole('button', { name: 'Save as list' }).click();
      await expect(save.getByRole('alert')).toHaveText('Name is Required');
      const listName = `Line 3 monthly ${tag}`;
      await save.getByLabel('List name').fill(listName);
      await save.getByRole('button', { name: 'Save as list' }).click();
      await expect(page.getByTestId('list-saved')).toContainText(`Saved as “${listName}”.`);
      await expectAccessible(page);

      // Empty the cart, then find the list where a customer's menu keeps it.
      for (const part of [flange, gasket])
        await page.getByRole('button', { name: `Remove ${part.name}` }).click();
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      await page.goto('/dashboard');
      await new Dashboard(page).open('Saved lists');
      await expect(page).toHaveURL(/\/dashboard\/lists$/);
      const row = page.getByTestId('saved-list').filter({ hasText: listName });
      await expect(row).toContainText('2');
      await expectAccessible(page);

      await row.getByRole('link', { name: listName, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listName);
      await expect(page.getByTestId('saved-list-line')).toHaveCount(2);
      await expectAccessible(page);

      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: `Export ${listName} as CSV` }).click();
      const file = await downloading;
      expect(file.suggestedFilename()).toBe(`list-line-3-monthly-${tag}.csv`);
      const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
      expect(csv.split('\r\n').slice(0, 3)).toEqual([
        'Part number,Quantity,Part',
        `${flange.partNumber},30,${flange.name}`,
        `${gasket.partNumber},30,${gasket.name}`,
      ]);

      await page.getByRole('button', { name: `Add ${listName} to cart` }).click();
      await expect(page.locator('.swal2-popup')).toContainText('Added 2 parts to your cart');
      await page.locator('.swal2-confirm').click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await expect(page.getByTestId('cart-count')).toHaveText('2');
    } finally {
      await context.close();
    }
  });
}
