import type { Column, FacetIndex } from './facet-index';

// Disjunctive facet counts (issue 37): values OR within a facet, AND across facets, and each
// value's count is the number of parts matching every *other* selection plus that value. One pass
// over the parts: a part failing no selection is a result and counts in every facet; a part failing
// exactly one selection counts only in that selection's facet (what the facet would show were its
// own selection changed); a part failing two counts nowhere.

/** What a visitor has chosen: words per attribute, ranges per number attribute (SI, inclusive). */
export type FacetSelection = {
  words: Record<string, readonly string[]>;
  ranges: Record<string, { min?: number; max?: number }>;
  inStock: boolean;
  /** Inclusive, in cents. */
  price: { min?: number; max?: number };
};

export const NO_SELECTION: FacetSelection = { words: {}, ranges: {}, inStock: false, price: {} };

/** How a number attribute's values are shown: buckets are drawn in its display unit. */
export type Scale = { toShown: (si: number) => number; fromShown: (shown: number) => number };
const IDENTITY: Scale = { toShown: (v) => v, fromShown: (v) => v };

export type Bucket = { min: number; max: number; count: number };
export type WordsFacet = {
  kind: 'words';
  key: string;
  values: { word: string; count: number; selected: boolean }[];
};
export type NumberFacet = {
  kind: 'number';
  key: string;
  /** Inclusive at both ends: a bucket's count is what choosing it lists. */
  buckets: Bucket[];
  selected: { min?: number; max?: number } | null;
};

export type FacetCounts = {
  /** Indexes (into the index) of the parts matching every selection, in the index's order. */
  matching: number[];
  facets: (WordsFacet | NumberFacet)[];
  inStock: { count: number; selected: boolean };
  price: NumberFacet;
};

/** A selection as a test on one part, with the facet it belongs to. */
type Group = { facet: string; passes: (i: number) => boolean };

/**
 * Bounds are inclusive within 1e-9 relative: a value and a bound written in different units
 * ("6.35 mm", "1/4 in") are the same number only that closely (lib/attributes sameQuantity).
 */
const atLeast = (value: number, bound: number) => value >= bound - 1e-9 * Math.abs(bound);
const atMost = (value: number, bound: number) => value <= bound + 1e-9 * Math.abs(bound);
const inRange = (value: number, { min, max }: { min?: number; max?: number }) =>
  !Number.isNaN(value) &&
  (min === undefined || atLeast(value, min)) &&
  (max === undefined || atMost(value, max));

function groupsOf(index: FacetIndex, selection: FacetSelection): Group[] {
  const groups: Group[] = [];
  for (const column of index.columns) {
    const key = column.def.key;
    if (column.kind === 'words') {
      const chosen = new Set(
        (selection.words[key] ?? []).map((word) => column.words.indexOf(word)).filter((code) => code >= 0),
      );
      // A chosen word no part has matches nothing: the facet's selection still narrows to nothing.
      if ((selection.words[key] ?? []).length > 0)
        groups.push({ facet: key, passes: (i) => chosen.has(column.codes[i]!) });
    } else if (selection.ranges[key]) {
      const range = selection.ranges[key]!;
      groups.push({ facet: key, passes: (i) => inRange(column.values[i]!, range) });
    }
  }
  if (selection.inStock) groups.push({ facet: ':stock', passes: (i) => index.inStock[i] === 1 });
  if (selection.price.min !== undefined || selection.price.max !== undefined)
    groups.push({ facet: ':price', passes: (i) => inRange(index.priceCents[i]!, selection.price) });
  return groups;
}

/** A step of 1, 2 or 5 times a power of ten near `span / parts`. */
function niceStep(span: number, parts: number): number {
  const rough = span / parts;
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough)!;
  return step;
}

/** Up to `parts` buckets with round edges in the shown unit, covering `low`..`high` (SI). */
export function bucketEdges(low: number, high: number, scale: Scale, parts = 5): number[] {
  const [from, to] = [scale.toShown(low), scale.toShown(high)].sort((a, b) => a - b) as [number, number];
  if (from === to) return [low, high];
  const step = niceStep(to - from, parts);
  const first = Math.floor(from / step) * step;
  const edges: number[] = [];
  for (let edge = first; edge < to + step / 2 && edges.length <= parts + 2; edge += step)
    edges.push(scale.fromShown(Number(edge.toPrecision(12))));
  if (edges.length < 2 || edges.at(-1)! < high)
    edges.push(scale.fromShown(Number((first + edges.length * step).toPrecision(12))));
  return edges;
}

