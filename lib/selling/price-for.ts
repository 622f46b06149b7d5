import { resolvePrice, type ContractEntry, type ContractList } from './contract-price';
import { dollarsToCents } from './money';
import { breaksToCents, ladderPrice, type OrderPrice, type PriceBreak, type PriceBreakDto } from './pricing';

/**
 * What a price depends on besides the part: who buys, for which company, and when; and the price
 * lists that may apply to them (issue 35), each with its entries for the parts being priced. A
 * visitor's context has no lists: the ladder alone. lib/pricelists loads a buyer's.
 */
export type PriceContext = {
  /** The signed-in buyer (null: a visitor, priced like anyone). */
  buyer: { userId: string; companyId: string | null } | null;
  /** When the price applies (an order's placement, a page's render). */
  at: Date;
  /** The lists that may apply to the buyer's company, without their entries. */
  lists: readonly Omit<ContractList, 'entry'>[];
  /** Their entries for the parts being priced: part id → list id → entry. */
  entries: ReadonlyMap<string, ReadonlyMap<string, ContractEntry>>;
};

const NO_ENTRIES: PriceContext['entries'] = new Map();

/**
 * The context of `caller` (null: a visitor, what the public pages show) at `at`, without price
 * lists: the ladder's prices (lib/pricelists adds a company buyer's lists to it).
 */
export const priceContextFor = (
  caller: { id: string; company?: { companyId: string } | undefined } | null,
  at = new Date(),
): PriceContext => ({
  buyer: caller && { userId: caller.id, companyId: caller.company?.companyId ?? null },
  at,
  lists: [],
  entries: NO_ENTRIES,
});

/** A price context as a page hands it to the browser (JSON: instants as ISO strings, maps as pairs). */
export type PriceContextDto = {
  buyer: PriceContext['buyer'];
  at: string;
  lists: (Omit<ContractList, 'entry' | 'from' | 'to'> & { from: string | null; to: string | null })[];
  entries: [string, [string, ContractEntry][]][];
};

export const priceContextDto = (context: PriceContext): PriceContextDto => ({
  buyer: context.buyer,
  at: context.at.toISOString(),
  lists: context.lists.map(({ from, to, ...list }) => ({
    ...list,
    from: from?.toISOString() ?? null,
    to: to?.toISOString() ?? null,
  })),
  entries: [...context.entries].map(([partId, byList]) => [partId, [...byList]]),
});

/** The context a page handed over, as priceFor takes it: the browser prices as the server charges. */
export const priceContextFromDto = (dto: PriceContextDto): PriceContext => ({
  buyer: dto.buyer,
  at: new Date(dto.at),
  lists: dto.lists.map(({ from, to, ...list }) => ({
    ...list,
    from: from ? new Date(from) : undefined,
    to: to ? new Date(to) : undefined,
  })),
  entries: new Map(dto.entries.map(([partId, byList]) => [partId, new Map(byList)])),
});

/**
 * What a part's price is made of, as stored: its own price and its volume ladder, in cents, and its
 * id (a contract price is found by it).
 */
export type PricedPart = {
  priceCents: number;
  priceBreaks?: readonly PriceBreak[];
  _id?: { toHexString(): string };
};

/** A part as the API shows it (dollars: `prize`, `priceBreaks`) as priceFor takes it: the browser's side. */
export const pricedPartOf = (part: {
  _id?: string;
  prize: number;
  priceBreaks?: readonly PriceBreakDto[];
}): PricedPart => ({
  priceCents: dollarsToCents(part.prize),
  priceBreaks: breaksToCents(part.priceBreaks),
  ...(part._id ? { _id: { toHexString: () => part._id! } } : {}),
});

/**
 * Where a price came from: the part's own price, the volume break from `minQuantity` units, a
 * contract price list, or a unit price agreed for this buyer (an accepted offer).
 */
export type PriceSource =
  | { kind: 'list' }
  | { kind: 'break'; minQuantity: number }
  | { kind: 'contract'; listId: string; code: string }
  | { kind: 'offer' };

/** A price and where it came from; a contract price also says the ladder's (what it saves against). */
export type Price = OrderPrice & { source: PriceSource; listUnitCents?: number };

/**
 * The price of `quantity` units of `part` for the buyer in `context`: the one rule every price a
 * buyer sees or pays goes through (purchase page, cart, BOM check, saved lists, quotes' list prices,
 * orders). Integer cents; a quantity that is not a whole number of units yet costs nothing.
 */
export function priceFor(context: PriceContext, part: PricedPart, quantity: number): Price {
  const entries =
    part._id && context.lists.length > 0 ? context.entries.get(part._id.toHexString()) : undefined;
  if (entries) {
    const lists = context.lists.map((list) => ({ ...list, entry: entries.get(list.id) }));
    const { unitCents, totalCents, source, ladderUnitCents } = resolvePrice(
      part,
      lists,
      context.buyer?.companyId ?? null,
      quantity,
      context.at,
    );
    return source.kind === 'contract'
      ? { unitCents, totalCents, source, listUnitCents: ladderUnitCents }
      : { unitCents, totalCents, source };
  }
  const breaks = part.priceBreaks ?? [];
  const { unitCents, totalCents, tier } = ladderPrice(part.priceCents, quantity, breaks);
  return {
    unitCents,
    totalCents,
    source: tier < 0 ? { kind: 'list' } : { kind: 'break', minQuantity: breaks[tier]!.minQuantity },
  };
}

/** `quantity` units at a unit price agreed beforehand (a quote's offer): no ladder applies. */
export const agreedPrice = (unitCents: number, quantity: number): Price => ({
  unitCents,
  totalCents: unitCents * quantity,
  source: { kind: 'offer' },
});
