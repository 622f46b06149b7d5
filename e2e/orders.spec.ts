import { randomBytes } from 'node:crypto';
import { ADMIN, expect, test, type Account } from './fixtures';
import { expectAccessible } from './axe';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';
import { MyOrdersPage, PaymentPage } from './pages/orders-pages';
import { PurchasePage } from './pages/purchase-page';
import { insertPart } from './support-db';

const partName = (label: string) => `E2E ${label} ${randomBytes(3).toString('hex')}`;

async function signIn(page: import('@playwright/test').Page, account: Account, origin: string) {
  const login = new LoginPage(page);
  await login.goto(origin);
  await login.signIn(account);
  await expect(page).toHaveURL(new RegExp(`${origin.replace(/[/?]/g, '\\$&')}$`));
}

async function placeOrder(page: import('@playwright/test').Page, productId: string, quantity: number) {
  const purchase = new PurchasePage(page);
  await purchase.goto(productId);
  await purchase.orderConfirmed({ phone: '+1 555 0100', quantity });
}

test('purchase page: minimum and stock messages, live total, order → popup → /parts with stock reserved', async ({
  page,
  customer,
}) => {
  const part = await insertPart({ name: partName('Coupling'), quantity: 45, priceCents: 1999 });
  await signIn(page, customer, `/product/${part._id}`);
  const purchase = new PurchasePage(page);
  await expect(page.getByRole('heading', { name: part.name })).toBeVisible();
  await expect(purchase.form.getByLabel('Name')).toHaveValue(customer.name);
  await expect(purchase.form.getByLabel('Email')).toHaveValue(customer.email);
  await expect(purchase.quantity).toHaveValue('30');
  await expect(purchase.total).toHaveText('$599.70');

  await purchase.decrease();
  await expect(purchase.quantityError).toHaveText('Sorry, products cannot be ordered below this');
  await expect(purchase.quantity).toHaveValue('30');

  await purchase.quantity.fill('45');
  await expect(purchase.quantityError).toHaveCount(0);
  await purchase.increase();
  await expect(purchase.quantityError).toHaveText('Sorry your product not available');
  await expect(purchase.quantity).toHaveValue('45');

  await purchase.quantity.fill('46');
  await expect(purchase.quantityError).toHaveText('Sorry your product not available');
  await purchase.quantity.fill('12');
  await expect(purchase.quantityError).toHaveText('Sorry, products cannot be ordered below this');

  await purchase.quantity.fill('35');
  await expect(purchase.total).toHaveText('$699.65');
  await placeOrder(page, part._id, 35);
  // The purchase page reads stock fresh (public pages may lag up to a minute).
  await purchase.goto(part._id);
  await expect(purchase.stock).toHaveText('Quantity: 10 in stock');
});

test('My Orders: decline then pay by card, cancel another order, reorder', async ({ page, customer }) => {
  const part = await insertPart({ name: partName('Bearing'), quantity: 200, priceCents: 480 });
  await signIn(page, customer, '/dashboard/order');
  await placeOrder(page, part._id, 30);
  await placeOrder(page, part._id, 40);

  const orders = new MyOrdersPage(page);
  await orders.goto();
  await expect(orders.row(part.name)).toHaveCount(2);
  const first = orders.rows
    .filter({ hasText: part.name })
    .filter({ has: page.getByRole('cell', { name: '30', exact: true }) });
  await expect(first.getByRole('link', { name: 'Pay' })).toBeVisible();
  await expect(first.getByTestId('order-status')).toHaveText('unpaid');

  await first.getByRole('link', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[a-f\d]{24}$/);
  await expect(page.getByTestId('payment-total')).toHaveText('$144.00');
  await expect(page.getByTestId('payment-order-number')).toHaveText(/^SO-\d{6}$/);
  const payment = new PaymentPage(page);
  await expect(payment.payButton).toBeEnabled();
  // The amount is on the button itself (issue 33).
  await expect(payment.payButton).toHaveText('Pay $144.00');
  // The e2e server runs the production build on the test gateway: the page must say so.
  await expect(page.getByText(/^Test payments: use 4242/)).toBeVisible();
  await payment.payWith('4000 0000 0000 0002');
  await expect(payment.error).toHaveText('Your card was declined.');
  await expect(payment.error).toHaveClass(/text-red-600/);
  await expect(payment.success).toHaveCount(0);

  await payment.payWith('4242 4242 4242 4242');
  await expect(payment.success).toContainText('Congrats! Your payment is completed.');
  const transactionId = await page.getByTestId('payment-transaction-id').textContent();
  expect(transactionId).toMatch(/^pi_test_/);
  await expect(payment.payButton).toBeDisabled();

  await orders.goto();
  await expect(first.getByTestId('order-status')).toHaveText('paid');
  await expect(first.getByTestId('transaction-id')).toHaveText(transactionId!);
  await expect(first.getByRole('link', { name: 'Pay' })).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  const second = orders.rows
    .filter({ hasText: part.name })
    .filter({ has: page.getByRole('cell', { name: '40', exact: true }) });
  await second.getByRole('button', { name: 'Cancel' }).click();
  const popup = new Dashboard(page).popup();
  await expect(popup).toContainText('Are you sure?');
  await expect(popup).toContainText("You won't be able to revert this!");
  await popup.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(popup).toContainText('Deleted!');
  await expect(popup).toContainText('Your file has been deleted.');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(orders.row(part.name)).toHaveCount(1);
  const purchase = new PurchasePage(page);
  await purchase.goto(part._id);
  await expect(purchase.stock).toHaveText('Quantity: 170 in stock');

  await orders.goto();
  await first.getByRole('link', { name: 'Reorder' }).click();
  await expect(new PurchasePage(page).quantity).toHaveValue('30');
});

