import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { asPerson, join, openCompany } from './company-setup';
import { expect, registerCustomer, test } from './fixtures';
import { inboxOf } from './inbox';
import { freshPages, mailedLink } from './mail-links';
import { fillCartThenSignIn } from './pages/cart-page';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';
import { MyOrdersPage, PaymentPage } from './pages/orders-pages';
import { insertPart } from './support-db';

// Approvals (issue 34) as the people meet them, each in a browser that has never signed in: a
// company's admin sets a rule; its buyer's cart over it becomes a requisition from checkout; the
// approver opens the approval mail's link, signs in there and approves, and the buyer pays the
// order; a second one is rejected with a reason the buyer reads under My Orders. A member of
// another company finds none of it.

/** The cart's checkout, which says the order needs approval and asks for it. */
async function askForApproval(page: Page, po: string): Promise<string> {
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await expect(page.getByTestId('needs-approval')).toContainText('its total is above $100.00');
  await checkout.getByLabel('Name').fill('Bea Buyer');
  await checkout.getByLabel('Phone').fill('+1 555 0100');
  await checkout.getByLabel('PO number (optional)').fill(po);
  await checkout.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order$/);
  const row = page.getByTestId('requisition').filter({ hasText: `PO ${po}` });
  await expect(row).toContainText('Awaiting approval');
  return (await row.getByRole('link', { name: /^RQ-\d{6}$/ }).textContent())!;
}

