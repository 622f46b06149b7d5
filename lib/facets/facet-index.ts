import type { AttributeDef, AttributeValue } from '@/lib/model';

// A facet index (issue 37, docs/decisions/0042): the parts of a listing as columns, one array per
// attribute, so that every count of a filter state is one pass over typed arrays instead of a query
// per facet. Built part by part from a streamed projection (no part is kept whole), and read only
// here and in ./facet-counts.ts.

/** One attribute's column: numbers (NaN: no value) or codes into its words (-1: no value). */
export type Column =
  | { kind: 'number'; def: AttributeDef; values: Float64Array }
  | { kind: 'words'; def: AttributeDef; codes: Int32Array; words: string[] };

export type FacetIndex = {
  /** Part ids (hex), in catalog order (oldest first). */
  ids: string[];
  priceCents: Float64Array;
  inStock: Uint8Array;
  /** Each part's place in name order: sorting by name is sorting these numbers. */
  nameRank: Uint32Array;
  columns: Column[];
  /** Every position, 0 to ids.length - 1: the base of a listing without a search. */
  all: number[];
};

/** What the index is built from: a part's id, name, price, stock and attribute values. */
export type IndexedPart = {
  id: string;
  name: string;
  priceCents: number;
  onHand: number;
  attrs: readonly AttributeValue[];
};

type Growing =
  | { kind: 'number'; def: AttributeDef; values: number[] }
  | { kind: 'words'; def: AttributeDef; codes: number[]; words: string[]; codeOf: Map<string, number> };

/**
 * Builds an index one part at a time (in catalog order) for the attributes `defs`: numbers of
 * number attributes, words of choices and texts (a choice's words in its list's order, then any
 * others as found). A value that does not fit its attribute's kind is left out.
 */
export function createIndexBuilder(defs: readonly AttributeDef[]) {
  const columns: Growing[] = defs.map((def) =>
    def.kind === 'number'
      ? { kind: 'number', def, values: [] }
      : {
          kind: 'words',
          def,
          codes: [],
          words: [...(def.choices ?? [])],
          codeOf: new Map((def.choices ?? []).map((word, code) => [word, code])),
        },
  );
  const byKey = new Map(columns.map((column) => [column.def.key, column]));
  const ids: string[] = [];
  const names: string[] = [];
  const prices: number[] = [];
  const stocked: number[] = [];
  return {
    add(part: IndexedPart): void {
      const at = ids.length;
      ids.push(part.id);
      names.push(part.name);
      prices.push(part.priceCents);
      stocked.push(part.onHand > 0 ? 1 : 0);
      for (const column of columns) {
        if (column.kind === 'number') column.values.push(Number.NaN);
        else column.codes.push(-1);
      }
      for (const value of part.attrs) {
        const column = byKey.get(value.k);
        if (!column) continue;
        if (column.kind === 'number') {
          if (typeof value.n === 'number') column.values[at] = value.n;
        } else if (typeof value.s === 'string' && value.s !== '') {
          let code = column.codeOf.get(value.s);
          if (code === undefined) {
            code = column.words.push(value.s) - 1;
            column.codeOf.set(value.s, code);
          }
          column.codes[at] = code;
        }
      }
    },
    finish(): FacetIndex {
      const byName = ids
        .map((_, i) => i)
        .sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b));
      const nameRank = new Uint32Array(ids.length);
      byName.forEach((position, rank) => (nameRank[position] = rank));
      return {
        ids,
        priceCents: Float64Array.from(prices),
        inStock: Uint8Array.from(stocked),
        nameRank,
        all: ids.map((_, i) => i),
        columns: columns.map((column) =>
          column.kind === 'number'
            ? { kind: 'number', def: column.def, values: Float64Array.from(column.values) }
            : { kind: 'words', def: column.def, codes: Int32Array.from(column.codes), words: column.words },
        ),
      };
    },
  };
}

/** The index of `parts` (in catalog order) for the attributes `defs`. */
export function buildIndex(defs: readonly AttributeDef[], parts: Iterable<IndexedPart>): FacetIndex {
  const builder = createIndexBuilder(defs);
  for (const part of parts) builder.add(part);
  return builder.finish();
}
