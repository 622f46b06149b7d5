import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './axe';
import { asPerson, join, openCompany } from './company-setup';
import { expect, registerCustomer, test } from './fixtures';
import { freshPages } from './mail-links';
import { LoginPage } from './pages/login-page';
import { PaymentPage } from './pages/orders-pages';
import { insertPart } from './support-db';

// Paying an invoice on account by card (issue 35), in a browser that has never signed in: a
// colleague placed an order on the company's account; its finance opens the order's page, pays
// what is open of the invoice by card, and the invoice reads paid.

for (const width of [375, 1280]) {
  test(`finance pays an invoice on account by card from the order's page (${width} px)`, async ({
    browser,
    baseURL,
    request,
    adminApi,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const [founder, finance] = await Promise.all([
      registerCustomer(request, 'inv-founder'),
      registerCustomer(request, 'inv-payer'),
    ]);
    const [founderApi, financeApi] = (await Promise.all(
      [founder, finance].map((account) => asPerson(playwright, baseURL!, account)),
    )) as [APIRequestContext, APIRequestContext];
    const companyId = await openCompany(founderApi, adminApi, `Invoice by card ${width} ${Date.now()}`);
    await join(founderApi, financeApi, finance.email, ['finance']);
    const terms = await adminApi.put(`/api/companies/${companyId}/terms`, {
      data: { terms: 'net30', creditLimit: 1000 },
    });
    expect(terms.status()).toBe(200);
    const part = await insertPart({
      name: `Invoice bushing ${width} ${Date.now()}`,
      quantity: 500,
      priceCents: 500,
    });
    // The founder (admin and buyer) checks out 30 on account through the API.
    const lines = { lines: [{ productId: part._id, quantity: 30 }] };
    expect((await founderApi.post('/api/cart/lines', { data: lines })).status()).toBe(200);
    const placed = await founderApi.post('/api/cart/checkout', {
      data: { customerName: 'Ida Founder', phoneNumber: '+1 555 0100', payOnAccount: true },
    });
    expect(placed.status()).toBe(201);
    const { number } = (await placed.json()) as { number: string };

    const { open, close } = freshPages(browser, baseURL, width);
    try {
      const page = await open();
      const login = new LoginPage(page);
      await login.goto(`/dashboard/order/${number}`);
      await login.signIn(finance);
      await expect(page.getByTestId('invoice-state')).toContainText(': open ($0.00 of $150.00 paid)');
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Pay this invoice by card' }).click();
      await expect(page.getByRole('heading', { name: /^Pay invoice INV-\d{6}$/ })).toBeVisible();
      await expect(page.getByTestId('invoice-open')).toHaveText('$150.00');
      const payment = new PaymentPage(page);
      await expect(payment.payButton).toBeEnabled();
      await expectAccessible(page);
      await payment.payWith('4242 4242 4242 4242');
      await expect(page.getByTestId('invoice-paid')).toContainText(': paid ($150.00 of $150.00 paid).');
      await expectAccessible(page);
      await page.goto(`/dashboard/order/${number}`);
      await expect(page.getByTestId('invoice-state')).toContainText(': paid ($150.00 of $150.00 paid)');
      await expect(page.getByRole('link', { name: 'Pay this invoice by card' })).toHaveCount(0);
    } finally {
      await close();
      for (const api of [founderApi, financeApi]) await api.dispose();
    }
  });
}
