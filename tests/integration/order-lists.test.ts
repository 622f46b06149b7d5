import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { createTestProduct } from '../support/products';

type Order = { _id: string; customerEmail: string; status: string; createdAt: string };

let admin: TestUser;
let buyer: TestUser;
const placed: string[] = [];

const place = (user: TestUser, productId: string, body: Record<string, unknown> = {}) =>
  api<Order>(`/api/order/${productId}`, {
    method: 'POST',
    cookie: user.cookie,
    body: { customerName: 'List Buyer', phoneNumber: '555 0100', productQuantity: 30, ...body },
  });

beforeAll(async () => {
  [admin, buyer] = await Promise.all([signedInAdmin(), newCustomer('lister')]);
  const productId = await createTestProduct({ quantity: 60 * 30 });
  for (let i = 0; i < 60; i += 1) placed.push((await place(buyer, productId)).body._id);
}, 60_000);

describe('paged order lists', () => {
  it('GET /api/order pages by 50 with X-Total-Count and Link; the oldest order is on the last page', async () => {
    const first = await api<Order[]>('/api/order', { cookie: buyer.cookie });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(50);
    expect(first.headers.get('x-total-count')).toBe('60');
    const link = first.headers.get('link')!;
    expect(link).toContain('</api/order?page=2&limit=50>; rel="next"');
    expect(link).toContain('</api/order?page=2&limit=50>; rel="last"');
    expect(link).not.toContain('rel="prev"');
    expect(first.body[0]!._id).toBe(placed.at(-1));
    const last = await api<Order[]>('/api/order?page=2', { cookie: buyer.cookie });
    expect(last.body).toHaveLength(10);
    expect(last.body.at(-1)!._id).toBe(placed[0]);
    expect(last.headers.get('link')).toContain('</api/order?page=1&limit=50>; rel="prev"');
    const all = new Set([...first.body, ...last.body].map((o) => o._id));
    expect(all.size).toBe(60);
  });

  it('GET /api/allorder filters by customer, status and dates, 25 a page for the screen', async () => {
    const query = `customerEmail=${encodeURIComponent(buyer.email)}&limit=25`;
    const pages = await Promise.all(
      [1, 2, 3].map((n) => api<Order[]>(`/api/allorder?${query}&page=${n}`, { cookie: admin.cookie })),
    );
    expect(pages.map((p) => p.body.length)).toEqual([25, 25, 10]);
    expect(pages[2]!.body.at(-1)!._id).toBe(placed[0]);
    expect(pages[0]!.headers.get('link')).toContain('page=3&limit=25>; rel="last"');
    const today = new Date().toISOString().slice(0, 10);
    const count = async (extra: string) =>
      (
        await api(`/api/allorder?customerEmail=${encodeURIComponent(buyer.email)}&${extra}`, {
          cookie: admin.cookie,
        })
      ).headers.get('x-total-count');
    expect(await count('status=unpaid')).toBe('60');
    expect(await count('status=paid')).toBe('0');
    expect(await count(`from=${today}&to=${today}`)).toBe('60');
    expect(await count('to=2020-01-01')).toBe('0');
    for (const bad of [
      'status=lost',
      'from=2026-13-01',
      'from=yesterday',
      'from=2026-05-02&to=2026-05-01',
      'customerEmail=nope',
    ]) {
      expect((await api(`/api/allorder?${bad}`, { cookie: admin.cookie })).status, bad).toBe(422);
    }
    expect((await api('/api/allorder?limit=101', { cookie: admin.cookie })).status).toBe(400);
  });

  it("finds an order by its number (SO-000123, so-123 or 123), among the buyer's own only", async () => {
    const [latest] = (
      await api<(Order & { number: string })[]>('/api/order?limit=1', { cookie: buyer.cookie })
    ).body;
    const label = latest!.number;
    const digits = String(Number(label.slice(3)));
    for (const typed of [label, label.toLowerCase(), digits]) {
      const found = await api<Order[]>(`/api/order?number=${encodeURIComponent(typed)}`, {
        cookie: buyer.cookie,
      });
      expect(found.body.map((order) => order._id)).toEqual([latest!._id]);
      expect(found.headers.get('x-total-count')).toBe('1');
    }
    const byAdmin = await api<Order[]>(`/api/allorder?number=${label}`, { cookie: admin.cookie });
    expect(byAdmin.body.map((order) => order._id)).toEqual([latest!._id]);
    // Another buyer's number finds nothing in My Orders; a malformed one is a 422 that says how they look.
    const other = await newCustomer('lister-other');
    expect((await api<Order[]>(`/api/order?number=${label}`, { cookie: other.cookie })).body).toEqual([]);
    const bad = await api<{ error: string }>('/api/order?number=ORDER-1', { cookie: buyer.cookie });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe('Order numbers look like SO-000123');
  });

  it('pages Manage Products and Make Admin lists with their searches', async () => {
    const low = await api<{ quantity: number }[]>('/api/manageproduct?low=1&limit=100', {
      cookie: admin.cookie,
    });
    expect(low.status).toBe(200);
    expect(low.body.every((p) => p.quantity < 30)).toBe(true);
    const users = await api<{ email: string }[]>(
      `/api/user?q=${encodeURIComponent(buyer.email.slice(0, 12))}`,
      {
        cookie: admin.cookie,
      },
    );
    expect(users.body.map((u) => u.email)).toEqual([buyer.email]);
    expect(users.headers.get('x-total-count')).toBe('1');
    expect((await api('/api/user?q=.*', { cookie: admin.cookie })).headers.get('x-total-count')).toBe('0');
  });
});

