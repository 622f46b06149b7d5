import { lessPercentCents } from './money';
import { ladderPrice, tierFor, wholeUnits, type PriceBreak } from './pricing';

// Contract prices (issue 35): a company's price lists next to the part's own ladder. One rule,
// pure, for (part, buyer, quantity, date): every candidate is priced at the quantity, the lowest
// wins, an exclusive list wins even when higher, ties go to the higher priority, then to the list
// code. What lost and why is kept beside the winner, so "explain this price" is the same
// computation as the price, never a second one that could disagree.

/** One rung of a list entry's own ladder: from `minQuantity` units on, a fixed price or a percentage off. */
export type ContractRung = { minQuantity: number } & ({ unitCents: number } | { percentOff: number });

/**
 * A part's price on a list: a fixed unit price or a percentage off the part's own price (its list
 * price, never a break), from the first unit; `breaks`, ascending, lower it from their quantities on.
 */
export type ContractEntry = ({ unitCents: number } | { percentOff: number }) & {
  breaks?: readonly ContractRung[];
};

/** A price list as the resolver needs it, with its entry for the part being priced (if any). */
export type ContractList = {
  id: string;
  /** What buyers read: "Contract price (list ACME-2026)". */
  code: string;
  /** Who it applies to: these companies, or every business account. */
  appliesTo: { companyIds: readonly string[] } | 'every-company';
  active: boolean;
  /** Valid over [from, to): instants, each the start of a day in the store's time zone. */
  from?: Date | undefined;
  to?: Date | undefined;
  /** A higher priority wins a tie. */
  priority: number;
  /** Wins even when higher than the ladder and the other lists. */
  exclusive: boolean;
  entry?: ContractEntry | undefined;
};

/** The part as priced: its own price and ladder, in cents. */
export type LadderPart = { priceCents: number; priceBreaks?: readonly PriceBreak[] };

/** Where a unit price came from. */
export type ResolvedSource =
  | { kind: 'list' }
  | { kind: 'break'; minQuantity: number }
  | { kind: 'contract'; listId: string; code: string };

/** Why a candidate did not price this line. */
export type Loss =
  | 'higher'
  | 'tie'
  | 'exclusive list won'
  | 'inactive'
  | 'not started'
  | 'ended'
  | 'other company'
  | 'no company'
  | 'no entry';

export type Candidate = {
  source: ResolvedSource;
  /** The candidate's unit price at the quantity (null: it was not a candidate at all). */
  unitCents: number | null;
  outcome: 'won' | Loss;
};

export type Resolved = {
  unitCents: number;
  totalCents: number;
  source: ResolvedSource;
  /** The ladder's unit price at the quantity: what a contract price saves against. */
  ladderUnitCents: number;
  /** Every candidate, the winner first, and why each other one lost. */
  candidates: Candidate[];
};

/** The unit price `entry` gives `quantity` units of a part whose own price is `ownCents`. */
export function entryUnitCents(entry: ContractEntry, ownCents: number, quantity: number): number {
  const breaks = entry.breaks ?? [];
  const tier = tierFor(breaks, quantity);
  const rung: { unitCents: number } | { percentOff: number } = tier < 0 ? entry : breaks[tier]!;
  return 'unitCents' in rung ? rung.unitCents : lessPercentCents(ownCents, rung.percentOff);
}

/** Why `list` does not apply to a buyer of `companyId` at `at` (null: it applies). */
function notApplying(list: ContractList, companyId: string | null, at: Date): Loss | null {
  if (companyId === null) return 'no company';
  if (list.appliesTo !== 'every-company' && !list.appliesTo.companyIds.includes(companyId))
    return 'other company';
  if (!list.active) return 'inactive';
  if (list.from && at < list.from) return 'not started';
  if (list.to && at >= list.to) return 'ended';
  if (!list.entry) return 'no entry';
  return null;
}

type Priced = {
  source: ResolvedSource;
  unitCents: number;
  exclusive: boolean;
  priority: number;
  code: string;
};

