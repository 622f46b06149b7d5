import { randomBytes } from 'node:crypto';
import { expectAccessible } from './axe';
import { companyFounder } from './company-setup';
import { expect, test } from './fixtures';
import { freshPages } from './mail-links';
import { LoginPage } from './pages/login-page';
import { insertPart } from './support-db';

// Contract prices (issue 35) as two people meet them, each in a browser that has never signed in:
// a buyer of a company with a price list enters from the public part page's Buy Now and sees the
// contract price on the purchase page, in the cart and in a pasted BOM; a visitor sees the list
// price on the same public page and in the same BOM.

for (const width of [375, 1280]) {
  test(`a company buyer sees the contract price on the part page, in the cart and in a pasted BOM; a visitor the list price (${width} px)`, async ({
    browser,
    baseURL,
    request,
    adminApi,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const { buyer, buyerApi } = await companyFounder(
      { request, playwright, baseURL, adminApi },
      'contract-buyer',
      `Contract ${width} ${Date.now()}`,
    );
    const { company } = (await (await buyerApi.get('/api/company')).json()) as { company: { _id: string } };
    const part = await insertPart({
      name: `Contract shaft ${width} ${Date.now()}`,
      quantity: 500,
      priceCents: 2000,
    });
    const code = `E2E-${randomBytes(3).toString('hex').toUpperCase()}`;
    const list = await adminApi.post('/api/price-lists', {
      data: { code, name: 'E2E contract', companyIds: [company._id] },
    });
    expect(list.status()).toBe(201);
    const { _id: listId } = (await list.json()) as { _id: string };
    const entries = await adminApi.put(`/api/price-lists/${listId}/entries`, {
      data: { entries: [{ partNumber: part.partNumber, unitPrice: 12.5 }] },
    });
    expect(entries.status()).toBe(200);
    const label = `Contract price (list ${code})`;
    const pasteBom = async (page: import('@playwright/test').Page) => {
      await page.goto('/quickorder');
      const paste = page.getByRole('form', { name: 'Paste from a spreadsheet' });
      await paste.getByLabel('Part number and quantity, one part a line').fill(`${part.partNumber}\t40`);
      await paste.getByRole('button', { name: 'Check lines' }).click();
      return page.getByTestId('bom-line').filter({ hasText: part.partNumber });
    };

    const { open, close } = freshPages(browser, baseURL, width);
    try {
      // The visitor: the public page and the BOM check at the list price.
      const visitor = await open();
      await visitor.goto(`/parts/${part._id}`);
      await expect(visitor.getByText('Prize: $20.00')).toBeVisible();
      const theirLine = await pasteBom(visitor);
      await expect(theirLine).toContainText('$20.00 each');
      await expect(theirLine.getByTestId('contract-price')).toHaveCount(0);

      // The buyer enters from the same public page's Buy Now and signs in there.
      const page = await open();
      await page.goto(`/parts/${part._id}`);
      await expect(page.getByText('Prize: $20.00')).toBeVisible();
      await page.getByRole('link', { name: 'Buy Now' }).click();
      await new LoginPage(page).signIn(buyer);
      await expect(page).toHaveURL(new RegExp(`/product/${part._id}$`));
      await expect(page.getByTestId('contract-price')).toHaveText(`${label}: $12.50 per unit`);
      await expect(page.getByTestId('order-total')).toHaveText('$375.00');
      await expectAccessible(page);
      await page.getByRole('button', { name: `Add to cart: ${part.name}` }).click();
      await expect(page.getByTestId('add-to-cart-status')).toHaveText('Added 30 to your cart');
      await page.goto('/cart');
      await expect(page.getByTestId('contract-price')).toHaveText(label);
      await expectAccessible(page);
      const mine = await pasteBom(page);
      await expect(mine).toContainText('$12.50 each');
      await expect(mine.getByTestId('contract-price')).toHaveText(label);
      await expectAccessible(page);
    } finally {
      await close();
      await buyerApi.dispose();
    }
  });
}