for (const width of [375, 1280]) {
  test(`a buyer's order over the company's rule waits for its approver, who approves one and rejects another (${width} px)`, async ({
    browser,
    baseURL,
    request,
    adminApi,
    playwright,
  }) => {
    test.setTimeout(240_000);
    const [founder, buyer, approver, outsider] = await Promise.all([
      registerCustomer(request, 'founder'),
      registerCustomer(request, 'rq-buyer'),
      registerCustomer(request, 'rq-approver'),
      registerCustomer(request, 'rq-outsider'),
    ]);
    const [founderApi, buyerApi, approverApi, outsiderApi] = (await Promise.all(
      [founder, buyer, approver, outsider].map((account) => asPerson(playwright, baseURL!, account)),
    )) as [APIRequestContext, APIRequestContext, APIRequestContext, APIRequestContext];
    const companyName = `Approvals ${width} ${Date.now()}`;
    await openCompany(founderApi, adminApi, companyName);
    await openCompany(outsiderApi, adminApi, `Elsewhere ${width} ${Date.now()}`);
    await join(founderApi, buyerApi, buyer.email, ['buyer']);
    await join(founderApi, approverApi, approver.email, ['approver']);
    const part = await insertPart({
      name: `Approval bearing ${width} ${Date.now()}`,
      quantity: 500,
      priceCents: 1000,
    });
    const { open, close } = freshPages(browser, baseURL, width);
    try {
      // The company's admin sends every order above $100 to an approver.
      const founderPage = await open();
      const founderLogin = new LoginPage(founderPage);
      await founderLogin.goto('/dashboard/company');
      await founderLogin.signIn(founder);
      const rules = founderPage.getByRole('form', { name: 'Approval rules' });
      await rules.getByLabel('Orders above ($, empty: none)').fill('100');
      await rules.getByRole('button', { name: 'Save rules' }).click();
      await expect(founderPage.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await expectAccessible(founderPage);

      // The buyer's cart of 30 at $10 is $300: checkout says it needs approval, and asks for it.
      const buyerPage = await open();
      await fillCartThenSignIn(buyerPage, [part], buyer);
      await expect(buyerPage.getByRole('button', { name: 'Ask for approval' })).toBeVisible();
      await expectAccessible(buyerPage);
      const first = await askForApproval(buyerPage, `PO-RQ-${width}-1`);
      await expect(buyerPage.getByTestId('cart-count')).toHaveText('0');
      await expectAccessible(buyerPage);

      // The approver follows the mail's link, signs in there, and approves.
      const approvalLink = await mailedLink(
        approver.email,
        `Approval needed: ${first}`,
        /\/dashboard\/company\/approvals\/RQ-\d{6}/,
      );
      expect(new URL(approvalLink).origin).toBe(new URL(baseURL!).origin);
      const approverPage = await open();
      await approverPage.goto(approvalLink);
      await new LoginPage(approverPage).signIn(approver);
      await expect(approverPage.getByRole('heading', { name: `Requisition ${first}` })).toBeVisible();
      await expect(approverPage.getByTestId('buyer-spending')).toContainText('Spent $0.00');
      await expect(approverPage.getByTestId('requisition-summary')).toContainText(
        'its total is above $100.00',
      );
      await expectAccessible(approverPage);
      await approverPage.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(approverPage.getByTestId('requisition-summary')).toContainText(
        /Approved: By E2E rq-approver/,
      );
      const orderLink = approverPage
        .getByTestId('requisition-summary')
        .getByRole('link', { name: /^Order SO-\d{6}$/ });
      await expect(orderLink).toBeVisible();

      // The buyer is mailed, and pays the order from My Orders.
      await expect
        .poll(async () => (await inboxOf(buyer.email)).some((m) => m.subject === `Approved: ${first}`))
        .toBe(true);
      const orders = new MyOrdersPage(buyerPage);
      await orders.goto();
      await expect(buyerPage.getByTestId('requisition').filter({ hasText: first })).toContainText('Approved');
      await orders.row(part.name).getByRole('link', { name: 'Pay' }).click();
      const payment = new PaymentPage(buyerPage);
      await payment.payWith('4242 4242 4242 4242');
      await expect(payment.success).toBeVisible();

      // A second cart: the approver finds it under Approvals and rejects it with a reason.
      await buyerPage.goto(`/parts/${part._id}`);
      await buyerPage.getByRole('button', { name: `Add to cart: ${part.name}` }).click();
      await expect(buyerPage.getByTestId('add-to-cart-status')).toHaveText('Added 30 to your cart');
      await buyerPage.goto('/cart');
      const second = await askForApproval(buyerPage, `PO-RQ-${width}-2`);
      await approverPage.goto('/dashboard');
      await new Dashboard(approverPage).open('Approvals');
      await expectAccessible(approverPage);
      await approverPage.getByRole('link', { name: second }).click();
      await expect(approverPage.getByTestId('buyer-spending')).toContainText('Last orders: SO-');
      await approverPage.getByRole('button', { name: 'Reject…' }).click();
      const reject = approverPage.getByRole('form', { name: `Reject ${second}` });
      await reject.getByLabel('Why (the buyer is told)').fill('Order it from the framework contract.');
      await expectAccessible(approverPage);
      await reject.getByRole('button', { name: 'Reject' }).click();
      await expect(approverPage.getByTestId('requisition-summary')).toContainText('Rejected');
      await orders.goto();
      await expect(buyerPage.getByTestId('requisition').filter({ hasText: second })).toContainText(
        'Order it from the framework contract.',
      );

      // A member of another company finds neither requisition, nor their order.
      const outsiderPage = await open();
      const outsiderLogin = new LoginPage(outsiderPage);
      await outsiderLogin.goto('/dashboard/company');
      await outsiderLogin.signIn(outsider);
      await expect(outsiderPage.getByText('Your roles: Admin, Buyer.')).toBeVisible();
      for (const number of [first, second]) {
        await outsiderPage.goto(`/dashboard/company/approvals/${number}`);
        await expect(outsiderPage.getByRole('heading', { name: '404 Page not found' })).toBeVisible();
        const answer = await outsiderApi.post(`/api/company/requisitions/${number}/approve`, { data: {} });
        expect(answer.status()).toBe(404);
      }
    } finally {
      await close();
      for (const api of [founderApi, buyerApi, approverApi, outsiderApi]) await api.dispose();
    }
  });
}
