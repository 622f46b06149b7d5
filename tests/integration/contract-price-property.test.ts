import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, getMongoClient } from '@/lib/db/client';
import { findCartParts, findPartsByKeys } from '@/lib/catalog';
import { toCartDto } from '@/lib/cart/cart-dto';
import { decideBom } from '@/lib/cart/bom-rules';
import { matchRows } from '@/lib/cart/bom-matching';
import { recordParts } from '@/lib/orders/place-lines';
import { buyerPriceContext } from '@/lib/pricelists';
import { createPriceList } from '@/lib/pricelists/price-lists';
import { setPriceListEntries } from '@/lib/pricelists/price-list-entries';
import { storeNoon } from '@/lib/calendar';
import type { PriceListDoc, PriceListEntryDoc } from '@/lib/pricelists/store/price-lists';
import { priceContextDto, priceContextFromDto, priceFor, pricedPartOf } from '@/lib/selling';
import { centsToDollars, dollarsToCents } from '@/lib/selling';
import { parseBomText, type PriceListInput } from '@/lib/validation';
import { partNumberKey, type Caller } from '@/lib/model';
import {
  bruteForce,
  dayOffset,
  randomEntry,
  randomLadder,
  randomListHead,
  randomSource,
  type LadderPart,
} from '../support/contract-cases';
import { createTestProduct } from '../support/products';

// Shown = charged (issue 35): over 1,000 random (part, company, quantity, day) cases, the price a
// buyer sees on the purchase page, in the cart, in a BOM check and on the order line is the same
// cents, and it is what an independent brute force of the rule gives (the lowest candidate; an
// exclusive list wins; ties by priority, then code). Lists and parts are random too, with
// validity windows, inactive lists, percentages and breaks.

const STORE_ZONE = 'America/Chicago';
const CASES = 1000;
const source = randomSource(35);
const { random, int, pick } = source;

const ADMIN: Caller = {
  id: new ObjectId().toHexString(),
  email: 'admin@partsmith.io',
  name: 'Admin',
  role: 'admin',
};
const COMPANIES = [new ObjectId().toHexString(), new ObjectId().toHexString(), new ObjectId().toHexString()];

const parts: LadderPart[] = [];
let lists: PriceListDoc[] = [];
let entries: PriceListEntryDoc[] = [];

beforeAll(async () => {
  process.env.STORE_TIME_ZONE = STORE_ZONE;
  const db = await getDb();
  for (let i = 0; i < 25; i += 1) {
    const { priceCents, breaks } = randomLadder(source);
    const id = await createTestProduct({ quantity: 100_000, priceCents, dbName: process.env.MONGODB_DB });
    const _id = new ObjectId(id);
    await db.collection('products').updateOne({ _id }, { $set: { priceBreaks: breaks } });
    parts.push({ _id, partNumber: `T-${id.slice(-8)}`, priceCents, priceBreaks: breaks });
  }
  for (let i = 0; i < 10; i += 1) {
    // Windows from 40 days ago to 70 days on, some starting or ending near today.
    const from = random() < 0.5 ? int(-40, 10) : null;
    const to = random() < 0.5 ? (from ?? -40) + int(1, 60) : null;
    const input: PriceListInput = randomListHead(source, i, COMPANIES, { from, to });
    const made = await createPriceList(
      ADMIN,
      (await import('@/lib/validation')).priceListSchema.parse(input),
    );
    const named = parts.filter(() => random() < 0.6);
    const report = await setPriceListEntries(ADMIN, made._id, {
      entries: (await import('@/lib/validation')).priceListEntriesSchema.parse({
        entries: named.map((part) => randomEntry(source, part.partNumber, part.priceCents)),
      }).entries,
      dryRun: false,
    });
    expect(report.errors).toEqual([]);
  }
  lists = await db.collection<PriceListDoc>('price_lists').find({}).toArray();
  entries = await db.collection<PriceListEntryDoc>('price_list_entries').find({}).toArray();
});

afterAll(async () => (await getMongoClient()).close());

describe('a price', () => {
  it(`is the same cents on every surface, and the rule's, over ${CASES} random cases`, async () => {
    const cartParts = new Map(
      (await findCartParts(parts.map((part) => part._id))).map((part) => [part._id.toHexString(), part]),
    );
    const bomParts = await findPartsByKeys(parts.map((part) => partNumberKey(part.partNumber)));
    expect(bomParts).toHaveLength(parts.length);
    let mismatches = 0;
    let contracts = 0;
    for (let run = 0; run < CASES; run += 1) {
      const part = pick(parts);
      const companyId = random() < 0.15 ? null : pick(COMPANIES);
      const quantity = int(30, 2500);
      const at = storeNoon(dayOffset(int(-50, 80)));
      const caller = {
        id: ADMIN.id,
        ...(companyId ? { company: { companyId, companyName: 'Co', roles: ['buyer' as const] } } : {}),
      };
      const context = await buyerPriceContext(caller, [part._id], at);
      const expected = bruteForce(part, companyId, quantity, at, lists, entries);

      const server = priceFor(context, cartParts.get(part._id.toHexString())!, quantity);
      const dollarsPart = {
        _id: part._id.toHexString(),
        prize: centsToDollars(part.priceCents),
        priceBreaks: part.priceBreaks.map((rung) => ({
          minQuantity: rung.minQuantity,
          prize: centsToDollars(rung.unitCents),
        })),
      };
      const page = priceFor(
        priceContextFromDto(priceContextDto(context)),
        pricedPartOf(dollarsPart),
        quantity,
      );
      const cart = toCartDto([{ part: cartParts.get(part._id.toHexString())!, quantity }], context, 0);
      const rows = parseBomText(`${part.partNumber}\t${quantity}`);
      const bom = decideBom(rows, matchRows(rows, bomParts), new Map(), context);
      const order = recordParts(
        [{ productId: part._id, quantity }],
        [cartParts.get(part._id.toHexString())!],
        (held, line) => priceFor(context, held, line.quantity),
      );
      if (server.source.kind === 'contract') contracts += 1;
      const seen = [
        server.unitCents,
        page.unitCents,
        dollarsToCents(cart.lines[0]!.unitPrize),
        dollarsToCents(bom.lines[0]!.unitPrize!),
        order.lines[0]!.unitPriceCents,
      ];
      const totals = [
        server.totalCents,
        page.totalCents,
        dollarsToCents(cart.subtotal),
        dollarsToCents(bom.subtotal),
        order.totalCents,
      ];
      if (seen.some((cents) => cents !== expected) || totals.some((cents) => cents !== expected * quantity)) {
        mismatches += 1;
        if (mismatches <= 3) console.error({ part, companyId, quantity, at, expected, seen, totals });
      }
    }
    expect(mismatches).toBe(0);
    // Not a ladder-only run: a good share of the cases is priced by a list.
    expect(contracts).toBeGreaterThan(CASES / 10);
  });
});
