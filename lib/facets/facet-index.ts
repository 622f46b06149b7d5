import type { AttributeDef } from '@/lib/model';

// A facet index (issue 37, docs/decisions/0042): the parts of a listing as columns, one array per
// attribute, so that every count of a filter state is one pass over typed arrays instead of a query
// per facet. Built from a streamed projection of the parts (never their documents whole), and read
// only here and in ./facet-counts.ts.

/** One attribute's column: numbers (NaN: no value) or codes into its words (-1: no value). */
export type Column =
  | { kind: 'number'; def: AttributeDef; values: Float64Array }
  | { kind: 'words'; def: AttributeDef; codes: Int32Array; words: string[] };

export type FacetIndex = {
  /** Part ids (hex), in catalog order (oldest first). */
  ids: string[];
  priceCents: Float64Array;
  inStock: Uint8Array;
  columns: Column[];
};

/** What the index is built from: a part's id, price, stock and attribute values. */
export type IndexedPart = {
  id: string;
  priceCents: number;
  onHand: number;
  values: ReadonlyMap<string, number | string>;
};

/**
 * The index of `parts` (in catalog order) for the attributes `defs`: numbers of number attributes,
 * words of choices and texts (a choice's words in its list's order, then any others as found).
 */
export function buildIndex(defs: readonly AttributeDef[], parts: readonly IndexedPart[]): FacetIndex {
  const size = parts.length;
  const columns: Column[] = defs.map((def) => {
    if (def.kind === 'number') {
      const values = new Float64Array(size).fill(Number.NaN);
      parts.forEach((part, i) => {
        const value = part.values.get(def.key);
        if (typeof value === 'number') values[i] = value;
      });
      return { kind: 'number', def, values };
    }
    const words = [...(def.choices ?? [])];
    const codeOf = new Map(words.map((word, code) => [word, code]));
    const codes = new Int32Array(size).fill(-1);
    parts.forEach((part, i) => {
      const value = part.values.get(def.key);
      if (typeof value !== 'string' || value === '') return;
      let code = codeOf.get(value);
      if (code === undefined) {
        code = words.push(value) - 1;
        codeOf.set(value, code);
      }
      codes[i] = code;
    });
    return { kind: 'words', def, codes, words };
  });
  return {
    ids: parts.map((part) => part.id),
    priceCents: Float64Array.from(parts, (part) => part.priceCents),
    inStock: Uint8Array.from(parts, (part) => (part.onHand > 0 ? 1 : 0)),
    columns,
  };
}
