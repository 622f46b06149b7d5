import type { ObjectId } from 'mongodb';
import type { PriceListDoc, PriceListEntryDoc } from '@/lib/pricelists/store/price-lists';
import type { ContractEntry } from '@/lib/selling';

// Random parts, price lists and entries for the contract price property tests (issue 35), and the
// rule as a brute force written apart from lib/selling: every candidate priced, then sorted.

/** A seeded random source, so a failing case can be run again. */
export function randomSource(seed: number) {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  return { random, int, pick };
}
export type RandomSource = ReturnType<typeof randomSource>;

/** The UTC day `offset` days from now, YYYY-MM-DD. */
export const dayOffset = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export type LadderPart = {
  _id: ObjectId;
  partNumber: string;
  priceCents: number;
  priceBreaks: { minQuantity: number; unitCents: number }[];
};

/** A random ladder: a price, then up to three breaks, rising in quantity, falling in price. */
export function randomLadder({ int }: RandomSource) {
  const priceCents = int(50, 50_000);
  const breaks: LadderPart['priceBreaks'] = [];
  let [quantity, unit] = [30, priceCents];
  for (let i = int(0, 3); i > 0 && unit > 2; i -= 1) {
    quantity += int(10, 400);
    unit = int(1, unit - 1);
    breaks.push({ minQuantity: quantity, unitCents: unit });
  }
  return { priceCents, breaks };
}

/** A random entry as the API takes it: fixed or a percentage, maybe with better breaks. */
export function randomEntry({ random, int }: RandomSource, partNumber: string, ownCents: number) {
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

/**
 * A random list head as the API takes it (`PriceListInput`): its companies drawn from `companies`
 * (or every business account), maybe inactive; valid over `window`, in days from today (null: open).
 */
export function randomListHead(
  { random, int, pick }: RandomSource,
  n: number,
  companies: readonly string[],
  window: { from: number | null; to: number | null },
) {
  const every = random() < 0.2;
  return {
    code: `P${n}-${int(100, 999)}`,
    name: `Property list ${n}`,
    everyCompany: every,
    companyIds: every
      ? []
      : companies
          .filter(() => random() < 0.5)
          .concat(pick(companies))
          .filter((id, i, all) => all.indexOf(id) === i),
    active: random() < 0.85,
    ...(window.from === null ? {} : { validFrom: dayOffset(window.from) }),
    ...(window.to === null ? {} : { validTo: dayOffset(window.to) }),
    priority: int(-2, 2),
    exclusive: random() < 0.15,
  };
}

/** The unit price of `part` for a buyer of `companyId` (null: none) at `quantity` and `at`, by brute force. */
export function bruteForce(
  part: LadderPart,
  companyId: string | null,
  quantity: number,
  at: Date,
  lists: readonly PriceListDoc[],
  entries: readonly PriceListEntryDoc[],
): number {
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
