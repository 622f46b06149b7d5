import 'server-only';
import { shownValues } from '@/lib/attributes';
import { sharedPlace } from '@/lib/categories';
import { isIdString, toId } from '@/lib/db';
import { formatCents, quantityRulesOf } from '@/lib/selling';
import { withOnHand } from './on-hand';
import { findProductsInOrder } from './store/products';

/** Parts compared side by side at most (and at least two). */
export const MAX_COMPARED = 4;

export type ComparedPart = {
  _id: string;
  partNumber: string;
  name: string;
  img: string;
  minimumQuantity: number;
};

/** One line of the table: what it is, each part's value as people read it, and whether they differ. */
export type ComparisonRow = { label: string; values: string[]; differ: boolean };

export type Comparison =
  | {
      ok: true;
      category: { name: string; path: string };
      trail: { name: string; path: string }[];
      parts: ComparedPart[];
      rows: ComparisonRow[];
    }
  | { ok: false; problem: string };

const row = (label: string, values: string[]): ComparisonRow => ({
  label,
  values,
  differ: values.some((value) => value !== values[0]),
});

/**
 * Two to four parts of one category (or of its subcategories) side by side (issue 37): price, stock and ordering first, then
 * every attribute of the category that one of them has, in the category's order ("—": none). The
 * same id twice counts once. A list that cannot be compared says why.
 */
export async function compareParts(asked: readonly string[]): Promise<Comparison> {
  const ids = [...new Set(asked.map((id) => id.toLowerCase()))];
  if (ids.length < 2 || ids.length > MAX_COMPARED)
    return { ok: false, problem: `Choose 2 to ${MAX_COMPARED} parts to compare.` };
  if (!ids.every(isIdString)) return { ok: false, problem: 'A part to compare was not found.' };
  const parts = await withOnHand(await findProductsInOrder(ids.map(toId)));
  if (parts.length < ids.length) return { ok: false, problem: 'A part to compare was not found.' };
  // Parts of a category page may sit in its subcategories: compared under the deepest category
  // they share, by every attribute their categories give.
  const place = parts.every((part) => part.categoryId)
    ? await sharedPlace(parts.map((part) => part.categoryId!))
    : null;
  if (!place)
    return { ok: false, problem: 'Parts are compared within one category: choose parts of the same one.' };
  const shown = parts.map(
    (part) => new Map(shownValues(place.attributes, part.attrs).map((v) => [v.key, v.value])),
  );
  const attributeRows = place.attributes
    .filter((def) => shown.some((values) => values.has(def.key)))
    .map((def) =>
      row(
        def.label,
        shown.map((values) => values.get(def.key) ?? '—'),
      ),
    );
  return {
    ok: true,
    category: place.trail.at(-1)!,
    trail: place.trail,
    parts: parts.map((part) => ({
      _id: part._id.toHexString(),
      partNumber: part.partNumber,
      name: part.name,
      img: part.img,
      minimumQuantity: quantityRulesOf(part).minimumQuantity,
    })),
    rows: [
      row(
        'List price',
        parts.map((part) => formatCents(part.priceCents)),
      ),
      row(
        'In stock',
        parts.map((part) => part.quantity.toLocaleString('en-US')),
      ),
      row(
        'Smallest order',
        parts.map((part) => quantityRulesOf(part).minimumQuantity.toLocaleString('en-US')),
      ),
      ...attributeRows,
    ],
  };
}
