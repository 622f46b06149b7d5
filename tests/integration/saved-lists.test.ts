import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { newCustomer, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { approvedCompany, member } from '../support/companies';
import { createTestProduct, setOnHand } from '../support/products';

// Saved lists (issue 26): a customer saves the cart under a name, reads a list priced now, puts
// it back in the cart (what cannot be bought is listed), exports it as CSV; 50 lists at most. A
// company member shares one with the company (issue 34).

type Summary = { _id: string; name: string; lineCount: number; updatedAt: string; error?: string };
type List = Summary & {
  lines: {
    productId: string;
    partNumber: string;
    name: string;
    quantity: number;
    unitPrize: number | null;
    problem: string | null;
  }[];
};
type CartBody = { lines: { productId: string; quantity: number }[] };

let carol: TestUser;
let dave: TestUser;

beforeAll(async () => {
  [carol, dave] = await Promise.all([newCustomer('lists'), newCustomer('lists-other')]);
});

const addLines = (user: TestUser, lines: { productId: string; quantity: number }[]) =>
  api<CartBody>('/api/cart/lines', { method: 'POST', cookie: user.cookie, body: { lines } });
const emptyCart = async (user: TestUser) => {
  const cart = await api<CartBody>('/api/cart', { cookie: user.cookie });
  for (const line of cart.body.lines)
    await api(`/api/cart/lines/${line.productId}`, { method: 'DELETE', cookie: user.cookie });
};
const saveList = (user: TestUser, name: unknown) =>
  api<Summary & { fields?: Record<string, string> }>('/api/lists', {
    method: 'POST',
    cookie: user.cookie,
    body: { name },
  });

describe('saved lists', () => {
  it('saves the cart under a name, shows it priced now, and keeps names apart by case and spacing', async () => {
    const bolt = await createTestProduct({ quantity: 500, priceCents: 200, name: 'List bolt' });
    const nut = await createTestProduct({ quantity: 500, priceCents: 50, name: 'List nut' });
    await emptyCart(carol);
    await addLines(carol, [
      { productId: bolt, quantity: 40 },
      { productId: nut, quantity: 60 },
    ]);
    const saved = await saveList(carol, '  Line 3 monthly ');
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: 'Line 3 monthly', lineCount: 2 });

    // The same name in other case and spacing is the same list's.
    const again = await saveList(carol, 'line 3   MONTHLY');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You already have a list named "line 3   MONTHLY"');
    expect((await saveList(carol, '')).status).toBe(422);

    const index = await api<Summary[]>('/api/lists', { cookie: carol.cookie });
    expect(index.status).toBe(200);
    expect(index.headers.get('x-total-count')).toBe('1');
    expect(index.body.map((list) => list.name)).toEqual(['Line 3 monthly']);

    const shown = await api<List>(`/api/lists/${saved.body._id}?limit=1&page=2`, { cookie: carol.cookie });
    expect(shown.status).toBe(200);
    expect(shown.body.lineCount).toBe(2);
    expect(shown.body.lines).toEqual([
      expect.objectContaining({
        productId: nut,
        name: 'List nut',
        quantity: 60,
        unitPrize: 0.5,
        problem: null,
      }),
    ]);
    // A page past the last line (found by the fuzzer: the local server failed it) has no lines.
    for (const page of ['page=3&limit=1', 'page=424075&limit=99']) {
      const past = await api<List>(`/api/lists/${saved.body._id}?${page}`, { cookie: carol.cookie });
      expect(past.status).toBe(200);
      expect(past.body).toMatchObject({ lineCount: 2, lines: [] });
    }

    // Another customer sees none of it, and cannot change it.
    expect((await api(`/api/lists/${saved.body._id}`, { cookie: dave.cookie })).status).toBe(404);
    expect((await api(`/api/lists/${saved.body._id}/csv`, { cookie: dave.cookie })).status).toBe(404);
    expect(
      (await api(`/api/lists/${saved.body._id}`, { method: 'DELETE', cookie: dave.cookie })).status,
    ).toBe(404);
    expect(
      (await api(`/api/lists/${saved.body._id}/cart`, { method: 'POST', cookie: dave.cookie })).status,
    ).toBe(404);
    expect((await api<Summary[]>('/api/lists', { cookie: dave.cookie })).body).toEqual([]);
    expect((await api('/api/lists')).status).toBe(401);
  });

  it("puts a list back in the cart at today's prices, naming the lines it cannot", async () => {
    const kept = await createTestProduct({ quantity: 500, priceCents: 300, name: 'Kept washer' });
    const gone = await createTestProduct({ quantity: 500, name: 'Retired clip' });
    const scarce = await createTestProduct({ quantity: 500, name: 'Scarce pin' });
    await emptyCart(carol);
    await addLines(carol, [
      { productId: kept, quantity: 30 },
      { productId: gone, quantity: 30 },
      { productId: scarce, quantity: 90 },
    ]);
    const saved = await saveList(carol, `Refill ${new ObjectId().toHexString().slice(-6)}`);
    expect(saved.status).toBe(201);
    await emptyCart(carol);
    await withAppDb(async (db) => {
      await db.collection('products').deleteOne({ _id: new ObjectId(gone) });
      await setOnHand(scarce, 40);
      await db.collection('products').updateOne({ _id: new ObjectId(kept) }, { $set: { priceCents: 350 } });
    });

    // The list still names the part that is gone, and says why it cannot be bought.
    const shown = await api<List>(`/api/lists/${saved.body._id}`, { cookie: carol.cookie });
    expect(shown.body.lines.find((line) => line.productId === gone)).toMatchObject({
      name: 'Retired clip',
      unitPrize: null,
      problem: 'This part is no longer sold',
    });

    const into = await api<{ added: number; skipped: { name: string; reason: string }[]; cart: CartBody }>(
      `/api/lists/${saved.body._id}/cart`,
      { method: 'POST', cookie: carol.cookie },
    );
    expect(into.status).toBe(200);
    expect(into.body.added).toBe(1);
    expect(into.body.skipped).toEqual([
      { name: 'Retired clip', partNumber: expect.any(String), reason: 'This part is no longer sold' },
      { name: 'Scarce pin', partNumber: expect.any(String), reason: 'Only 40 in stock (you asked for 90)' },
    ]);
    expect(into.body.cart.lines).toMatchObject([{ productId: kept, quantity: 30, unitPrize: 3.5 }]);
  });

  it('exports a list as CSV in the columns Quick order reads back', async () => {
    const part = await createTestProduct({ quantity: 500, name: 'Export, "quoted" part' });
    await emptyCart(carol);
    await addLines(carol, [{ productId: part, quantity: 45 }]);
    const saved = await saveList(carol, `Export ${new ObjectId().toHexString().slice(-6)}`);
    const csv = await api<string>(`/api/lists/${saved.body._id}/csv`, { cookie: carol.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename=list-export-[a-f\d]{6}\.csv$/,
    );
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Part number,Quantity,Part');
    expect(row).toMatch(/^T-[A-F\d]+,45,"Export, ""quoted"" part"$/i);
  });

  it('renames and deletes a list, refuses an empty cart, and keeps at most 50 lists', async () => {
    const user = await newCustomer('lists-many');
    expect((await saveList(user, 'Nothing in it')).body.error).toBe(
      'Your cart is empty: add parts before saving it as a list',
    );
    const part = await createTestProduct({ quantity: 500 });
    await addLines(user, [{ productId: part, quantity: 30 }]);
    const first = await saveList(user, 'First');
    const renamed = await api<Summary>(`/api/lists/${first.body._id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { name: 'Renamed' },
    });
    expect(renamed.body.name).toBe('Renamed');
    // 49 more reach the bound (written straight to the database: the API allows 60 saves an hour).
    await withAppDb(async (db) => {
      const account = await db.collection('users').findOne({ email: user.email });
      await db.collection('saved_lists').insertMany(
        Array.from({ length: 49 }, (_, i) => ({
          userId: account!._id,
          name: `Bulk ${i}`,
          nameKey: `bulk ${i}`,
          lines: [],
          lineCount: 0,
          createdAt: new Date(),
          updatedAt: new Date(),
        })),
      );
    });
    const over = await saveList(user, 'One too many');
    expect(over.status).toBe(422);
    expect(over.body.error).toBe(
      'You have 50 saved lists, the most you can keep. Delete one to save another.',
    );
    expect(
      (await api(`/api/lists/${first.body._id}`, { method: 'DELETE', cookie: user.cookie })).status,
    ).toBe(200);
    expect((await api(`/api/lists/${first.body._id}`, { cookie: user.cookie })).status).toBe(404);
    // One place left and twenty saves at once: the count and the write are one step, so one fits.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => saveList(user, `Burst ${i}`)));
    expect(burst.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(burst.filter((answer) => answer.status === 422)).toHaveLength(19);
  });
});

describe('a list shared with a company (issue 34)', () => {
  it('is used by every member, changed by its owner alone, and unseen outside the company', async () => {
    const company = await approvedCompany('shared-lists');
    const [owner, finance] = await Promise.all([
      member(company, ['buyer'], 'list-owner'),
      member(company, ['finance'], 'list-finance'),
    ]);
    const stranger = await approvedCompany('shared-lists-stranger');
    const bolt = await createTestProduct({ quantity: 500, priceCents: 200, name: 'Shared bolt' });
    await addLines(owner, [{ productId: bolt, quantity: 40 }]);
    const saved = await saveList(owner, 'Line 7 weekly');
    expect(saved.body).toMatchObject({ mine: true, shared: false, owner: null });
    const id = saved.body._id;
    const sharing = (user: TestUser, shared: unknown) =>
      api<Summary & { shared: boolean }>(`/api/lists/${id}/sharing`, {
        method: 'PUT',
        cookie: user.cookie,
        body: { shared },
      });
    const read = (user: TestUser) => api<List>(`/api/lists/${id}`, { cookie: user.cookie });
    const sharedWith = (user: TestUser) =>
      api<(Summary & { mine: boolean; owner: string | null })[]>('/api/lists?scope=company', {
        cookie: user.cookie,
      });

    // Not shared yet: a colleague does not find it.
    expect((await read(finance)).status).toBe(404);
    expect((await sharing(owner, 'yes')).status).toBe(422);
    // Outside a company, there is nobody to share with.
    expect((await sharing(carol, true)).status).toBe(404);

    const shared = await sharing(owner, true);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ shared: true, mine: true });
    const listed = await sharedWith(finance);
    expect(listed.body).toEqual([expect.objectContaining({ _id: id, mine: false, owner: owner.name })]);
    expect((await read(finance)).body.lines).toHaveLength(1);
    expect((await api(`/api/lists/${id}/csv`, { cookie: finance.cookie })).status).toBe(200);
    const intoCart = await api<{ added: number }>(`/api/lists/${id}/cart`, {
      method: 'POST',
      cookie: finance.cookie,
    });
    expect(intoCart.body).toMatchObject({ added: 1 });

    // Only its owner renames, deletes or unshares it; another company finds none of it.
    expect((await sharing(finance, false)).status).toBe(404);
    const rename = await api(`/api/lists/${id}`, {
      method: 'PATCH',
      cookie: finance.cookie,
      body: { name: 'Mine' },
    });
    expect(rename.status).toBe(404);
    expect((await api(`/api/lists/${id}`, { method: 'DELETE', cookie: finance.cookie })).status).toBe(404);
    expect((await read(stranger.admin)).status).toBe(404);
    expect((await sharedWith(stranger.admin)).body.map((list) => list._id)).not.toContain(id);
    expect((await sharedWith(carol)).status).toBe(404);

    expect((await sharing(owner, false)).body).toMatchObject({ shared: false });
    expect((await read(finance)).status).toBe(404);
    expect((await sharedWith(finance)).body).toEqual([]);
  });
});
