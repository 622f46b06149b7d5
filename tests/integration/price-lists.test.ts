import { ObjectId } from 'mongodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { approvedCompany, member, type TestCompany } from '../support/companies';
import { api } from '../support/http';
import { withAppDb } from '../support/app-db';
import { createTestProduct } from '../support/products';
import {
  listCode,
  partNumberOf,
  priceList as makeList,
  setEntries as putEntries,
  type PriceList,
} from '../support/price-lists';

// Contract prices (issue 35): store admins keep price lists for companies; a member of such a
// company is priced by them wherever a price is shown or charged (cart, BOM check, checkout, the
// purchase page), through the one resolver; a visitor and another company see the ladder.

type Cart = {
  lines: { productId: string; unitPrize: number; totalPrize: number; contract: string | null }[];
  subtotal: number;
};

let admin: TestUser;
let acme: TestCompany;
let other: TestCompany;
let buyer: TestUser & { memberId: string };
let outsider: TestUser & { memberId: string };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const code = listCode;
const priceList = (body: object) => makeList(admin, body);
const setEntries = (id: string, entries: object[], dryRun = false) => putEntries(admin, id, entries, dryRun);
/** `user`'s cart holding just `quantity` of the part. */
async function cartOf(user: TestUser, productId: string, quantity: number): Promise<Cart> {
  const put = await api<Cart>(`/api/cart/lines/${productId}`, {
    method: 'PUT',
    cookie: user.cookie,
    body: { quantity },
  });
  expect(put.status).toBe(200);
  const cart = (await api<Cart>('/api/cart', { cookie: user.cookie })).body;
  await api(`/api/cart/lines/${productId}`, { method: 'DELETE', cookie: user.cookie });
  return cart;
}
const bomPrice = async (user: TestUser | null, productId: string, quantity: number) => {
  const report = await api<{ lines: { unitPrize: number | null; contract: string | null }[] }>(
    '/api/cart/bom',
    {
      method: 'POST',
      ...(user ? { cookie: user.cookie } : {}),
      body: { text: `${partNumberOf(productId)}\t${quantity}` },
    },
  );
  expect(report.status).toBe(200);
  return report.body.lines[0]!;
};

beforeAll(async () => {
  admin = await signedInAdmin();
  [acme, other] = await Promise.all([approvedCompany('contract-acme'), approvedCompany('contract-other')]);
  buyer = await member(acme, ['buyer'], 'contract-buyer');
  outsider = await member(other, ['buyer'], 'contract-outsider');
});

describe('price lists', () => {
  it('are kept by store admins only, validated, one code each', async () => {
    const customer = await newCustomer('contract-customer');
    const body = { code: code('acl'), name: 'ACL', everyCompany: true };
    expect((await api('/api/price-lists', { method: 'POST', cookie: customer.cookie, body })).status).toBe(
      403,
    );
    expect((await api('/api/price-lists', { method: 'POST', body })).status).toBe(401);
    const both = await api<{ fields: Record<string, string> }>('/api/price-lists', {
      method: 'POST',
      cookie: admin.cookie,
      body: { ...body, companyIds: [acme.id], validFrom: day(5), validTo: day(2) },
    });
    expect(both.status).toBe(422);
    expect(both.body.fields).toEqual({
      companyIds: 'Choose the companies it applies to, or every business account (not both)',
      validTo: 'Valid to must be after valid from',
    });
    const made = await priceList(body);
    expect(made).toMatchObject({ code: body.code, entryCount: 0, validFrom: null });
    const again = await api<{ error: string }>('/api/price-lists', {
      method: 'POST',
      cookie: admin.cookie,
      body,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(`A price list with code ${body.code} exists already.`);
  });

  it('take entries by part number: a dry run names unknown numbers, duplicates and prices above the part’s own', async () => {
    const part = await createTestProduct({ quantity: 500, priceCents: 2000 });
    const list = await priceList({ code: code('dry'), name: 'Dry', companyIds: [acme.id] });
    const rows = [
      { partNumber: partNumberOf(part), unitPrice: 25 },
      { partNumber: 'NO-SUCH-PART-9', unitPrice: 1 },
      { partNumber: partNumberOf(part).toLowerCase(), percentOff: 10 },
    ];
    const dry = await setEntries(list._id, rows, true);
    expect(dry.status).toBe(422);
    expect(dry.body).toMatchObject({
      written: false,
      errors: [
        { row: 2, message: 'Unknown part number NO-SUCH-PART-9' },
        { row: 3, message: `${partNumberOf(part)} is named twice (row 1 too)` },
      ],
      warnings: [{ row: 1, message: `${partNumberOf(part)}: above the part's own price` }],
    });
    const bad = await setEntries(list._id, [
      { partNumber: partNumberOf(part), unitPrice: 15, breaks: [{ minQuantity: 100, unitPrice: 16 }] },
    ]);
    expect(bad.body.errors).toEqual([
      { row: 1, message: `${partNumberOf(part)}: Each break needs a better price than the one before` },
    ]);
    const good = await setEntries(list._id, [{ partNumber: partNumberOf(part), unitPrice: 15 }]);
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ written: true, entries: 1, errors: [] });
    const listed = await api<{ partNumber: string; unitPrice: number }[]>(
      `/api/price-lists/${list._id}/entries`,
      {
        cookie: admin.cookie,
      },
    );
    expect(listed.body).toEqual([
      { partNumber: partNumberOf(part), productId: part, unitPrice: 15, percentOff: null, breaks: [] },
    ]);
    // Writing the same entries again changes nothing.
    expect(
      (await setEntries(list._id, [{ partNumber: partNumberOf(part), unitPrice: 15 }])).body.entries,
    ).toBe(1);
    expect(
      (await api<PriceList>(`/api/price-lists/${list._id}`, { cookie: admin.cookie })).body.entryCount,
    ).toBe(1);
  });
});

