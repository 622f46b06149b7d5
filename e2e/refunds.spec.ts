import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../tests/support/pdf-text';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { inboxOf } from './inbox';
import { checkOut, fillCartThenSignIn } from './pages/cart-page';
import { manageOrdersOf, MyOrdersPage, PaymentPage } from './pages/orders-pages';
import { insertPart } from './support-db';

// Issue 27's "done when", as a first-time visitor lives it: three parts into the cart from their
// pages, sign in at the cart, check out, pay; the admin ships two lines in two parcels and refunds
// the third (its units cancelled); the buyer sees the refund and downloads its credit note. Every
// email arrives in the local inbox, read through its API: recipient, subject and link.

for (const width of [375, 1280]) {
  test(`placed, paid, shipped in two parcels and one line refunded, each step mailed (${width} px)`, async ({
    browser,
    baseURL,
    customer,
  }) => {
    const tag = randomBytes(3).toString('hex');
    const gear = await insertPart({ name: `Refund gear ${tag}`, quantity: 300, priceCents: 1200 });
    const bracket = await insertPart({ name: `Refund bracket ${tag}`, quantity: 300, priceCents: 450 });
    const nut = await insertPart({ name: `Refund nut ${tag}`, quantity: 300, priceCents: 200 });
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const adminContext = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    try {
      await fillCartThenSignIn(page, [gear, bracket, nut], customer);
      await checkOut(page, { name: customer.name, po: `PO-${tag}` });
      const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
      const payment = new PaymentPage(page);
      await payment.payWith('4242 4242 4242 4242');
      await expect(payment.success).toBeVisible();

      // The admin sends the gears, then the brackets, each with a tracking number.
      const adminPage = await adminContext.newPage();
      const row = (await manageOrdersOf(adminPage, customer.email)).filter({ hasText: `PO-${tag}` });
      for (const [part, carrier, tracking] of [
        [gear, 'ups', '1Z999AA10123456784'],
        [bracket, 'fedex', '748912345678'],
      ] as const) {
        await row.getByText('Ship part…').click();
        const form = row.getByRole('form', { name: /^Ship part of the order/ });
        for (const other of [gear, bracket, nut].filter((p) => p !== part)) {
          const field = form.getByLabel(new RegExp(`^${other.name} \\(`));
          if (await field.count()) await field.fill('0');
        }
        await form.getByLabel(`${part.name} (30 left)`).fill('30');
        await form.getByLabel('Carrier').selectOption(carrier);
        await form.getByLabel('Tracking number (optional)').fill(tracking);
        await form.getByRole('button', { name: 'Send shipment' }).click();
        await expect(row.getByTestId('shipment').filter({ hasText: tracking })).toBeVisible();
      }
      await expect(row.getByTestId('order-status')).toHaveText('partly shipped');
      await expect(row.getByTestId('still-to-come')).toHaveText(`Still to come: 30 × ${nut.name}`);

      // The nuts are out of production: cancel them and give their price back.
      await row.getByText('Refund…').click();
      const refund = row.getByRole('form', { name: /^Refund the order/ });
      await expect(refund.getByText('Up to $555.00 can be refunded.')).toBeVisible();
      await refund.getByLabel(`Cancel units of ${nut.name} (30 not shipped)`).fill('30');
      await expect(refund.getByLabel('Amount to refund ($)')).toHaveAttribute('placeholder', '60.00');
      await refund.getByLabel('Reason').fill('Out of production');
      await expectAccessible(adminPage);
      await refund.getByRole('button', { name: 'Refund' }).click();
      await expect(row.getByTestId('order-status')).toHaveText('shipped');
      const made = row.getByTestId('refund');
      await expect(made).toContainText('Refund of $60.00 (refunded)');
      await expect(made).toContainText(`cancelled 30 × ${nut.name}`);
      await expect(made.getByRole('link', { name: /^Credit note CN-\d{6}$/ })).toBeVisible();
      await expect(row.getByTestId('still-to-come')).toHaveCount(0);
      await expectAccessible(adminPage);

      // The buyer sees it in My Orders and downloads the credit note.
      const orders = new MyOrdersPage(page);
      await orders.goto();
      const mine = orders.rows.filter({ hasText: `PO-${tag}` });
      await expect(mine.getByTestId('refund')).toContainText('Refund of $60.00 (refunded), ');
      await expectAccessible(page);
      const note = mine.getByRole('link', { name: /^Credit note CN-\d{6}$/ });
      const label = (await note.textContent())!.replace('Credit note ', '');
      const download = page.waitForEvent('download');
      await note.click();
      const text = await pdfText(await readFile((await (await download).path())!));
      expect(text).toContain(`Credit note number: ${label}`);
      expect(text).toContain(nut.name);
      expect(text).toContain('$60.00');
      expect(text).toContain('Reason: Out of production');

      // Every step's email, to the buyer, each with its link, naming the order by its number and PO.
      const number = (await mine.getByTestId('order-number').textContent())!;
      const named = `${number} · PO PO-${tag} · ${gear.name} and 2 more parts`;
      const expected = [
        [`Order placed: ${named}`, `/dashboard/payment/${orderId}`],
        // The order's own page (issue 33).
        [`Payment received: ${named}`, `/dashboard/order/${number}`],
        [`Part of your order has shipped: ${named}`, 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
        [`Part of your order has shipped: ${named}`, 'https://www.fedex.com/fedextrack/?trknbr=748912345678'],
        [`Refund of $60.00: ${named}`, `/dashboard/order/${number}`],
      ];
      await expect
        .poll(async () => (await inboxOf(customer.email)).length, { timeout: 15_000 })
        .toBe(expected.length);
      const mails = await inboxOf(customer.email);
      for (const mail of mails) expect(mail.to.map((to) => to.address)).toEqual([customer.email]);
      const seen = mails.map((mail) => {
        const link = /https?:\/\/\S+/.exec(mail.text)![0];
        return [mail.subject, link.startsWith(baseURL!) ? new URL(link).pathname : link];
      });
      expect(seen.sort()).toEqual(expected.sort());
    } finally {
      await adminContext.close();
      await context.close();
    }
  });
}