describe('CSV export', () => {
  it('streams the filtered orders as RFC 4180 CSV with formulas neutralised; admins only', async () => {
    const exporter = await newCustomer('csv');
    const productId = await createTestProduct({ quantity: 300, priceCents: 199 });
    const names = ['=HYPERLINK("http://evil.example")', '@SUM(1,2)', 'Smith, "Jo"', '-2+3'];
    for (const customerName of names)
      await place(exporter, productId, { customerName, phoneNumber: '+1 555 0100' });
    const url = `${baseURL()}/api/orders/export?customerEmail=${encodeURIComponent(exporter.email)}`;
    const response = await fetch(url, { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename=orders-${new Date().toISOString().slice(0, 10)}.csv`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a UTF-8 BOM, for spreadsheets
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('Order id,Order number,Placed at (UTC),Customer name,')).toBe(true);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + names.length);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).toContain(`"'@SUM(1,2)"`);
    expect(text).toContain(`"Smith, ""Jo"""`);
    expect(text).toContain(`,'-2+3,`);
    expect(text).toContain(`,'+1 555 0100,`);
    // A row per line: its quantity, unit price and total, then the order's total.
    expect(text).toContain(',30,1.99,59.70,59.70,unpaid,');
    expect(text).not.toMatch(/(^|,)[=+@]/m);

    for (const [who, status] of [
      [exporter.cookie, 403],
      [undefined, 401],
    ] as const) {
      const refused = await fetch(url, { headers: who ? { Cookie: who } : {} });
      expect(refused.status).toBe(status);
      expect(refused.headers.get('content-type')).toContain('application/json');
    }
    expect((await fetch(`${url}&status=bogus`, { headers: { Cookie: admin.cookie } })).status).toBe(422);
  });
});

describe('CSV export of many orders', () => {
  it('writes every order once and the header once across chunks, and only the header when nothing matches', async () => {
    const bulk = await newCustomer('bulkcsv');
    const productId = await createTestProduct({ quantity: 130 * 30 });
    const ids: string[] = [];
    for (let i = 0; i < 130; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => place(bulk, productId)));
      ids.push(...batch.map((order) => order.body._id));
    }
    const exportOf = async (email: string) => {
      const url = `${baseURL()}/api/orders/export?customerEmail=${encodeURIComponent(email)}`;
      const response = await fetch(url, { headers: { Cookie: admin.cookie } });
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer()).toString('utf8');
    };
    const text = await exportOf(bulk.email);
    expect(text.startsWith('\ufeffOrder id,')).toBe(true);
    expect(text.indexOf('\ufeff', 1)).toBe(-1);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines.filter((line) => line.startsWith('Order id,'))).toHaveLength(1);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([...ids].sort());

    const nobody = await newCustomer('nocsv');
    const empty = await exportOf(nobody.email);
    expect(empty).toMatch(/^\ufeffOrder id,[^\r\n]*,Stock\r\n$/);
  });
});

describe('GET /api/audit', () => {
  it('lists role changes for admins, newest first, filtered by action and actor; customers get 403', async () => {
    const promoted = await newCustomer('promoted');
    expect(
      (
        await api(`/api/user/admin/${encodeURIComponent(promoted.email)}`, {
          method: 'PUT',
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(200);
    const { status, body } = await api<{ action: string; actor: string; target: string; at: string }[]>(
      `/api/audit?action=user.make-admin&actor=${encodeURIComponent(admin.email)}`,
      { cookie: admin.cookie },
    );
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ action: 'user.make-admin', actor: admin.email, target: promoted.email });
    expect(body.every((e) => e.action === 'user.make-admin')).toBe(true);
    expect((await api('/api/audit', { cookie: buyer.cookie })).status).toBe(403);
    expect((await api('/api/audit')).status).toBe(401);
    expect((await api('/api/audit?action=$where', { cookie: admin.cookie })).status).toBe(422);
  });

  it("filters by what an action was done to: one target's whole history, nothing else", async () => {
    const promoted = await newCustomer('history');
    for (const method of ['PUT', 'DELETE'])
      await api(`/api/user/admin/${encodeURIComponent(promoted.email)}`, { method, cookie: admin.cookie });
    const { status, body } = await api<{ action: string; target: string }[]>(
      `/api/audit?target=${encodeURIComponent(promoted.email.toUpperCase())}`,
      { cookie: admin.cookie },
    );
    expect(status).toBe(200);
    expect(body.map((e) => e.action)).toEqual(['user.remove-admin', 'user.make-admin']);
    expect(body.every((e) => e.target === promoted.email)).toBe(true);
  });
});
