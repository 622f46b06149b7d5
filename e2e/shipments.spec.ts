import { randomBytes } from 'node:crypto';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { inboxOf } from './inbox';
import { manageOrdersOf, MyOrdersPage, orderAndPay } from './pages/orders-pages';
import { insertPart } from './support-db';

// Shipments (issue 27), end to end: a buyer orders and pays; the admin sends part of it with a
// UPS tracking number, then the rest; the buyer follows the tracking link, sees what is still to
// come, confirms receipt; every step's email arrives in the local inbox.

for (const width of [375, 1280]) {
  test(`an order goes out in two shipments with tracking and is confirmed received (${width} px)`, async ({
    browser,
    baseURL,
    customer,
  }) => {
    const name = `Ship valve ${randomBytes(3).toString('hex')}`;
    const part = await insertPart({ name, quantity: 200, priceCents: 1200 });
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const adminContext = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    try {
      await orderAndPay(page, customer, part, 60);
      const orders = new MyOrdersPage(page);

      const adminPage = await adminContext.newPage();
      const row = (await manageOrdersOf(adminPage, customer.email)).filter({ hasText: name });
      // The admin works on the order's own page (issue 33), opened from its number in the list.
      const number = (await row.getByTestId('order-number').textContent())!;
      expect(number).toMatch(/^SO-\d{6}$/);
      await row.getByRole('link', { name: number, exact: true }).click();
      await expect(adminPage.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
      await adminPage.getByRole('button', { name: 'Ship part…' }).click();
      const form = adminPage.getByRole('form', { name: /^Ship part of the order/ });
      await form.getByLabel(`${name} (60 left)`).fill('25');
      await form.getByLabel('Carrier').selectOption('ups');
      await form.getByLabel('Tracking number (optional)').fill('1Z999AA10123456784');
      await form.getByRole('button', { name: 'Send shipment' }).click();
      const status = adminPage.getByTestId('order-header').getByTestId('order-status');
      await expect(status).toHaveText('partly shipped');
      await expect(adminPage.getByTestId('order-line').getByRole('cell').last()).toContainText('35');
      await expect(adminPage.getByTestId('order-header')).toContainText('35 units still to ship');
      await expectAccessible(adminPage);
      await adminPage.getByRole('button', { name: 'Ship', exact: true }).click();
      await expect(status).toHaveText('shipped');
      await expect(adminPage.getByTestId('shipment')).toHaveCount(2);

      await orders.goto();
      const mine = orders.row(name);
      await expect(mine.getByTestId('order-status')).toHaveText('shipped');
      await expect(mine.getByRole('link', { name: 'Track 1Z999AA10123456784' })).toHaveAttribute(
        'href',
        'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      );
      await expectAccessible(page);
      // The buyer confirms receipt on the order's page.
      await mine.getByRole('link', { name: number, exact: true }).click();
      // On the order's page (My Orders' row has a Confirm receipt of its own until it is left).
      await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
      await page
        .getByRole('group', { name: 'Order actions' })
        .getByRole('button', { name: 'Confirm receipt' })
        .click();
      await expect(page.getByTestId('order-header').getByTestId('order-status')).toHaveText('delivered');
      await expect(page.getByTestId('shipment')).toHaveCount(2);
      await expectAccessible(page);

      // Every mail names the order by the number its row shows.
      await expect
        .poll(async () => (await inboxOf(customer.email)).map((mail) => mail.subject), { timeout: 15_000 })
        .toEqual([
          `Order placed: ${number} · ${name}`,
          `Payment received: ${number} · ${name}`,
          `Part of your order has shipped: ${number} · ${name}`,
          `Your order has shipped: ${number} · ${name}`,
        ]);
    } finally {
      await adminContext.close();
      await context.close();
    }
  });
}
