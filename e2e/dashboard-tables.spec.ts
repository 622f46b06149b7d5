import type { Locator, Page } from '@playwright/test';
import { ADMIN, apiSignIn, expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { insertPaidOrders, insertPart, markShippedAndInvoiced } from './support-db';

// Every action of the dashboard's tables in view at 375 and 1280 px (issue 24, §7): below 1024 px
// each row is a card of labelled lines; above, the table fits beside the side menu.

const WIDTHS = [375, 1280];

/** Whole inside the window, left to right, once scrolled to (never cut off by the table's box). */
async function expectInView(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  const width = page.viewportSize()!.width;
  const name = (await control.textContent()) ?? '';
  expect(box.x, name).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, name).toBeLessThanOrEqual(width);
}

/** The table's box does not scroll sideways: nothing is hidden past its edge. */
async function expectNoSidewaysScroll(region: Locator) {
  const { scroll, client } = await region.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client + 1);
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('Manage All Order, My Orders and Manage Products show every action at 375 and 1280 px', async ({
  browser,
  baseURL,
  request,
  customer,
}) => {
  const name = `Extra Long Hydraulic Cylinder Seal Kit With Mounting Brackets ${Date.now()}`;
  const part = await insertPart({ name, quantity: 600, priceCents: 1290 });
  await apiSignIn(request, customer);
  const unpaid = await request.post(`/api/order/${part._id}`, {
    data: {
      customerName: customer.name,
      phoneNumber: '555 0100',
      productQuantity: 30,
      poNumber: 'PO-2026-0042',
    },
  });
  expect(unpaid.status()).toBe(201);
  await insertPaidOrders(customer.email, name, 2);

  for (const width of WIDTHS) {
    const viewport = { width, height: 900 };
    const buyer = await browser.newContext({ baseURL, viewport });
    const buyerPage = await buyer.newPage();
    await new LoginPage(buyerPage).goto('/dashboard/order');
    await new LoginPage(buyerPage).signIn(customer);
    const mine = buyerPage.getByRole('region', { name: 'My orders' });
    await expect(mine.getByTestId('order-row')).toHaveCount(3);
    await expectNoSidewaysScroll(mine);
    for (const action of [
      mine.getByRole('link', { name: 'Pay' }),
      mine.getByRole('button', { name: 'Cancel' }),
      ...(await mine.getByRole('link', { name: 'Reorder' }).all()),
      ...(await mine.getByRole('link', { name: /invoice/i }).all()),
    ])
      await expectInView(buyerPage, action);
    await buyer.close();

    const admin = await browser.newContext({ baseURL, viewport });
    const adminPage = await admin.newPage();
    await new LoginPage(adminPage).goto(
      `/dashboard/manageorder?customerEmail=${encodeURIComponent(customer.email)}`,
    );
    await new LoginPage(adminPage).signIn(ADMIN);
    const all = adminPage.getByRole('region', { name: 'All orders' });
    await expect(all.getByTestId('order-row')).toHaveCount(3);
    await expectNoSidewaysScroll(all);
    const ships = await all.getByRole('button', { name: 'Ship', exact: true }).all();
    expect(ships).toHaveLength(2);
    for (const action of [...ships, ...(await all.getByRole('button', { name: 'Delete' }).all())])
      await expectInView(adminPage, action);

    await adminPage.goto(`/dashboard/manageproduct?q=${encodeURIComponent(name)}`);
    const products = adminPage.getByRole('region', { name: 'Products' });
    const row = products.getByTestId('product-row');
    await expect(row).toHaveCount(1);
    await expectNoSidewaysScroll(products);
    // The name wraps within its own box, clear of the price beside or below it.
    const nameBox = (await row.getByText(name).boundingBox())!;
    const priceBox = (await row.getByText('$12.90').boundingBox())!;
    expect(overlaps(nameBox, priceBox)).toBe(false);
    await expectInView(adminPage, row.getByRole('button', { name: 'Delete' }));
    await expectInView(adminPage, row.getByRole('button', { name: 'Edit' }));
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = adminPage.getByRole('form', { name: `Edit ${name}` });
    for (const field of await form.getByRole('textbox').all()) await expectInView(adminPage, field);
    await expectInView(adminPage, form.getByRole('button', { name: 'Save' }));
    await expectNoSidewaysScroll(products);
    await admin.close();
  }
});

test('Manage All Order offers Delete only on orders the delete accepts, at 375 and 1280 px', async ({
  browser,
  baseURL,
  customer,
}) => {
  // Two paid orders; one shipped and invoiced, which the delete always refuses (invoices are kept).
  const [kept] = await insertPaidOrders(customer.email, `Invoiced Flange ${Date.now()}`, 2);
  await markShippedAndInvoiced(kept!, 900_000 + Math.floor(Math.random() * 99_999));
  for (const width of WIDTHS) {
    const admin = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await admin.newPage();
    await new LoginPage(page).goto(
      `/dashboard/manageorder?customerEmail=${encodeURIComponent(customer.email)}`,
    );
    await new LoginPage(page).signIn(ADMIN);
    const all = page.getByRole('region', { name: 'All orders' });
    await expect(all.getByTestId('order-row')).toHaveCount(2);
    const withStatus = (status: string) =>
      all
        .getByTestId('order-row')
        .filter({ has: page.getByTestId('order-status').getByText(status, { exact: true }) });
    const shipped = withStatus('shipped');
    await expect(shipped).toHaveCount(1);
    await expect(shipped.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    // What it can still have done is offered, and in view.
    await expectInView(page, shipped.getByRole('button', { name: 'Mark delivered' }));
    await expectInView(page, withStatus('paid').getByRole('button', { name: 'Delete' }));
    await admin.close();
  }
});

test('Audit Log: who did it reads on a line at 1280 px, and rows stay short; cards at 375 px', async ({
  browser,
  baseURL,
  customer,
  adminApi,
}) => {
  // Entries of the test's own by the admin: a refused delete (a long action, an order id) and an
  // edit (details); the admin's filter shows them with whatever else the admin did lately.
  const [orderId] = await insertPaidOrders(customer.email, `Audited Flange ${Date.now()}`, 1);
  await markShippedAndInvoiced(orderId!, 900_000 + Math.floor(Math.random() * 99_999));
  expect((await adminApi.delete(`/api/order/${orderId}`)).status()).toBe(409);
  const part = await insertPart({ name: `Audited Pulley ${Date.now()}`, quantity: 12, priceCents: 899 });
  const edit = await adminApi.patch(`/api/product/${part._id}`, {
    data: { name: `${part.name} B`, prize: 9.25, quantity: 480, previousQuantity: 12 },
  });
  expect(edit.status()).toBe(200);

  for (const width of WIDTHS) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await new LoginPage(page).goto(`/dashboard/audit?actor=${encodeURIComponent(ADMIN.email)}`);
    await new LoginPage(page).signIn(ADMIN);
    const log = page.getByRole('region', { name: 'Audit log' });
    const mine = [
      log.getByTestId('audit-row').filter({ hasText: orderId! }),
      log.getByTestId('audit-row').filter({ hasText: part._id }),
    ];
    for (const row of mine) await expect(row).toHaveCount(1);
    await expectNoSidewaysScroll(log);
    for (const row of mine) {
      const by = row.getByRole('cell').nth(2);
      await expect(by).toContainText(ADMIN.email);
      await expectInView(page, by);
      if (width === 1280) {
        // It was one letter wide, each row about 260 px tall.
        expect((await by.boundingBox())!.width).toBeGreaterThan(150);
        expect((await row.boundingBox())!.height).toBeLessThan(120);
      }
    }
    await context.close();
  }
});
