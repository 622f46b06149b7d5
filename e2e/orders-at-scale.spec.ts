import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ADMIN, expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { MyOrdersPage, PaymentPage } from './pages/orders-pages';
import { PurchasePage } from './pages/purchase-page';
import { insertPaidOrders, insertPart, lapseHold } from './support-db';

test('an admin filters Manage All Order by status and customer, pages through, and exports', async ({
  page,
  customer,
}) => {
  const partName = `E2E Ledger ${randomBytes(3).toString('hex')}`;
  const ids = await insertPaidOrders(customer.email, partName, 30);
  const login = new LoginPage(page);
  await login.goto('/dashboard/manageorder');
  await login.signIn(ADMIN);
  const filters = page.getByRole('form', { name: 'Filter orders' });
  await filters.getByLabel('Status').selectOption('paid');
  await filters.getByLabel('Customer email').fill(customer.email);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByRole('status')).toHaveText('Showing 1–25 of 30 orders');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText('E2E Lister 29');

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('status')).toHaveText('Showing 26–30 of 30 orders');
  await expect(rows).toHaveCount(5);
  await expect(rows.last()).toContainText('E2E Lister 0');
  await expect(filters.getByLabel('Customer email')).toHaveValue(customer.email);

  const downloading = page.waitForEvent('download');
  await filters.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!)).toString('utf8').replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(31);
  expect(lines[0]).toMatch(/^Order id,Order number,Placed at \(UTC\),Customer name,Customer email,/);
  for (const id of ids) expect(csv).toContain(id);
});

test('a customer sees an expired order and pays it: the stock is taken again', async ({ page, customer }) => {
  const part = await insertPart({
    name: `E2E Clamp ${randomBytes(3).toString('hex')}`,
    quantity: 50,
    priceCents: 200,
  });
  const login = new LoginPage(page);
  await login.goto(`/product/${part._id}`);
  await login.signIn(customer);
  const purchase = new PurchasePage(page);
  await purchase.orderConfirmed({ phone: '+1 555 0100', quantity: 30 });

  const orders = new MyOrdersPage(page);
  await orders.goto();
  const row = orders.row(part.name);
  await expect(row.getByTestId('order-status')).toHaveText('unpaid');
  const orderId = (await row.getByRole('link', { name: 'Pay' }).getAttribute('href'))!.split('/').pop()!;
  await lapseHold(orderId);
  await orders.goto();
  await expect(row.getByTestId('order-status')).toHaveText('Reservation expired');
  await purchase.goto(part._id);
  await expect(purchase.stock).toHaveText('Quantity: 50 in stock');

  await orders.goto();
  await row.getByRole('link', { name: 'Pay' }).click();
  const payment = new PaymentPage(page);
  await payment.payWith('4242 4242 4242 4242');
  await expect(payment.success).toContainText('Congrats! Your payment is completed.');
  await purchase.goto(part._id);
  await expect(purchase.stock).toHaveText('Quantity: 20 in stock');
  await orders.goto();
  await expect(row.getByTestId('order-status')).toHaveText('paid');
});

test('the Audit Log lists a role change', async ({ page, customer, adminApi }) => {
  const promoted = await adminApi.put(`/api/user/admin/${encodeURIComponent(customer.email)}`);
  expect(promoted.status()).toBe(200);
  const login = new LoginPage(page);
  await login.goto('/dashboard/audit');
  await login.signIn(ADMIN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit Log');
  const filters = page.getByRole('form', { name: 'Filter the audit log' });
  await filters.getByLabel('Action').selectOption('user.make-admin');
  await filters.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByTestId('audit-row').filter({ hasText: customer.email });
  await expect(row).toContainText('user.make-admin');
  await expect(row).toContainText(ADMIN.email);
  // One target's whole history.
  await filters.getByLabel('Action').selectOption('');
  await filters.getByLabel('On', { exact: true }).fill(customer.email);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/target=/);
  await expect(page.getByTestId('audit-row')).toHaveCount(1);
  await expect(page.getByTestId('audit-row')).toContainText(customer.email);
});
