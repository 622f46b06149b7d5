import { parseQuantity } from '@/lib/attributes';
import { NO_SELECTION, type FacetSelection } from '@/lib/facets';
import type { AttributeDef, FacetQuery } from '@/lib/model';

// A filter state's words read against a listing's attributes (issue 37): an attribute's words
// joined by "|", a number's range "min..max" in any unit of its dimension, a price range in dollars.
// What cannot be read is named for the visitor and left out; it never fails the page.

export type ReadSelection = { selection: FacetSelection; problems: string[] };

/** "a..b", "a..", "..b" or a single value (both ends): the two ends as written, or null. */
function ends(text: string): { min?: string; max?: string } | null {
  const at = text.indexOf('..');
  if (at === -1) return { min: text, max: text };
  const [min, max] = [text.slice(0, at).trim(), text.slice(at + 2).trim()];
  if (!min && !max) return null;
  return { ...(min ? { min } : {}), ...(max ? { max } : {}) };
}

function readRange(def: AttributeDef, text: string, problems: string[]) {
  const written = ends(text);
  if (!written) {
    problems.push(`${def.label}: write a range as min..max, for example 6 mm..10 mm`);
    return null;
  }
  const range: { min?: number; max?: number } = {};
  for (const side of ['min', 'max'] as const) {
    if (written[side] === undefined) continue;
    const read = parseQuantity(written[side]!, def.dimension!, def.unit!);
    if (!read.ok) {
      problems.push(`${def.label}: ${read.error}`);
      return null;
    }
    range[side] = read.si;
  }
  return range;
}

function readPrice(text: string, problems: string[]) {
  const written = ends(text);
  const cents = (value?: string) =>
    value === undefined ? undefined : Math.round(Number(value.replace(/^\$/, '')) * 100);
  const price = { min: cents(written?.min), max: cents(written?.max) };
  if (!written || [price.min, price.max].some((value) => value !== undefined && !(value >= 0))) {
    problems.push('Price: write a range in dollars as min..max, for example 1..25');
    return {};
  }
  return Object.fromEntries(Object.entries(price).filter(([, value]) => value !== undefined));
}

/** The selection a state asks for among `defs`; a filter of an attribute not listed here is ignored. */
export function readSelection(query: FacetQuery, defs: readonly AttributeDef[]): ReadSelection {
  const problems: string[] = [];
  const words: Record<string, string[]> = {};
  const ranges: FacetSelection['ranges'] = {};
  for (const def of defs) {
    const text = query.filters[def.key];
    if (!text) continue;
    if (def.kind === 'number') {
      const range = readRange(def, text, problems);
      if (range) ranges[def.key] = range;
    } else
      words[def.key] = text
        .split('|')
        .map((word) => word.trim())
        .filter(Boolean);
  }
  const price = query.price ? readPrice(query.price, problems) : {};
  return { selection: { ...NO_SELECTION, words, ranges, inStock: query.inStock, price }, problems };
}