/**
 * Whether `a` beats `b`: the lower price; on a tie the higher priority, then the list code. The
 * ladder has the lowest priority there is, so it loses every tie: a list at the ladder's price still
 * names itself as the source.
 */
function beats(a: Priced, b: Priced): boolean {
  if (a.unitCents !== b.unitCents) return a.unitCents < b.unitCents;
  if (a.priority !== b.priority) return a.priority > b.priority;
  return a.code < b.code;
}

/**
 * The price of `quantity` units of `part` for a buyer of company `companyId` (null: none) at `at`,
 * given the lists that may apply (each with its entry for this part). A quantity that is not a
 * whole number of units yet costs nothing, as on the ladder.
 */
export function resolvePrice(
  part: LadderPart,
  lists: readonly ContractList[],
  companyId: string | null,
  quantity: number,
  at: Date,
): Resolved {
  const breaks = part.priceBreaks ?? [];
  const ladder = ladderPrice(part.priceCents, quantity, breaks);
  const units = wholeUnits(quantity);
  const ladderSource: ResolvedSource =
    ladder.tier < 0 ? { kind: 'list' } : { kind: 'break', minQuantity: breaks[ladder.tier]!.minQuantity };
  // The ladder ranks below every list on a tie (the lowest priority there is, and no code).
  const priced: Priced[] = [
    { source: ladderSource, unitCents: ladder.unitCents, exclusive: false, priority: -Infinity, code: '' },
  ];
  const left: Candidate[] = [];
  for (const list of lists) {
    const source: ResolvedSource = { kind: 'contract', listId: list.id, code: list.code };
    const why = notApplying(list, companyId, at);
    if (why) left.push({ source, unitCents: null, outcome: why });
    else
      priced.push({
        source,
        unitCents: entryUnitCents(list.entry!, part.priceCents, units),
        exclusive: list.exclusive,
        priority: list.priority,
        code: list.code,
      });
  }
  const exclusive = priced.filter((candidate) => candidate.exclusive);
  const pool = exclusive.length > 0 ? exclusive : priced;
  const winner = pool.reduce((best, candidate) => (beats(candidate, best) ? candidate : best));
  const lost = (candidate: Priced): Loss => {
    if (exclusive.length > 0 && !candidate.exclusive) return 'exclusive list won';
    return candidate.unitCents === winner.unitCents ? 'tie' : 'higher';
  };
  return {
    unitCents: winner.unitCents,
    totalCents: winner.unitCents * units,
    source: winner.source,
    ladderUnitCents: ladder.unitCents,
    candidates: [
      { source: winner.source, unitCents: winner.unitCents, outcome: 'won' },
      ...priced
        .filter((candidate) => candidate !== winner)
        .map((candidate) => ({
          source: candidate.source,
          unitCents: candidate.unitCents,
          outcome: lost(candidate),
        })),
      ...left,
    ],
  };
}

/** Where a price came from, as a buyer reads it: "Contract price (list ACME-2026)". */
export function priceSourceLabel(source: ResolvedSource | { kind: 'offer' }): string {
  switch (source.kind) {
    case 'list':
      return 'List price';
    case 'break':
      return `Volume price from ${source.minQuantity.toLocaleString('en-US')}`;
    case 'contract':
      return `Contract price (list ${source.code})`;
    case 'offer':
      return 'Quoted price';
  }
}

/** The label of a contract price ("Contract price (list ACME-2026)"); null for any other. */
export const contractLabel = (price: { source: ResolvedSource | { kind: 'offer' } }) =>
  price.source.kind === 'contract' ? priceSourceLabel(price.source) : null;

/** A line as bought at a contract price: its list and the ladder's unit price then. */
type ContractLine = {
  quantity: number;
  unitPriceCents: number;
  contract?: { code: string; listUnitPriceCents: number } | undefined;
};

/** What a contract price saved on a line against the ladder's price then, in cents (never below 0). */
export const lineSavingCents = (line: ContractLine) =>
  line.contract ? Math.max(0, (line.contract.listUnitPriceCents - line.unitPriceCents) * line.quantity) : 0;