describe('a contract price', () => {
  it('is what a member of the company sees and pays everywhere; a visitor and another company see the ladder', async () => {
    const part = await createTestProduct({ quantity: 5000, priceCents: 2000 });
    const list = await priceList({ code: code('acme'), name: 'ACME contract', companyIds: [acme.id] });
    expect((await setEntries(list._id, [{ partNumber: partNumberOf(part), unitPrice: 12.5 }])).status).toBe(
      200,
    );
    const label = `Contract price (list ${list.code})`;

    const mine = await cartOf(buyer, part, 40);
    expect(mine.lines[0]).toMatchObject({ unitPrize: 12.5, totalPrize: 500, contract: label });
    expect(await bomPrice(buyer, part, 40)).toMatchObject({ unitPrize: 12.5, contract: label });
    expect((await cartOf(outsider, part, 40)).lines[0]).toMatchObject({ unitPrize: 20, contract: null });
    expect(await bomPrice(outsider, part, 40)).toMatchObject({ unitPrize: 20, contract: null });
    expect(await bomPrice(null, part, 40)).toMatchObject({ unitPrize: 20, contract: null });

    // The purchase page (the buyer's own, never cached) prices with the same lists.
    const page = await api<string>(`/product/${part}`, { cookie: buyer.cookie });
    expect(page.body).toContain(label);
    const theirs = await api<string>(`/product/${part}`, { cookie: outsider.cookie });
    expect(theirs.body).not.toContain('Contract price');

    // Checkout charges what the cart showed.
    await api(`/api/cart/lines/${part}`, { method: 'PUT', cookie: buyer.cookie, body: { quantity: 40 } });
    const placed = await api<{ totalPrize: number; error?: string }>('/api/cart/checkout', {
      method: 'POST',
      cookie: buyer.cookie,
      body: { customerName: 'Bea', phoneNumber: '+1 555 0100' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(placed.status, placed.body.error).toBe(201);
    expect(placed.body).toMatchObject({
      totalPrize: 500,
      saving: 300,
      lines: [{ unitPrize: 12.5, contract: label, saving: 300 }],
    });
  });

  it('loses to a lower break, wins when exclusive, and applies only from its first day', async () => {
    const part = await createTestProduct({ quantity: 5000, priceCents: 2000 });
    await withAppDb((db) =>
      db
        .collection('products')
        .updateOne(
          { _id: new ObjectId(part) },
          { $set: { priceBreaks: [{ minQuantity: 500, unitCents: 900 }] } },
        ),
    );
    const plain = await priceList({ code: code('plain'), name: 'Plain', companyIds: [acme.id] });
    await setEntries(plain._id, [{ partNumber: partNumberOf(part), unitPrice: 10 }]);
    expect((await cartOf(buyer, part, 500)).lines[0]).toMatchObject({ unitPrize: 9, contract: null });
    expect((await cartOf(buyer, part, 100)).lines[0]).toMatchObject({ unitPrize: 10 });

    const exclusive = await priceList({
      code: code('excl'),
      name: 'Exclusive',
      companyIds: [acme.id],
      exclusive: true,
    });
    await setEntries(exclusive._id, [{ partNumber: partNumberOf(part), unitPrice: 11 }]);
    expect((await cartOf(buyer, part, 500)).lines[0]).toMatchObject({
      unitPrize: 11,
      contract: `Contract price (list ${exclusive.code})`,
    });

    const later = await api<PriceList>(`/api/price-lists/${exclusive._id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: {
        code: exclusive.code,
        name: 'Exclusive',
        companyIds: [acme.id],
        exclusive: true,
        validFrom: day(2),
      },
    });
    expect(later.body.validFrom).toBe(day(2));
    expect((await cartOf(buyer, part, 500)).lines[0]).toMatchObject({ unitPrize: 9, contract: null });

    const explained = await api<{
      unitPrice: number;
      source: string;
      candidates: { source: string; outcome: string }[];
    }>(`/api/price-lists/explain?partNumber=${partNumberOf(part)}&companyId=${acme.id}&quantity=500`, {
      cookie: admin.cookie,
    });
    expect(explained.status).toBe(200);
    expect(explained.body).toMatchObject({ unitPrice: 9, source: 'Volume price from 500' });
    expect(explained.body.candidates).toEqual(
      expect.arrayContaining([
        { source: 'Volume price from 500', unitPrice: 9, outcome: 'won' },
        { source: `Contract price (list ${plain.code})`, unitPrice: 10, outcome: 'higher' },
        { source: `Contract price (list ${exclusive.code})`, unitPrice: null, outcome: 'not started' },
      ]),
    );
    const onTheDay = await api<{ unitPrice: number }>(
      `/api/price-lists/explain?partNumber=${partNumberOf(part)}&companyId=${acme.id}&quantity=500&date=${day(3)}`,
      { cookie: admin.cookie },
    );
    expect(onTheDay.body.unitPrice).toBe(11);
  });
});
