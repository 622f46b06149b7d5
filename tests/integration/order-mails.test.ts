import { describe, expect, it } from 'vitest';
import { newCustomer, signedInAdmin } from '../support/auth';
import { api } from '../support/http';
import { linkIn, waitForMail } from '../support/inbox';
import { createTestProduct } from '../support/products';

// The order's and the quote's mail (issue 27), as the customer receives it in the local inbox.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('order and quote mail', () => {
  it('an order placed carries a link to pay it; cancelling it is confirmed', async () => {
    const buyer = await newCustomer('order-mail');
    const part = await createTestProduct({ quantity: 100, priceCents: 950, name: 'Mail flange' });
    const placed = await api<{ _id: string; number: string }>(`/api/order/${part}`, {
      method: 'POST',
      cookie: buyer.cookie,
      body: { customerName: 'Mia', phoneNumber: '+1 555 0100', productQuantity: 40, poNumber: 'PO-77' },
    });
    expect(placed.status).toBe(201);
    const [mail] = await waitForMail(buyer.email);
    // Named by its number and the buyer's PO (issue 33).
    expect(placed.body.number).toMatch(/^SO-\d{6}$/);
    expect(mail!.subject).toBe(`Order placed: ${placed.body.number} · PO PO-77 · Mail flange`);
    expect(mail!.text).toContain('Hello Mia,');
    expect(mail!.text).toContain('40 × Mail flange');
    // The number, the PO and the total each on a line of their own (issue 33).
    expect(mail!.text).toContain(`Order: ${placed.body.number}\nPO: PO-77\n`);
    expect(mail!.text).toContain('\nTotal: $380.00\n');
    expect(linkIn(mail!)).toMatch(new RegExp(`/dashboard/payment/${placed.body._id}$`));
    expect(mail!.html).toContain('Pay now');

    expect(
      (await api(`/api/order/${placed.body._id}`, { method: 'DELETE', cookie: buyer.cookie })).status,
    ).toBe(200);
    const [, cancelled] = await waitForMail(buyer.email, 2);
    expect(cancelled!.subject).toBe(`Order cancelled: ${placed.body.number} · PO PO-77 · Mail flange`);
    expect(cancelled!.text).toContain('Your order is cancelled, as you asked. Nothing was charged.');
  });

  it('an offer on a quote tells the price, the last day and where to accept it', async () => {
    const [buyer, admin] = await Promise.all([newCustomer('quote-mail'), signedInAdmin()]);
    const part = await createTestProduct({ quantity: 10, name: 'Mail shaft' });
    const asked = await api<{ _id: string }>('/api/quotes', {
      method: 'POST',
      cookie: buyer.cookie,
      body: { productId: part, quantity: 300 },
    });
    const until = day(9);
    await api(`/api/quotes/${asked.body._id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { unitPrize: 4.25, validUntil: until },
    });
    const [mail] = await waitForMail(buyer.email);
    expect(mail!.subject).toMatch(/^Your quote is ready: Q-\d{6} · Mail shaft$/);
    expect(mail!.text).toContain('We can offer 300 × Mail shaft at $4.25 per unit: $1,275.00 in all.');
    expect(mail!.text).toContain(`The offer is good until the end of ${until} (UTC).`);
    expect(linkIn(mail!)).toMatch(/\/dashboard\/myquotes$/);
  });
});
