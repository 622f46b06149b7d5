import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../tests/support/pdf-text';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { inboxOf } from './inbox';
import { checkOut, fillCartThenSignIn } from './pages/cart-page';
import { manageOrdersOf, PaymentPage } from './pages/orders-pages';
import { insertPart, onHandOf } from './support-db';

// Issue 36's returns, as a first-time buyer lives them: parts bought from their pages, paid,
// shipped by the store and received; then some of them sent back from the order's page (pasted as
// for a quick order), approved with an RMA number and a label, received (part back to stock, part
// scrapped) and refunded to the card; each step mailed.

for (const width of [375, 1280]) {
  test(`a delivered order is returned in part: requested, approved, label, received, refunded (${width} px)`, async ({
    browser,
    baseURL,
    customer,
  }) => {
    // Two browsers (buyer and store) through eleven steps: longer than the default on a loaded machine.
    test.setTimeout(240_000);
    const tag = randomBytes(3).toString('hex');
    const gear = await insertPart({ name: `Return gear ${tag}`, quantity: 300, priceCents: 1200 });
    const pin = await insertPart({ name: `Return pin ${tag}`, quantity: 300, priceCents: 300 });
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const adminContext = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    try {
      await fillCartThenSignIn(page, [gear, pin], customer);
      await checkOut(page, { name: customer.name, po: `PO-${tag}` });
      const payment = new PaymentPage(page);
      await payment.payWith('4242 4242 4242 4242');
      await expect(payment.success).toBeVisible();

      // The store ships it all; the buyer opens the order from its mail and confirms receipt.
      const adminPage = await adminContext.newPage();
      const row = (await manageOrdersOf(adminPage, customer.email)).filter({ hasText: `PO-${tag}` });
      await row.getByRole('button', { name: 'Ship', exact: true }).click();
      await expect(row.getByTestId('order-status')).toHaveText('shipped');
      await expect.poll(async () => (await inboxOf(customer.email)).length, { timeout: 15_000 }).toBe(3);
      const paid = (await inboxOf(customer.email)).find((mail) =>
        mail.subject.startsWith('Payment received'),
      )!;
      const orderPath = new URL(/https?:\/\/\S+/.exec(paid.text)![0]).pathname;
      const number = orderPath.split('/').at(-1)!;
      await page.goto(orderPath);
      await page.getByRole('button', { name: 'Confirm receipt' }).click();
      await expect(page.getByText('delivered', { exact: true }).first()).toBeVisible();

      // Ten gears came crushed: the buyer pastes them as for a quick order.
      await page.getByText('Return parts…').click();
      const form = page.getByRole('form', { name: 'Ask to return parts' });
      await form.getByLabel('Parts to return').fill(`${gear.partNumber}\t10`);
      await form.getByLabel('Why').selectOption({ label: 'Arrived damaged' });
      await form.getByLabel('Note (optional)').fill('Crushed in transit');
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Ask to return them' }).click();
      const returns = page.getByRole('region', { name: 'Returns' });
      await expect(returns.getByText('Return · requested')).toBeVisible();

      // The store finds it on its Returns screen and approves it: an RMA number, and a label to print.
      await adminPage.goto('/dashboard/returns?status=requested');
      const listed = adminPage.getByTestId('return-row').filter({ hasText: number });
      await expect(listed).toContainText('10 of 1 part');
      await listed.getByRole('link', { name: number }).click();
      await expect(adminPage).toHaveURL(new RegExp(`${orderPath}$`));
      const adminReturns = adminPage.getByRole('region', { name: 'Returns' });
      await adminReturns.getByRole('button', { name: 'Approve' }).click();
      await expect(adminReturns.getByText(/^RMA-\d{6} · approved: send it back$/)).toBeVisible();
      const rma = (await adminReturns.getByText(/^RMA-\d{6} · /).textContent())!.split(' ')[0]!;
      await page.reload();
      const labelLink = returns.getByRole('link', { name: `Return label ${rma} (PDF)` });
      const download = page.waitForEvent('download');
      await labelLink.click();
      const label = (await pdfText(await readFile((await (await download).path())!))).replace(/\s+/g, ' ');
      for (const printed of [rma, `Order ${number}`, `10 × ${gear.name}`]) expect(label).toContain(printed);

      // The parcel arrives: 8 gears go back on the shelf, 2 are scrapped; then the card is refunded.
      const before = await onHandOf(gear._id);
      await adminPage.reload();
      await adminReturns.getByLabel(`${gear.name} (10 returned)`).fill('8');
      await expectAccessible(adminPage);
      await adminReturns.getByRole('button', { name: 'Mark received' }).click();
      await expect(
        adminReturns.getByText(`10 × ${gear.name} (${gear.partNumber}) · 8 back to stock, 2 scrapped`),
      ).toBeVisible();
      expect(await onHandOf(gear._id)).toBe(before + 8);
      await adminReturns.getByRole('button', { name: 'Refund to card' }).click();
      await expect(adminReturns.getByText(`${rma} · refunded`)).toBeVisible();
      await expect(adminReturns.getByText('Refunded: $120.00')).toBeVisible();
      await page.reload();
      await expect(returns.getByText('Refunded: $120.00')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Refunds' })).toContainText(
        `Return ${rma} · returned 10 × ${gear.name}`,
      );
      await expectAccessible(page);

      // Each step's mail, once: placed, paid, shipped; then requested, approved, received, refunded.
      await expect.poll(async () => (await inboxOf(customer.email)).length, { timeout: 15_000 }).toBe(7);
      const subjects = (await inboxOf(customer.email))
        .map((mail) => mail.subject)
        .filter((s) => s.startsWith('Return '));
      expect(subjects.sort()).toEqual(
        [
          `Return requested: ${number}`,
          `Return approved: ${rma} · ${number}`,
          `Return received: ${rma} · ${number}`,
          `Return ${rma} refunded: ${number} · PO PO-${tag} · ${gear.name} and 1 more part`,
        ].sort(),
      );
      expect(await onHandOf(gear._id)).toBe(before + 8);
    } finally {
      await adminContext.close();
      await context.close();
    }
  });
}
