import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './axe';
import { asPerson, join, openCompany } from './company-setup';
import { expect, registerCustomer, test } from './fixtures';
import { freshPages } from './mail-links';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';
import { PaymentPage } from './pages/orders-pages';
import { insertPart } from './support-db';

// A company's finance (issue 34), in a browser that has never signed in: from the dashboard's
// Company page to Company orders, where they pay the order a colleague placed; and Company quotes,
// where the quotes its buyers asked for are listed with who asked.

for (const width of [375, 1280]) {
  test(`finance pays a colleague's order from Company orders, and reads the company's quotes (${width} px)`, async ({
    browser,
    baseURL,
    request,
    adminApi,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const [founder, finance] = await Promise.all([
      registerCustomer(request, 'fin-founder'),
      registerCustomer(request, 'fin-payer'),
    ]);
    const [founderApi, financeApi] = (await Promise.all(
      [founder, finance].map((account) => asPerson(playwright, baseURL!, account)),
    )) as [APIRequestContext, APIRequestContext];
    const companyName = `Finance ${width} ${Date.now()}`;
    await openCompany(founderApi, adminApi, companyName);
    await join(founderApi, financeApi, finance.email, ['finance']);
    const part = await insertPart({
      name: `Finance gasket ${width} ${Date.now()}`,
      quantity: 500,
      priceCents: 400,
    });
    // The founder (admin and buyer) orders 30 and asks a quote for 300 through the API.
    const lines = { lines: [{ productId: part._id, quantity: 30 }] };
    expect((await founderApi.post('/api/cart/lines', { data: lines })).status()).toBe(200);
    const placed = await founderApi.post('/api/cart/checkout', {
      data: { customerName: 'Fay Founder', phoneNumber: '+1 555 0100' },
    });
    expect(placed.status()).toBe(201);
    const { number } = (await placed.json()) as { number: string };
    const asked = await founderApi.post('/api/quotes', {
      data: { productId: part._id, quantity: 300, note: `Yearly need ${width}` },
    });
    expect(asked.status()).toBe(201);
    expect((await founderApi.post('/api/cart/lines', { data: lines })).status()).toBe(200);
    const listName = `Line 4 weekly ${width}`;
    expect((await founderApi.post('/api/lists', { data: { name: listName } })).status()).toBe(201);

    const { open, close } = freshPages(browser, baseURL, width);
    try {
      // The founder shares the list with the company from Saved lists.
      const founderPage = await open();
      const founderLogin = new LoginPage(founderPage);
      await founderLogin.goto('/dashboard/lists');
      await founderLogin.signIn(founder);
      const own = founderPage.getByTestId('saved-list').filter({ hasText: listName });
      await own.getByRole('button', { name: `Share ${listName} with ${companyName}` }).click();
      await expect(own).toContainText(`With ${companyName}`);
      await expect(own.getByRole('button', { name: `Stop sharing ${listName}` })).toBeVisible();
      await expectAccessible(founderPage);

      const page = await open();
      const login = new LoginPage(page);
      await login.goto('/dashboard');
      await login.signIn(finance);
      await expect(page).toHaveURL(/\/dashboard$/);
      await new Dashboard(page).open('Company');
      await expect(page.getByText('Your roles: Finance.')).toBeVisible();
      await page.getByRole('link', { name: 'Company orders' }).click();
      const row = page.getByTestId('company-order').filter({ hasText: number });
      await expect(row).toContainText('Fay Founder');
      await expectAccessible(page);
      await row.getByRole('link', { name: `Pay ${number}` }).click();
      const payment = new PaymentPage(page);
      await payment.payWith('4242 4242 4242 4242');
      await expect(payment.success).toBeVisible();
      await page.goto('/dashboard/company/orders');
      await expect(row).not.toContainText('unpaid');
      await expect(row).toContainText('paid');
      await expect(row.getByRole('link', { name: `Pay ${number}` })).toHaveCount(0);

      await page.goto('/dashboard/company');
      await page.getByRole('link', { name: 'Company quotes' }).click();
      const quote = page.getByTestId('company-quote').filter({ hasText: `Yearly need ${width}` });
      await expect(quote).toContainText(founder.email);
      await expect(quote).toContainText(part.name);
      await expectAccessible(page);

      // The shared list is under Saved lists, shared with the company, to use but not to change.
      await page.goto('/dashboard/lists');
      await page.getByRole('link', { name: `Shared with ${companyName}` }).click();
      const shared = page.getByTestId('saved-list').filter({ hasText: listName });
      await expect(shared).toContainText('E2E fin-founder');
      await expect(shared.getByRole('button', { name: `Delete ${listName}` })).toHaveCount(0);
      await expectAccessible(page);
      await shared.getByRole('link', { name: listName, exact: true }).click();
      await expect(page.getByText(/shared by E2E fin-founder/)).toBeVisible();
      await expect(page.getByRole('button', { name: `Add ${listName} to cart` })).toBeVisible();
      await expectAccessible(page);
    } finally {
      await close();
      for (const api of [founderApi, financeApi]) await api.dispose();
    }
  });
}