test('admin sees the order and ships it; the customer then sees shipped', async ({
  page,
  browser,
  customer,
}) => {
  const part = await insertPart({ name: partName('Valve'), quantity: 100, priceCents: 3450 });
  await signIn(page, customer, '/dashboard/order');
  await placeOrder(page, part._id, 30);
  const orders = new MyOrdersPage(page);
  await orders.goto();
  await orders.row(part.name).getByRole('link', { name: 'Pay' }).click();
  const payment = new PaymentPage(page);
  await payment.payWith('4242424242424242');
  await expect(payment.success).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, ADMIN, '/dashboard/manageorder');
  await adminPage.getByLabel('Customer email').fill(customer.email);
  await adminPage.getByRole('button', { name: 'Filter' }).click();
  const row = adminPage.getByTestId('order-row').filter({ hasText: part.name });
  await expect(row).toContainText(customer.email);
  await expect(row).toContainText('$1,035.00');
  await expect(row.getByTestId('order-status')).toHaveText('paid');
  await row.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(row.getByTestId('order-status')).toHaveText('shipped');
  await adminContext.close();

  await orders.goto();
  await expect(orders.row(part.name).getByTestId('order-status')).toHaveText('shipped');

  // A customer with a paid order is a verified buyer on the home carousel.
  const feedback = `Shipped on time ${randomBytes(3).toString('hex')}`;
  expect(
    (await page.request.post('/api/review/me', { data: { rating: 5, customerFeedback: feedback } })).status(),
  ).toBe(201);
  await page.goto('/');
  await expect(page.getByTestId('review').filter({ hasText: feedback })).toContainText('verified buyer');
});

test('admin deletes an unpaid order with both popups; its stock comes back', async ({
  page,
  browser,
  customer,
}) => {
  const part = await insertPart({ name: partName('Spring'), quantity: 60, priceCents: 115 });
  await signIn(page, customer, '/dashboard/order');
  await placeOrder(page, part._id, 60);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, ADMIN, '/dashboard/manageorder');
  const row = adminPage.getByTestId('order-row').filter({ hasText: part.name });
  await expect(row.getByTestId('order-status')).toHaveText('unpaid');
  await row.getByRole('button', { name: 'Delete' }).click();
  const popup = new Dashboard(adminPage).popup();
  await popup.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(popup).toContainText('Your file has been deleted.');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(row).toHaveCount(0);
  await adminContext.close();

  const purchase = new PurchasePage(page);
  await purchase.goto(part._id);
  await expect(purchase.stock).toHaveText('Quantity: 60 in stock');
});

test('review with 4 stars → popup → on the home carousel, escaped, marked verified for buyers', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/dashboard/review');
  const form = page.getByRole('form', { name: 'Add a review' });
  await expect(page.getByTestId('rating-value')).toHaveText('0 of 5');
  await form.getByRole('button', { name: 'Add review' }).click();
  await expect(form.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
  await expect(form.getByText('Feedback is Required')).toBeVisible();

  await form.getByText('★').nth(3).click();
  await expect(page.getByTestId('rating-value')).toHaveText('4 of 5');
  await form.getByLabel('2 stars').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('rating-value')).toHaveText('3 of 5');
  await form.getByText('★').nth(3).click();
  await expect(page.getByTestId('rating-value')).toHaveText('4 of 5');

  const feedback = `Fast delivery <b>${randomBytes(3).toString('hex')}</b>`;
  await form.getByLabel('Your feedback').fill(feedback);
  await form.getByRole('button', { name: 'Add review' }).click();
  const popup = new Dashboard(page).popup();
  await expect(popup).toContainText('Thank you!! Your review succed');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('rating-value')).toHaveText('0 of 5');

  await page.goto('/');
  const review = page.getByTestId('review').filter({ hasText: feedback });
  await expect(review).toContainText(customer.name);
  await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(review).not.toContainText('verified buyer');
});

test('My Orders: an order found by its number as a buyer types it, and none for a number not theirs', async ({
  page,
  customer,
}) => {
  const part = await insertPart({ name: partName('Finder'), quantity: 200, priceCents: 300 });
  await signIn(page, customer, `/product/${part._id}`);
  await placeOrder(page, part._id, 30);
  await placeOrder(page, part._id, 40);
  const orders = new MyOrdersPage(page);
  await orders.goto();
  await expect(orders.row(part.name)).toHaveCount(2);
  // Newest first: the 30-unit order is the second row.
  const number = (await orders.row(part.name).nth(1).getByTestId('order-number').textContent())!;
  expect(number).toMatch(/^SO-\d{6}$/);
  const search = page.getByRole('form', { name: 'Find an order' });
  await search.getByLabel('Order number').fill(number.toLowerCase());
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(orders.rows).toHaveCount(1);
  await expect(orders.rows.getByTestId('order-number')).toHaveText(number);
  await expect(orders.rows.getByRole('cell', { name: '30', exact: true })).toBeVisible();
  await expectAccessible(page);
  await search.getByLabel('Order number').fill('SO-999999');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'None of your orders' })).toHaveText(
    'None of your orders has the number SO-999999.',
  );
  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(orders.row(part.name)).toHaveCount(2);
});
