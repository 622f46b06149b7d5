import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './axe';
import { asPerson, join, openCompany } from './company-setup';
import { expect, registerCustomer, test } from './fixtures';
import { freshPages, mailedLink } from './mail-links';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';
import { MyOrdersPage, PaymentPage } from './pages/orders-pages';
import { insertPart } from './support-db';

// An offer that needs approval (issue 34), each person in a browser that has never signed in: the
// buyer accepts a quote's offer on My Quotes, is told it needs an approver of the company, and
// asks for approval from the same form; the approver approves from the mail's link, which accepts
// the offer as the buyer's; the buyer pays the order at the quoted price.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

for (const width of [375, 1280]) {
  test(`accepting an offer over the company's rule asks its approver, whose approval accepts it (${width} px)`, async ({
    browser,
    baseURL,
    request,
    adminApi,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const [founder, buyer, approver] = await Promise.all([
      registerCustomer(request, 'oq-founder'),
      registerCustomer(request, 'oq-buyer'),
      registerCustomer(request, 'oq-approver'),
    ]);
    const [founderApi, buyerApi, approverApi] = (await Promise.all(
      [founder, buyer, approver].map((account) => asPerson(playwright, baseURL!, account)),
    )) as [APIRequestContext, APIRequestContext, APIRequestContext];
    await openCompany(founderApi, adminApi, `Offers ${width} ${Date.now()}`);
    await join(founderApi, buyerApi, buyer.email, ['buyer']);
    await join(founderApi, approverApi, approver.email, ['approver']);
    const rules = await founderApi.put('/api/company/rules', {
      data: { aboveAmount: 100, moreLinesThan: null, overLimit: false, windowDays: 7 },
    });
    expect(rules.status()).toBe(200);
    const part = await insertPart({
      name: `Offer flange ${width} ${Date.now()}`,
      quantity: 500,
      priceCents: 1000,
    });
    // The buyer asked for a quote of 30; the store offers $9.00 a unit ($270.00, over the $100 rule).
    const asked = await buyerApi.post('/api/quotes', { data: { productId: part._id, quantity: 30 } });
    expect(asked.status()).toBe(201);
    const { _id: quoteId } = (await asked.json()) as { _id: string };
    const offered = await adminApi.patch(`/api/quotes/${quoteId}`, {
      data: { unitPrizes: [9], validUntil: day(10) },
    });
    expect(offered.status()).toBe(200);

    const { open, close } = freshPages(browser, baseURL, width);
    try {
      const page = await open();
      const login = new LoginPage(page);
      await login.goto('/dashboard/myquotes');
      await login.signIn(buyer);
      const mine = page.getByTestId('quote').filter({ hasText: part.name });
      await mine.getByLabel('Phone').fill('+1 555 0100');
      await mine.getByLabel('PO number (optional)').fill(`PO-OQ-${width}`);
      await mine.getByRole('button', { name: 'Accept offer' }).click();
      await expect(mine.getByTestId('accept-refusal')).toContainText(
        'its total is above $100.00. Ask for approval of this offer.',
      );
      await expectAccessible(page);
      await mine.getByRole('button', { name: 'Ask for approval' }).click();
      const popup = new Dashboard(page).popup();
      await expect(popup).toContainText('Approval asked');
      await popup.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/dashboard\/order$/);
      const requisition = page.getByTestId('requisition').filter({ hasText: `PO-OQ-${width}` });
      await expect(requisition).toContainText('Awaiting approval');
      const number = (await requisition.getByRole('link', { name: /^RQ-\d{6}$/ }).textContent())!;

      // The approver follows the mail's link, signs in there, and approves.
      const link = await mailedLink(
        approver.email,
        `Approval needed: ${number}`,
        /\/dashboard\/company\/approvals\/RQ-\d{6}/,
      );
      const approverPage = await open();
      await approverPage.goto(link);
      await new LoginPage(approverPage).signIn(approver);
      const summary = approverPage.getByTestId('requisition-summary');
      await expect(summary).toContainText(/1 line of the offer on quote Q-\d{6}, at its prices, \$270\.00/);
      await expectAccessible(approverPage);
      await approverPage.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(summary).toContainText(/Approved: By E2E oq-approver/);

      // The buyer pays the order from My Orders, at the offer's price.
      const orders = new MyOrdersPage(page);
      await orders.goto();
      await orders.row(part.name).getByRole('link', { name: 'Pay' }).click();
      await expect(page.getByTestId('payment-total')).toHaveText('$270.00');
      const payment = new PaymentPage(page);
      await payment.payWith('4242 4242 4242 4242');
      await expect(payment.success).toBeVisible();
      await page.goto('/dashboard/myquotes');
      await expect(mine.getByTestId('quote-status')).toHaveText('Accepted');
    } finally {
      await close();
      for (const api of [founderApi, buyerApi, approverApi]) await api.dispose();
    }
  });
}
