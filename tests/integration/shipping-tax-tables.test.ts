import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api } from '../support/http';

// The store's shipping zones and tax table (issue 36), kept by store admins through the API: who
// may, what is refused and why, and what is stored (dollars and kg in, cents and grams kept,
// dollars and kg out). Antarctica (AQ) and Bouvet Island (BV): no other test ships there.

type Zone = {
  _id: string;
  name: string;
  areas: { country: string; regions: string[]; postcodePrefixes: string[] }[];
  methods: {
    id: string;
    kind: string;
    price: number | null;
    bands: { upTo: number | null; price: number | null }[];
    freeAbove: number | null;
  }[];
  error?: string;
  fields?: Record<string, string>;
};
type Rate = { _id: string; rate: number; region: string | null; postcodePrefix: string | null; from: string };

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [admin, customer] = await Promise.all([signedInAdmin(), newCustomer('tables-customer')]);
});

const ZONE = {
  name: 'Antarctic stations',
  areas: [{ country: 'aq', postcodePrefixes: ['BIQQ 1', '99'] }],
  methods: [
    {
      name: 'Freight by weight',
      kind: 'weight',
      bands: [
        { upTo: 5, price: 90 },
        { upTo: 30.5, price: 250 },
        { upTo: null, price: null },
      ],
      freeAbove: 10_000,
    },
    { name: 'Flat', kind: 'flat', price: 45.5, taxClass: 'reduced' },
    { name: 'Pickup at the plant', kind: 'pickup', taxClass: 'exempt' },
  ],
};

describe('shipping zones', () => {
  it('are kept by store admins only', async () => {
    expect((await api('/api/shipping/zones')).status).toBe(401);
    expect((await api('/api/shipping/zones', { cookie: customer.cookie })).status).toBe(403);
    const refused = await api('/api/shipping/zones', { method: 'POST', cookie: customer.cookie, body: ZONE });
    expect(refused.status).toBe(403);
  });

  it('refuse bands that do not rise or are open before the last, naming the field', async () => {
    const bad = await api<Zone>('/api/shipping/zones', {
      method: 'POST',
      cookie: admin.cookie,
      body: {
        ...ZONE,
        methods: [
          {
            name: 'Bad',
            kind: 'weight',
            bands: [
              { upTo: 5, price: 1 },
              { upTo: 5, price: 2 },
              { upTo: null, price: 3 },
              { upTo: 9, price: 4 },
            ],
          },
        ],
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toMatchObject({
      'methods.0.bands.1.upTo': 'Bands rise: each ends above the one before',
      'methods.0.bands.2.upTo': 'Only the last band may be open',
    });
    const kind = await api<Zone>('/api/shipping/zones', {
      method: 'POST',
      cookie: admin.cookie,
      body: { ...ZONE, methods: [{ name: 'Drone', kind: 'drone' }] },
    });
    expect(kind.status).toBe(422);
  });

  it('are added, listed, changed (a method keeps its id) and deleted', async () => {
    const made = await api<Zone>('/api/shipping/zones', { method: 'POST', cookie: admin.cookie, body: ZONE });
    expect(made.status, made.body.error).toBe(201);
    expect(made.body.areas).toEqual([{ country: 'AQ', regions: [], postcodePrefixes: ['BIQQ1', '99'] }]);
    expect(
      made.body.methods.map(({ kind, price, bands, freeAbove }) => ({ kind, price, bands, freeAbove })),
    ).toEqual([
      {
        kind: 'weight',
        price: null,
        bands: [
          { upTo: 5, price: 90 },
          { upTo: 30.5, price: 250 },
          { upTo: null, price: null },
        ],
        freeAbove: 10_000,
      },
      { kind: 'flat', price: 45.5, bands: [], freeAbove: null },
      { kind: 'pickup', price: null, bands: [], freeAbove: null },
    ]);
    const listed = await api<Zone[]>('/api/shipping/zones', { cookie: admin.cookie });
    expect(listed.body.find((zone) => zone._id === made.body._id)?.name).toBe('Antarctic stations');

    const [weight] = made.body.methods;
    const changed = await api<Zone>(`/api/shipping/zones/${made.body._id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { ...ZONE, name: 'Antarctica', methods: [{ ...ZONE.methods[0], id: weight!.id }] },
    });
    expect(changed.status, changed.body.error).toBe(200);
    expect(changed.body.name).toBe('Antarctica');
    expect(changed.body.methods.map((method) => method.id)).toEqual([weight!.id]);

    const gone = await api(`/api/shipping/zones/${made.body._id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(gone.status).toBe(200);
    const again = await api(`/api/shipping/zones/${made.body._id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(again.status).toBe(404);
  });
});

describe('the tax table', () => {
  const RATE = {
    country: 'BV',
    region: 'north',
    postcodePrefix: '12 3',
    taxClass: 'standard',
    rate: 8.875,
    label: 'Sales tax',
    from: '2026-01-01',
  };

  it('is kept by store admins only', async () => {
    expect((await api('/api/tax/rates')).status).toBe(401);
    const refused = await api('/api/tax/rates', { method: 'POST', cookie: customer.cookie, body: RATE });
    expect(refused.status).toBe(403);
  });

  it('refuses a rate above 100 % or with four decimals, and a day that does not exist', async () => {
    for (const body of [
      { ...RATE, rate: 100.5 },
      { ...RATE, rate: 8.8755 },
      { ...RATE, from: '2026-02-30' },
      { ...RATE, taxClass: 'luxury' },
    ]) {
      const refused = await api<{ fields: Record<string, string> }>('/api/tax/rates', {
        method: 'POST',
        cookie: admin.cookie,
        body,
      });
      expect(refused.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('adds rows, pages one country’s and removes one entered by mistake', async () => {
    const added = await api<Rate>('/api/tax/rates', { method: 'POST', cookie: admin.cookie, body: RATE });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      rate: 8.875,
      region: 'NORTH',
      postcodePrefix: '123',
      from: '2026-01-01',
    });
    const second = await api<Rate>('/api/tax/rates', {
      method: 'POST',
      cookie: admin.cookie,
      body: { ...RATE, region: '', postcodePrefix: '', rate: 6, from: '2027-01-01' },
    });
    expect(second.body).toMatchObject({ region: null, postcodePrefix: null, rate: 6 });
    const page = await api<Rate[]>('/api/tax/rates?country=bv&limit=1', { cookie: admin.cookie });
    expect(page.headers.get('x-total-count')).toBe('2');
    expect(page.body).toHaveLength(1);
    // By place: the whole country's row before the region's.
    expect(page.body[0]!._id).toBe(second.body._id);
    for (const id of [added.body._id, second.body._id])
      expect((await api(`/api/tax/rates/${id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(
        200,
      );
    expect((await api<Rate[]>('/api/tax/rates?country=BV', { cookie: admin.cookie })).body).toEqual([]);
  });
});
