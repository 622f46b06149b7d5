import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../tests/support/pdf-text';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { checkOut } from './pages/cart-page';
import { LoginPage } from './pages/login-page';
import { manageOrdersOf, MyOrdersPage, PaymentPage } from './pages/orders-pages';
import { insertParts } from './support-db';

// Issue 26's "done when": a buyer pastes a 300-line bill of materials with some bad lines, sees every
// line accounted for, fixes them, checks out once, pays once and downloads one invoice with 300
// lines. As a first-time visitor: the quick-order pad, then the cart, then sign-in at checkout.

for (const width of [375, 1280]) {
  test(`a 300-line BOM, pasted with bad lines, fixed, checked out once and invoiced in one PDF (${width} px)`, async ({
    browser,
    baseURL,
    customer,
  }) => {
    test.setTimeout(240_000);
    const prefix = `BOM${randomBytes(3).toString('hex').toUpperCase()}`;
    const parts = await insertParts(prefix, 300, 1000);
    const good = parts.map((part) => `${part.partNumber}\t30`);
    // As pasted: a quantity below the minimum, an unknown number, an unreadable quantity, a part twice.
    const pasted = [...good];
    pasted[10] = `${parts[10]!.partNumber}\t5`;
    pasted.splice(50, 0, `${prefix}-999\t40`);
    pasted.splice(100, 0, `${parts[4]!.partNumber}\tmany`);
    pasted.splice(150, 0, `${parts[9]!.partNumber}\t30`);
    // 30 of each at $1.00 … $3.99.
    const subtotal = parts.reduce((sum, part) => sum + 30 * part.priceCents, 0) / 100;
    const dollars = `$${subtotal.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const adminContext = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    try {
      await page.goto('/quickorder');
      const paste = page.getByRole('form', { name: 'Paste from a spreadsheet' });
      await paste.getByLabel('Part number and quantity, one part a line').fill(pasted.join('\n'));
      await paste.getByRole('button', { name: 'Check lines' }).click();
      const summary = page.getByTestId('bom-summary');
      await expect(summary).toHaveText(
        '303 lines: 299 added, 1 merged, 1 adjusted, 1 not found, 1 unreadable',
      );
      const lines = page.getByTestId('bom-line');
      await expect(lines).toHaveCount(303);
      await expect(page.locator('[data-status="not_found"]')).toContainText(`${prefix}-999`);
      await expect(page.locator('[data-status="unreadable"]')).toContainText('many');
      await expect(page.locator('[data-status="adjusted"]')).toContainText(parts[10]!.partNumber);
      // The three lines to look at come first, in the order given; the switch shows them alone.
      await expect(lines.nth(0)).toHaveAttribute('data-status', 'adjusted');
      await expect(lines.nth(1)).toHaveAttribute('data-status', 'not_found');
      await expect(lines.nth(2)).toHaveAttribute('data-status', 'unreadable');
      await page.getByLabel('Show only the 3 lines to look at').check();
      await expect(lines).toHaveCount(3);
      await page.getByLabel('Show only the 3 lines to look at').uncheck();
      await expect(lines).toHaveCount(303);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download the report (CSV)' }).click();
      const report = await readFile((await (await download).path())!, 'utf8');
      expect(report.trim().split('\n')).toHaveLength(1 + 303);
      await expectAccessible(page);

      // A line fixed where it is shown, then checked again without pasting (issue 33): the
      // unreadable quantity becomes 30, and that part's second line merges into its first.
      await page
        .getByLabel(/^Quantity, line \d+$/)
        .nth(2)
        .fill('30');
      await page.getByRole('button', { name: 'Check again with 1 change' }).click();
      await expect(summary).toHaveText('303 lines: 299 added, 2 merged, 1 adjusted, 1 not found');
      await expect(page.getByTestId('bom-subtotal')).toContainText('300 lines to cart: $');

      // Fixed: the good lines only, checked again.
      await paste.getByLabel('Part number and quantity, one part a line').fill(good.join('\n'));
      await paste.getByRole('button', { name: 'Check lines' }).click();
      await expect(summary).toHaveText('300 lines: 300 added');
      await page.getByRole('button', { name: 'Add 300 lines to cart' }).click();
      await expect(page.getByTestId('bom-added')).toContainText('300 lines added to your cart');
      await expect(page.getByTestId('cart-count')).toHaveText('300');
      await page.getByTestId('bom-added').getByRole('link', { name: 'Go to cart' }).click();

      await expect(page.getByTestId('cart-line')).toHaveCount(300);
      await expect(page.getByTestId('cart-subtotal')).toHaveText(dollars);
      await page.getByRole('link', { name: 'Sign in to check out' }).click();
      await new LoginPage(page).signIn(customer);
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId('cart-line')).toHaveCount(300);
      await checkOut(page, { name: customer.name, po: `PO-${prefix}` });
      await expect(page.getByTestId('payment-total')).toHaveText(dollars);
      const payment = new PaymentPage(page);
      await expect(payment.payButton).toHaveText(`Pay ${dollars}`);
      await payment.payWith('4242 4242 4242 4242');
      await expect(payment.success).toContainText('Congrats! Your payment is completed.');

      const orders = new MyOrdersPage(page);
      await orders.goto();
      const row = orders.rows.filter({ hasText: `PO-${prefix}` });
      // One row for the order, however many lines (issue 33).
      await expect(row).toContainText('300 lines');
      // Found by its number as the mails name it, then opened on its own page.
      const number = (await row.getByTestId('order-number').textContent())!;
      await page.getByLabel('Order number').fill(number);
      await page.getByRole('button', { name: 'Find' }).click();
      await expect(orders.rows).toHaveCount(1);
      await orders.rows.getByRole('link', { name: number, exact: true }).click();
      await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
      await expect(page.getByTestId('order-header')).toContainText('300 lines, 9,000 units');
      await expect(page.getByTestId('order-header')).toContainText(dollars);
      // Its lines a page at a time, searched by a part number.
      await expect(page.getByText('Showing 1–25 of 300 lines')).toBeVisible();
      await expect(page.getByTestId('order-line')).toHaveCount(25);
      const sought = parts[123]!.partNumber;
      await page.getByLabel('Part number or name').fill(sought);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByTestId('order-line')).toHaveCount(1);
      await expect(page.getByTestId('order-line')).toContainText(sought);
      await expectAccessible(page);
      const invoice = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download invoice' }).click();
      const text = await pdfText(await readFile((await (await invoice).path())!));
      for (const part of parts) expect(text).toContain(part.partNumber);

      // An admin ships 150 of the lines by pasting them, then refunds 10 of the rest, the same way.
      const adminPage = await adminContext.newPage();
      await manageOrdersOf(adminPage, customer.email);
      await adminPage.getByRole('link', { name: number, exact: true }).click();
      await adminPage.getByRole('button', { name: 'Ship part…' }).click();
      const ship = adminPage.getByRole('form', { name: /^Ship part of the order/ });
      await ship.getByLabel('Or paste part numbers and quantities').fill(good.slice(0, 150).join('\n'));
      await ship.getByRole('button', { name: 'Put the pasted lines in' }).click();
      await expect(ship.getByTestId('paste-report')).toHaveText('150 lines put in, every other line none.');
      await ship.getByLabel('Tracking number (optional)').fill('1Z999AA10123456784');
      await ship.getByRole('button', { name: 'Send shipment' }).click();
      const header = adminPage.getByTestId('order-header');
      await expect(header.getByTestId('order-status')).toHaveText('partly shipped');
      await expect(header).toContainText('4,500 units still to ship');
      await expect(adminPage.getByTestId('shipment')).toContainText('150 lines, 4,500 units');
      await adminPage.getByRole('button', { name: 'Refund…' }).click();
      const refund = adminPage.getByRole('form', { name: /^Refund the order/ });
      await refund.getByLabel('Or paste part numbers and quantities').fill(good.slice(150, 160).join('\n'));
      await refund.getByRole('button', { name: 'Put the pasted lines in' }).click();
      await expect(refund.getByTestId('paste-report')).toHaveText('10 lines put in, every other line none.');
      await refund.getByLabel('Reason').fill('Out of production');
      await refund.getByRole('button', { name: 'Refund', exact: true }).click();
      const refunded = parts.slice(150, 160).reduce((sum, part) => sum + 30 * part.priceCents, 0) / 100;
      await expect(adminPage.getByTestId('refund')).toContainText(
        `Refund of $${refunded.toLocaleString('en-US', { minimumFractionDigits: 2 })} (refunded)`,
      );
      await expect(header).toContainText('4,200 units still to ship');
      await expectAccessible(adminPage);
    } finally {
      await adminContext.close();
      await context.close();
    }
  });
}
