import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { createTestProduct } from '../support/products';

// A customer's address book (issue 36): their own addresses, the default first; another
// customer's address is not theirs to read, change or ship to; their cart's shipping and tax are
// shown for their default address unless they name another. Iceland and the Faroe Islands: no
// other test ships there.

type Saved = {
  _id: string;
  label: string;
  address: { country: string; postalCode: string };
  isDefault: boolean;
};
type Charges = {
  shipTo: { label: string | null; country: string } | null;
  zone: string | null;
  total: number;
  error?: string;
};

let alice: TestUser;
let bob: TestUser;

const HOME = { label: 'Home', line1: 'Laugavegur 1', city: 'Reykjavík', postalCode: '101', country: 'is' };
const WORK = {
  label: 'Workshop',
  line1: 'Tinghúsvegur 5',
  city: 'Tórshavn',
  postalCode: 'FO-100',
  country: 'FO',
};

beforeAll(async () => {
  const admin = await signedInAdmin();
  [alice, bob] = await Promise.all([newCustomer('book-alice'), newCustomer('book-bob')]);
  for (const [name, country, price] of [
    ['Iceland', 'IS', 50],
    ['Faroe Islands', 'FO', 70],
  ] as const) {
    const zone = await api('/api/shipping/zones', {
      method: 'POST',
      cookie: admin.cookie,
      body: { name, areas: [{ country }], methods: [{ name: 'Sea freight', kind: 'flat', price }] },
    });
    expect(zone.status).toBe(201);
  }
});

const book = (user: TestUser) => api<Saved[]>('/api/addresses', { cookie: user.cookie });

describe('an address book', () => {
  it('keeps a customer’s own addresses, the default first', async () => {
    expect((await api('/api/addresses')).status).toBe(401);
    const bad = await api<{ fields: Record<string, string> }>('/api/addresses', {
      method: 'POST',
      cookie: alice.cookie,
      body: { ...HOME, country: 'Iceland' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields.country).toBe('Country is a two-letter code (US, DE, JP)');

    const first = await api<Saved[]>('/api/addresses', { method: 'POST', cookie: alice.cookie, body: HOME });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject([{ label: 'Home', address: { country: 'IS' }, isDefault: true }]);
    const second = await api<Saved[]>('/api/addresses', { method: 'POST', cookie: alice.cookie, body: WORK });
    expect(second.body.map((saved) => [saved.label, saved.isDefault])).toEqual([
      ['Home', true],
      ['Workshop', false],
    ]);
    const work = second.body[1]!;
    const made = await api<Saved[]>(`/api/addresses/${work._id}`, {
      method: 'PUT',
      cookie: alice.cookie,
      body: { ...WORK, label: 'Workshop (Tórshavn)', isDefault: true },
    });
    expect(made.body.map((saved) => [saved.label, saved.isDefault])).toEqual([
      ['Workshop (Tórshavn)', true],
      ['Home', false],
    ]);

    // Not Bob's: to him it does not exist.
    const theirs = await api(`/api/addresses/${work._id}`, { method: 'PUT', cookie: bob.cookie, body: WORK });
    expect(theirs.status).toBe(404);
    expect((await api(`/api/addresses/${work._id}`, { method: 'DELETE', cookie: bob.cookie })).status).toBe(
      404,
    );
    expect((await book(bob)).body).toEqual([]);
    expect((await book(alice)).body).toHaveLength(2);
  });

  it('ships the cart to the default address unless another of one’s own is named', async () => {
    const part = await createTestProduct({ quantity: 1000, priceCents: 1000 });
    await api('/api/cart/lines', {
      method: 'POST',
      cookie: alice.cookie,
      body: { lines: [{ productId: part, quantity: 30 }] },
    });
    const [work, home] = (await book(alice)).body;
    const byDefault = (await api<Charges>('/api/cart/charges', { cookie: alice.cookie })).body;
    expect(byDefault).toMatchObject({
      shipTo: { label: 'Workshop (Tórshavn)', country: 'FO' },
      zone: 'Faroe Islands',
      total: 370,
    });
    const named = (await api<Charges>(`/api/cart/charges?address=${home!._id}`, { cookie: alice.cookie }))
      .body;
    expect(named).toMatchObject({ shipTo: { label: 'Home', country: 'IS' }, zone: 'Iceland', total: 350 });
    // Another customer's address is not one Bob may ship to.
    const refused = await api<Charges>(`/api/cart/charges?address=${work!._id}`, { cookie: bob.cookie });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('Choose one of your addresses');

    expect(
      (await api(`/api/addresses/${work!._id}`, { method: 'DELETE', cookie: alice.cookie })).status,
    ).toBe(200);
    expect((await book(alice)).body.map((saved) => [saved.label, saved.isDefault])).toEqual([['Home', true]]);
  });
});
