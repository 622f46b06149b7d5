import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { createTestProduct } from '../support/products';

// An order's own page (issue 33): /dashboard/order/{number} for its buyer and for admins, its lines
// a page at a time and searchable, read on the server; anyone else gets the 404 page.

type Placed = { _id: string; number: string; lines: { partNumber: string; name: string }[] };

const LINES = 30;
let olga: TestUser;
let other: TestUser;
let admin: TestUser;
let order: Placed;
let tag: string;

const page = (path: string, user?: TestUser) =>
  api<string>(path, { cookie: user?.cookie, headers: { Accept: 'text/html' } });

beforeAll(async () => {
  [olga, other, admin] = await Promise.all([
    newCustomer('order-page'),
    newCustomer('order-page-other'),
    signedInAdmin(),
  ]);
  tag = `OP${Date.now().toString(36).toUpperCase()}`;
  const ids = await Promise.all(
    Array.from({ length: LINES }, (_, i) =>
      createTestProduct({
        quantity: 500,
        name: `Page part ${String(i + 1).padStart(2, '0')}`,
        partNumber: `${tag}-${String(i + 1).padStart(3, '0')}`,
      }),
    ),
  );
  await api('/api/cart/lines', {
    method: 'POST',
    cookie: olga.cookie,
    body: { lines: ids.map((productId) => ({ productId, quantity: 30 })) },
  });
  const placed = await api<Placed>('/api/cart/checkout', {
    method: 'POST',
    cookie: olga.cookie,
    body: { customerName: 'Olga', phoneNumber: '+1 555 0100', poNumber: `PO-${tag}` },
  });
  expect(placed.status).toBe(201);
  order = placed.body;
});

describe('the order page', () => {
  it('shows its buyer the head and the first page of lines, not all of them', async () => {
    const shown = await page(`/dashboard/order/${order.number}`, olga);
    expect(shown.status).toBe(200);
    const html = shown.body;
    expect(html).toContain(`Order ${order.number}`);
    expect(html).toContain(`PO-${tag}`);
    expect(html).toContain('30 lines, 900 units');
    expect(html).toContain('Showing 1–25 of 30 lines');
    expect(html).toContain(`${tag}-025`);
    // Page 2 carries the rest, and page 1 none of it: lines are paged on the server.
    expect(html).not.toContain(`${tag}-026`);
    const second = await page(`/dashboard/order/${order.number}?page=2`, olga);
    expect(second.body).toContain('Showing 26–30 of 30 lines');
    expect(second.body).toContain(`${tag}-030`);
    expect(second.body).not.toContain(`${tag}-001<`);
  });

  it('finds lines by part number typed without its dash, or by words of the name', async () => {
    const byNumber = await page(`/dashboard/order/${order.number}?lines=${tag.toLowerCase()}%20017`, olga);
    expect(byNumber.body).toContain('Showing 1–1 of 1 line');
    expect(byNumber.body).toContain('Page part 17');
    expect(byNumber.body).not.toContain('Page part 18');
    const byName = await page(`/dashboard/order/${order.number}?lines=part%2002`, olga);
    expect(byName.body).toContain('Page part 02');
    expect(byName.body).not.toContain('Page part 03');
    const none = await page(`/dashboard/order/${order.number}?lines=nothing-like-it`, olga);
    expect(none.status).toBe(200);
    expect(none.body).toContain('No line matches “nothing-like-it”.');
  });

  it('opens by the number as typed (123, so-123) and by the id', async () => {
    const bare = order.number.replace(/^SO-0*/, '');
    for (const ref of [bare, `so-${bare}`, order._id]) {
      const shown = await page(`/dashboard/order/${ref}`, olga);
      expect(shown.status, ref).toBe(200);
      expect(shown.body).toContain(`Order ${order.number}`);
    }
  });

  it('shows an admin the store side, and nobody else anything (404, like no such order)', async () => {
    const asAdmin = await page(`/dashboard/order/${order.number}`, admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toContain('Manage All Order');
    expect(asAdmin.body).toContain('Olga');
    const asOther = await page(`/dashboard/order/${order.number}`, other);
    expect(asOther.status).toBe(404);
    expect(asOther.body).not.toContain(`PO-${tag}`);
    for (const ref of ['SO-999999999', 'not-a-number', '0']) {
      expect((await page(`/dashboard/order/${ref}`, olga)).status, ref).toBe(404);
    }
    // A visitor is sent to sign in, and back here after.
    const visitor = await page(`/dashboard/order/${order.number}`);
    expect(visitor.status).toBe(307);
    expect(visitor.headers.get('location')).toMatch(
      new RegExp(`/login\\?callbackUrl=${encodeURIComponent(`/dashboard/order/${order.number}`)}$`),
    );
  });
});
