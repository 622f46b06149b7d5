import { readFile } from 'node:fs/promises';
import { expectAccessible } from './axe';
import { companyFounder } from './company-setup';
import { ADMIN, expect, test } from './fixtures';
import { freshPages } from './mail-links';
import { LoginPage } from './pages/login-page';
import { insertPart } from './support-db';

// Pay on account (issue 35), each person in a browser that has never signed in: a store admin
// gives a company Net 30 and a credit limit on the Companies screen; its buyer, entering from the
// public part page's Buy Now, checks the cart out on account, lands on the order confirmed and
// invoiced with its due date, and downloads the invoice; the admin records a part payment by bank
// transfer and the buyer's invoice reads partly paid; the buyer (the company's admin) downloads the
// statement, whose closing balance is what the account holds, and an order above the credit left
// is refused.

for (const width of [375, 1280]) {
  test(`a store admin gives a company terms and its buyer checks out on account (${width} px)`, async ({
    browser,
    baseURL,
    request,
    adminApi,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const companyName = `On account ${width} ${Date.now()}`;
    const { buyer, buyerApi } = await companyFounder(
      { request, playwright, baseURL, adminApi },
      'on-account-buyer',
      companyName,
    );
    const part = await insertPart({
      name: `Account flange ${width} ${Date.now()}`,
      quantity: 500,
      priceCents: 1000,
    });

    const { open, close } = freshPages(browser, baseURL, width);
    try {
      const admin = await open();
      const login = new LoginPage(admin);
      await login.goto('/dashboard/companies?status=active');
      await login.signIn(ADMIN);
      const row = admin.getByTestId('company-row').filter({ hasText: companyName });
      await row.getByTestId('company-terms').click();
      const terms = row.getByRole('form', { name: `Terms of ${companyName}` });
      await terms.getByLabel('Terms').selectOption('net30');
      await terms.getByLabel('Credit limit ($)').fill('1000');
      await terms.getByRole('button', { name: 'Save terms' }).click();
      await expect(row.getByTestId('company-terms')).toHaveText('Net 30 · limit $1,000.00');
      await expectAccessible(admin);

      const page = await open();
      await page.goto(`/parts/${part._id}`);
      await page.getByRole('link', { name: 'Buy Now' }).click();
      await new LoginPage(page).signIn(buyer);
      await page.getByRole('button', { name: `Add to cart: ${part.name}` }).click();
      await expect(page.getByTestId('add-to-cart-status')).toHaveText('Added 30 to your cart');
      await page.goto('/cart');
      const checkout = page.getByRole('form', { name: 'Checkout' });
      await checkout.getByLabel('Name').fill('Olga Buyer');
      await checkout.getByLabel('Phone').fill('+1 555 0102');
      await checkout.getByLabel('PO number (optional)').fill('PO-ACC-E2E');
      await checkout.getByLabel('Pay on account (Net 30; $1,000.00 available)').check();
      await expectAccessible(page);
      await checkout.getByRole('button', { name: 'Place order on account' }).click();
      await expect(page).toHaveURL(/\/dashboard\/order\/SO-\d{6}$/);
      await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
      await expect(page.getByTestId('on-account')).toHaveText(
        /^on account · Net 30 · invoice due \d{4}-\d{2}-\d{2}$/,
      );
      await expectAccessible(page);
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download invoice' }).click();
      expect((await download).suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
      await expect(page.getByTestId('invoice-state')).toContainText(': open ($0.00 of $300.00 paid)');

      // The store admin records a part payment by bank transfer; the buyer's invoice is partly paid.
      await admin.reload();
      await row.getByText('Record a payment').click();
      const payment = row.getByRole('form', { name: `Payment from ${companyName}` });
      await payment.getByLabel('Amount ($)').fill('100');
      await payment.getByLabel('Reference').fill('BANK-E2E-1');
      await payment.getByRole('button', { name: 'Record payment' }).click();
      await expect(payment.getByTestId('payment-booked')).toHaveText(
        /^Booked \$100\.00; \$100\.00 to INV-\d{6}\.$/,
      );
      await expectAccessible(admin);
      await page.reload();
      await expect(page.getByTestId('invoice-state')).toContainText(
        ': partly paid ($100.00 of $300.00 paid)',
      );

      // The company's statement carries forward what the account holds: $300 invoiced, $100 paid.
      await page.goto('/dashboard/company');
      const statement = page.getByRole('region', { name: 'Account statement' });
      await expect(statement).toContainText('Terms: Net 30.');
      await expectAccessible(page);
      const csv = page.waitForEvent('download');
      await statement.getByRole('link', { name: 'Download statement (CSV)' }).click();
      const csvText = await readFile(await (await csv).path(), 'utf8');
      expect(csvText).toMatch(/\r\n\d{4}-\d{2}-\d{2},Balance carried forward,,,,,200\.00\r\n/);
      expect(csvText).toContain(',Payment received,BANK-E2E-1,,,100.00,200.00');
      const pdf = page.waitForEvent('download');
      await statement.getByRole('link', { name: 'Download statement (PDF)' }).click();
      expect((await pdf).suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);

      // An order above what is left of the limit ($1,000 − $200 owed) is refused, naming what is available.
      expect((await buyerApi.put(`/api/cart/lines/${part._id}`, { data: { quantity: 100 } })).status()).toBe(
        200,
      );
      await page.goto('/cart');
      await checkout.getByLabel('Name').fill('Olga Buyer');
      await checkout.getByLabel('Phone').fill('+1 555 0102');
      await checkout.getByLabel('Pay on account (Net 30; $800.00 available)').check();
      await checkout.getByRole('button', { name: 'Place order on account' }).click();
      await expect(page.getByTestId('checkout-error')).toHaveText(
        "This order ($1,000.00) is above your company's available credit ($800.00): pay by card, or ask the store for a higher limit.",
      );
      await expectAccessible(page);
    } finally {
      await close();
      await buyerApi.dispose();
    }
  });
}
