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
import {
  priceContextDto,
  priceContextFromDto,
  priceFor,
  pricedPartOf,
  type ContractEntry,
} from '@/lib/selling';
import { centsToDollars, dollarsToCents } from '@/lib/selling';
import { parseBomText, type PriceListInput } from '@/lib/validation';
import { partNumberKey, type Caller } from '@/lib/model';
import { createTestProduct } from '../support/products';

// Shown = charged (issue 35): over 1,000 random (part, company, quantity, day) cases, the price a
// buyer sees on the purchase page, in the cart, in a BOM check and on the order line is the same
// cents, and it is what an independent brute force of the rule gives (the lowest candidate; an
// exclusive list wins; ties by priority, then code). Lists and parts are random too, with
// validity windows, inactive lists, percentages and breaks.

const STORE_ZONE = 'America/Chicago';
const CASES = 1000;
let seed = 35;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const dayOffset = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const ADMIN: Caller = {
  id: new ObjectId().toHexString(),
  email: 'admin@partsmith.io',
  name: 'Admin',
  role: 'admin',
};
const COMPANIES = [new ObjectId().toHexString(), new ObjectId().toHexString(), new ObjectId().toHexString()];

type Part = {
  _id: ObjectId;
  partNumber: string;
  priceCents: number;
  priceBreaks: { minQuantity: number; unitCents: number }[];
};
const parts: Part[] = [];
let lists: PriceListDoc[] = [];
let entries: PriceListEntryDoc[] = [];

/** A random ladder: a price, then up to three breaks, rising in quantity, falling in price. */
function randomLadder() {
  const priceCents = int(50, 50_000);
  const breaks: Part['priceBreaks'] = [];
  let [quantity, unit] = [30, priceCents];
  for (let i = int(0, 3); i > 0 && unit > 2; i -= 1) {
    quantity += int(10, 400);
    unit = int(1, unit - 1);
    breaks.push({ minQuantity: quantity, unitCents: unit });
  }
  return { priceCents, breaks };
}

/** A random entry as the API takes it: fixed or a percentage, maybe with better breaks. */
function randomEntry(partNumber: string, ownCents: number) {
  const fixed = random() < 0.5;
  // In cents (fixed) or hundredths of a percent: whole numbers, so every value has two decimals at most.
  const base = fixed ? int(1, Math.ceil(ownCents * 1.3)) : int(1, 9000);
  const rungs: { minQuantity: number; value: number }[] = [];
  let [quantity, value] = [0, base];
  for (let i = int(0, 2); i > 0; i -= 1) {
    const next = fixed ? value - int(1, 500) : value + int(1, 500);
    if (fixed ? next < 1 : next > 9999) break;
    quantity += int(20, 600);
    value = next;
    rungs.push({ minQuantity: quantity, value });
  }
  const as = (hundredths: number) =>
    fixed ? { unitPrice: hundredths / 100 } : { percentOff: hundredths / 100 };
  return {
    partNumber,
    ...as(base),
    breaks: rungs.map((rung) => ({ minQuantity: rung.minQuantity, ...as(rung.value) })),
  };
}

/** The rule, brute force and written apart from lib/selling: every candidate priced, then sorted. */
function bruteForce(part: Part, companyId: string | null, quantity: number, at: Date): number {
  const ladder =
    [...part.priceBreaks].reverse().find((rung) => quantity >= rung.minQuantity)?.unitCents ??
    part.priceCents;
  const candidates = [{ unit: ladder, priority: -Infinity, code: '', exclusive: false }];
  for (const list of lists) {
    const entry = entries.find((one) => one.listId.equals(list._id) && one.productId.equals(part._id))?.entry;
    const names =
      list.appliesTo === 'every-company' ||
      list.appliesTo.companyIds.some((id) => id.toHexString() === companyId);
    const inTime = (!list.from || at >= list.from) && (!list.to || at < list.to);
    if (!companyId || !names || !list.active || !inTime || !entry) continue;
    const rungs: (ContractEntry | NonNullable<ContractEntry['breaks']>[number])[] = [
      entry,
      ...(entry.breaks ?? []),
    ];
    const rung = [...rungs].reverse().find((one) => !('minQuantity' in one) || quantity >= one.minQuantity)!;
    const unit =
      'unitCents' in rung
        ? rung.unitCents
        : Math.round((part.priceCents * (10_000 - Math.round(rung.percentOff * 100))) / 10_000);
    candidates.push({ unit, priority: list.priority, code: list.code, exclusive: list.exclusive });
  }
  const pool = candidates.some((one) => one.exclusive)
    ? candidates.filter((one) => one.exclusive)
    : candidates;
  pool.sort(
    (a, b) => a.unit - b.unit || b.priority - a.priority || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
  return pool[0]!.unit;
}

beforeAll(async () => {
  process.env.STORE_TIME_ZONE = STORE_ZONE;
  const db = await getDb();
  for (let i = 0; i < 25; i += 1) {
    const { priceCents, breaks } = randomLadder();
    const id = await createTestProduct({ quantity: 100_000, priceCents, dbName: process.env.MONGODB_DB });
    const _id = new ObjectId(id);
    await db.collection('products').updateOne({ _id }, { $set: { priceBreaks: breaks } });
    parts.push({ _id, partNumber: `T-${id.slice(-8)}`, priceCents, priceBreaks: breaks });
  }
  for (let i = 0; i < 10; i += 1) {
    const every = random() < 0.2;
    const from = random() < 0.5 ? int(-40, 10) : null;
    const to = random() < 0.5 ? (from ?? -40) + int(1, 60) : null;
    const input: PriceListInput = {
      code: `P${i}-${int(100, 999)}`,
      name: `Property list ${i}`,
      everyCompany: every,
      companyIds: every
        ? []
        : COMPANIES.filter(() => random() < 0.5)
            .concat(pick(COMPANIES))
            .filter((id, n, all) => all.indexOf(id) === n),
      active: random() < 0.85,
      ...(from === null ? {} : { validFrom: dayOffset(from) }),
      ...(to === null ? {} : { validTo: dayOffset(to) }),
      priority: int(-2, 2),
      exclusive: random() < 0.15,
    };
    const made = await createPriceList(
      ADMIN,
      (await import('@/lib/validation')).priceListSchema.parse(input),
    );
    const named = parts.filter(() => random() < 0.6);
    const report = await setPriceListEntries(ADMIN, made._id, {
      entries: (await import('@/lib/validation')).priceListEntriesSchema.parse({
        entries: named.map((part) => randomEntry(part.partNumber, part.priceCents)),
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
      const expected = bruteForce(part, companyId, quantity, at);

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
