import type { ProductDoc, Stocked } from './store/products-doc';

/** The fields an edit may change, in the order the Audit Log lists them. */
export const EDITABLE = [
  'partNumber',
  'name',
  'description',
  'img',
  'quantity',
  'priceCents',
  'priceBreaks',
  'minimumQuantity',
  'quantityStep',
  'weightGrams',
  'taxClass',
  'categoryId',
  'attrs',
] as const;
export type EditableField = (typeof EDITABLE)[number];

/** A part's editable fields as stored, with its units on hand (lib/inventory's). */
export type EditablePart = Pick<Stocked<ProductDoc>, EditableField>;

/** Written out from → to (text fields are only named: a description can be long). */
const WRITTEN_OUT = new Set<EditableField>([
  'quantity',
  'priceCents',
  'priceBreaks',
  'minimumQuantity',
  'quantityStep',
  'weightGrams',
  'taxClass',
]);

/** A field as compared: no price ladder is an empty one, an unset rule is null. */
const value = (part: EditablePart, field: EditableField) =>
  field === 'priceBreaks' || field === 'attrs' ? (part[field] ?? []) : (part[field] ?? null);

/** The Audit Log's details of an edit: the fields changed, and from → to for the written-out ones. */
export type ProductChanges = { changed: EditableField[] } & Partial<
  Record<EditableField, { from: unknown; to: unknown }>
>;

/**
 * What an edit really changed, for the Audit Log: the fields whose stored value differs (a form
 * sends every field; a stock-only edit names only the stock), numbers and prices from → to as
 * stored (cents; lib/audit/detail-text.ts shows them readably).
 */
export function productChanges(before: EditablePart, after: EditablePart): ProductChanges {
  const changed = EDITABLE.filter(
    (field) => JSON.stringify(value(before, field)) !== JSON.stringify(value(after, field)),
  );
  return {
    changed,
    ...Object.fromEntries(
      changed
        .filter((field) => WRITTEN_OUT.has(field))
        .map((field) => [field, { from: value(before, field), to: value(after, field) }]),
    ),
  };
}
