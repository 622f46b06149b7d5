import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';
import { fillCartThenSignIn } from './pages/cart-page';
import { manageOrdersOf, MyOrdersPage, orderAndPay, PaymentPage } from './pages/orders-pages';
import { PurchasePage } from './pages/purchase-page';
import { countOrdersOf, insertOfferedQuote, insertPart } from './support-db';

// A retry never buys twice (issue 38), in the browser: every submit that spends money or stock,
// clicked twice, or sent again after its answer was lost on the way back (the server made the
// change, the connection dropped: the page says it could not reach the server), changes once.
// The page sends the same Idempotency-Key again, and the store answers with the first answer.

const tag = () => randomBytes(3).toString('hex');

/**
 * The first answer to a POST matching `path` never reaches the page: the request goes to the
 * server (which acts on it), and the connection drops before its answer arrives.
 */
async function loseFirstAnswer(page: Page, path: RegExp) {
  let lost = false;
  await page.route(path, async (route) => {
    if (lost || route.request().method() !== 'POST') return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
}

const unreachable = (page: Page) => page.getByText('Could not reach the server', { exact: false }).first();

test('Place order: its answer lost, clicked again twice: one order, the stock held once', async ({
  page,
  customer,
}) => {
  const part = await insertPart({ name: `Retry gear ${tag()}`, quantity: 200, priceCents: 500 });
  const login = new LoginPage(page);
  await login.goto(`/product/${part._id}`);
  await login.signIn(customer);
  await loseFirstAnswer(page, /\/api\/order\/[0-9a-f]{24}$/);
  const purchase = new PurchasePage(page);
  await purchase.order({ phone: '+1 555 0100', quantity: 30 });
  await expect(unreachable(page)).toBeVisible();
  await purchase.form.getByRole('button', { name: 'Place order' }).dblclick();
  const popup = new Dashboard(page).popup();
  await expect(popup).toContainText('Orderd!! Your order succed');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/parts$/);
  expect(await countOrdersOf(customer.email, part._id)).toBe(1);
  await purchase.goto(part._id);
  await expect(purchase.stock).toHaveText('Quantity: 170 in stock');
});

test('Checkout: double-clicked, its answer lost, sent again: one order; Pay double-clicked: paid once', async ({
  page,
  customer,
}) => {
  const part = await insertPart({ name: `Retry bracket ${tag()}`, quantity: 200, priceCents: 250 });
  await fillCartThenSignIn(page, [part], customer);
  await loseFirstAnswer(page, /\/api\/cart\/checkout$/);
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await checkout.getByLabel('Name').fill(customer.name);
  await checkout.getByLabel('Phone').fill('+1 555 0100');
  await checkout.getByRole('button', { name: 'Checkout' }).dblclick();
  await expect(unreachable(page)).toBeVisible();
  await checkout.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
  expect(await countOrdersOf(customer.email, part._id)).toBe(1);

  const payment = new PaymentPage(page);
  await payment.form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await payment.form.getByLabel('CVC').fill('123');
  await payment.payButton.dblclick();
  await expect(payment.success).toBeVisible();
  const orders = new MyOrdersPage(page);
  await orders.goto();
  await expect(orders.row(part.name).getByTestId('order-status')).toHaveText('paid');
  await expect(orders.row(part.name)).toHaveCount(1);
});

test('Accept offer double-clicked: one order at the offer', async ({ page, customer }) => {
  const part = await insertPart({ name: `Retry valve ${tag()}`, quantity: 200, priceCents: 1200 });
  await insertOfferedQuote(customer, part, 40, 1100);
  const login = new LoginPage(page);
  await login.goto('/dashboard/myquotes');
  await login.signIn(customer);
  const mine = page.getByTestId('quote').filter({ hasText: part.name });
  await mine.getByRole('button', { name: 'Accept offer' }).dblclick();
  const popup = new Dashboard(page).popup();
  await expect(popup).toContainText('Offer accepted');
  await popup.getByRole('button', { name: 'OK' }).click();
  expect(await countOrdersOf(customer.email, part._id)).toBe(1);
});

test("an admin's parcel and refund: double-clicked, or their answer lost: one parcel, one refund", async ({
  page,
  browser,
  baseURL,
  customer,
}) => {
  const part = await insertPart({ name: `Retry nut ${tag()}`, quantity: 200, priceCents: 200 });
  await orderAndPay(page, customer, part, 60);

  const adminContext = await browser.newContext({ baseURL });
  try {
    const adminPage = await adminContext.newPage();
    const row = (await manageOrdersOf(adminPage, customer.email)).filter({ hasText: part.name });
    await row.getByText('Ship part…').click();
    const form = row.getByRole('form', { name: /^Ship part of the order/ });
    // It starts with every unit left; None empties every line at once (issue 33).
    await expect(form.getByLabel(`${part.name} (60 left)`)).toHaveValue('60');
    await form.getByRole('button', { name: 'None' }).click();
    await expect(form.getByLabel(`${part.name} (60 left)`)).toHaveValue('');
    await form.getByLabel(`${part.name} (60 left)`).fill('20');
    await form.getByLabel('Carrier').selectOption('ups');
    await form.getByRole('button', { name: 'Send shipment' }).dblclick();
    await expect(row.getByTestId('order-status')).toHaveText('partly shipped');
    await expect(row.getByTestId('still-to-come')).toHaveText(`Still to come: 40 × ${part.name}`);
    await expect(row.getByTestId('shipment')).toHaveCount(1);

    // The refund's answer never arrives: the list, shown again, has the one refund the server made.
    await loseFirstAnswer(adminPage, /\/api\/order\/[0-9a-f]{24}\/refunds$/);
    await row.getByText('Refund…').click();
    const refund = row.getByRole('form', { name: /^Refund the order/ });
    await refund.getByRole('button', { name: 'Every unit left' }).click();
    await expect(refund.getByLabel(`Cancel units of ${part.name} (40 not shipped)`)).toHaveValue('40');
    await refund.getByLabel(`Cancel units of ${part.name} (40 not shipped)`).fill('10');
    await refund.getByLabel('Reason').fill('Ten too many');
    await refund.getByRole('button', { name: 'Refund' }).dblclick();
    await expect(row.getByTestId('refund')).toContainText('Refund of $20.00 (refunded)');
    await expect(row.getByTestId('refund')).toHaveCount(1);
    await expect(row.getByTestId('still-to-come')).toHaveText(`Still to come: 30 × ${part.name}`);
  } finally {
    await adminContext.close();
  }
});
