import { z } from 'zod';
import { writtenValue } from '@/lib/attributes/browser';
import type { PartCategoryChoice } from '@/lib/catalog';

// A part's category and attribute values in the admin's part forms (issue 37). The forms' schema
// (productFormSchema) leaves `attributes` out, as the CSV import reads them from columns of their
// own: each form adds them here, values as typed by key. Units are read on the server (mathjs):
// a value it cannot read comes back as a 422 by field, `attributes.{key}`.

/** The values typed, by attribute key (checked by the server; none: no category chosen). */
export const attributeValuesField = z.record(z.string(), z.string()).optional();

/** The chosen category ('' or none: the part is in no category). */
export const chosenCategory = (
  categories: readonly PartCategoryChoice[],
  id: string | null | undefined,
): PartCategoryChoice | undefined => (id ? categories.find((category) => category.id === id) : undefined);

/** A part's stored values (ProductDto's `attributes`, numbers in SI) as its form shows them. */
export function writtenValues(
  category: PartCategoryChoice | undefined,
  stored: Readonly<Record<string, number | string>>,
): Record<string, string> {
  return Object.fromEntries(
    (category?.attributes ?? []).map((field) => [field.key, writtenValue(field, stored[field.key])]),
  );
}

/**
 * What to send as `attributes`: the chosen category's values only (a field of a category chosen
 * before stays in the form's state). A part put in another category sends every value shown,
 * blanks taking values off; otherwise only the values changed, so an untouched number is not
 * read back from its 12 digits. Nothing to send: undefined.
 */
export function valuesToSend(
  category: PartCategoryChoice | undefined,
  typed: Readonly<Record<string, string>> | undefined,
  before: { categoryId: string | null; values: Readonly<Record<string, string>> },
): Record<string, string> | undefined {
  const moved = (category?.id ?? null) !== before.categoryId;
  const values = (category?.attributes ?? [])
    .map((field) => [field.key, (typed?.[field.key] ?? '').trim()] as const)
    .filter(([key, value]) => moved || value !== (before.values[key] ?? ''));
  return values.length > 0 ? Object.fromEntries(values) : undefined;
}