/** Which parts count in one facet: those failing no selection, or only that facet's (`group`). */
type Eligible = { failed: Int32Array; group: number };
const counts = ({ failed, group }: Eligible, i: number) => failed[i] === -1 || failed[i] === group;

function countBuckets(
  values: ArrayLike<number>,
  eligible: Eligible,
  base: readonly number[],
  edges: number[],
) {
  const buckets: Bucket[] = [];
  for (let b = 0; b + 1 < edges.length; b += 1)
    buckets.push({ min: edges[b]!, max: edges[b + 1]!, count: 0 });
  for (const i of base) {
    if (!counts(eligible, i)) continue;
    const value = values[i]!;
    if (Number.isNaN(value)) continue;
    for (const bucket of buckets) if (inRange(value, bucket)) bucket.count += 1;
  }
  return buckets;
}

function spanOf(values: ArrayLike<number>, base: readonly number[]): [number, number] | null {
  let low = Infinity;
  let high = -Infinity;
  for (const i of base) {
    const value = values[i]!;
    if (Number.isNaN(value)) continue;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return low <= high ? [low, high] : null;
}

/**
 * The parts of `base` (indexes into `index`: the listing's category and search) matching
 * `selection`, and every facet's counts. Facets are the attributes at least one part of `base` has;
 * a value with no count stays listed (shown disabled). Numbers are bucketed in their shown unit.
 */
export function countFacets(
  index: FacetIndex,
  base: readonly number[],
  selection: FacetSelection,
  scales: ReadonlyMap<string, Scale> = new Map(),
): FacetCounts {
  const groups = groupsOf(index, selection);
  // Per part: -1 a result, the failing group's number when it fails exactly one, -2 otherwise.
  const failed = new Int32Array(index.ids.length).fill(-2);
  const matching: number[] = [];
  for (const i of base) {
    let fails = -1;
    for (let g = 0; g < groups.length; g += 1) {
      if (groups[g]!.passes(i)) continue;
      if (fails !== -1) {
        fails = -2;
        break;
      }
      fails = g;
    }
    failed[i] = fails;
    if (fails === -1) matching.push(i);
  }
  const groupOf = new Map(groups.map((group, g) => [group.facet, g]));
  const eligibleFor = (facet: string): Eligible => ({ failed, group: groupOf.get(facet) ?? -3 });

  const facets: (WordsFacet | NumberFacet)[] = [];
  for (const column of index.columns) {
    const facet = wordsOrNumbers(
      column,
      base,
      eligibleFor(column.def.key),
      selection,
      scales.get(column.def.key) ?? IDENTITY,
    );
    if (facet) facets.push(facet);
  }
  const stockEligible = eligibleFor(':stock');
  let inStock = 0;
  for (const i of base) if (index.inStock[i] === 1 && counts(stockEligible, i)) inStock += 1;
  const priceSpan = spanOf(index.priceCents, base);
  const cents: Scale = { toShown: (v) => v / 100, fromShown: (v) => Math.round(v * 100) };
  const selectedPrice =
    selection.price.min !== undefined || selection.price.max !== undefined ? selection.price : null;
  return {
    matching,
    facets,
    inStock: { count: inStock, selected: selection.inStock },
    price: {
      kind: 'number',
      key: ':price',
      buckets: priceSpan
        ? countBuckets(index.priceCents, eligibleFor(':price'), base, bucketEdges(...priceSpan, cents))
        : [],
      selected: selectedPrice,
    },
  };
}

function wordsOrNumbers(
  column: Column,
  base: readonly number[],
  eligible: Eligible,
  selection: FacetSelection,
  scale: Scale,
): WordsFacet | NumberFacet | null {
  const key = column.def.key;
  if (column.kind === 'number') {
    const span = spanOf(column.values, base);
    if (!span) return null;
    return {
      kind: 'number',
      key,
      buckets: countBuckets(column.values, eligible, base, bucketEdges(span[0], span[1], scale)),
      selected: selection.ranges[key] ?? null,
    };
  }
  const tally = new Array<number>(column.words.length).fill(0);
  const present = new Array<boolean>(column.words.length).fill(false);
  for (const i of base) {
    const code = column.codes[i]!;
    if (code < 0) continue;
    present[code] = true;
    if (counts(eligible, i)) tally[code]! += 1;
  }
  if (!present.some(Boolean)) return null;
  const chosen = new Set(selection.words[key] ?? []);
  return {
    kind: 'words',
    key,
    values: column.words
      .map((word, code) => ({
        word,
        count: tally[code]!,
        selected: chosen.has(word),
        present: present[code]!,
      }))
      .filter((value) => value.present || value.selected)
      .map(({ word, count, selected }) => ({ word, count, selected })),
  };
}
