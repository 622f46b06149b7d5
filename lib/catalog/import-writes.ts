import 'server-only';
import type { Caller } from '@/lib/model';
import type { Id } from '@/lib/db';
import { newId } from '@/lib/db';
import { quantityRulesOf } from '@/lib/selling';
import type { PriceBreak } from '@/lib/selling';
import type { PartRow } from './catalog-csv-rows';
import { sameValues, type rowPlacement } from './csv-categories';
import type { PartWrite, StoredPartDoc } from './store/catalog-import';
import type { Stocked } from './store/products-doc';

// What one row of a catalog CSV writes (./import-parts.ts reads the file and the parts and writes
// in batches): the changes that make a stored part what the row says, or the new part it adds.

const sameId = (a: Id | null | undefined, b: Id | null | undefined) =>
  (a?.toHexString() ?? null) === (b?.toHexString() ?? null);

/** The optional fields as they will be: the file's value, its default (null), or the part's own. */
export function sellingAfter(part: PartRow, stored: StoredPart | undefined) {
  const pick = <K extends 'priceBreaks' | 'minimumQuantity' | 'quantityStep'>(field: K) =>
    part[field] === undefined ? stored?.[field] : (part[field] ?? undefined);
  return {
    priceCents: part.priceCents,
    priceBreaks: pick('priceBreaks'),
    minimumQuantity: pick('minimumQuantity'),
    quantityStep: pick('quantityStep'),
  };
}

const sameBreaks = (a: PriceBreak[] = [], b: PriceBreak[] = []) =>
  a.length === b.length &&
  a.every((rung, i) => rung.minQuantity === b[i]!.minQuantity && rung.unitCents === b[i]!.unitCents);

/** What an import compares a row with: the part as stored, with its units on hand. */
export type StoredPart = Stocked<StoredPartDoc>;

/** The stock a row asks for: none, a change from the part's stock, or a refusal (it moved since). */
function stockFor(part: PartRow, stored: StoredPart): { from: number; to: number } | null | string {
  const from = part.previousQuantity;
  // Already what the row says (a later round, after the part's other fields were refused once).
  if (part.quantity === stored.quantity) return null;
  if (from === undefined) return { from: stored.quantity, to: part.quantity };
  // Written with this stock and left as it was: the row says nothing about stock.
  if (part.quantity === from) return null;
  if (stored.quantity !== from)
    return `The stock of ${part.partNumber} moved since this file was written (the file says ${from}, it is now ${stored.quantity}): set previousQuantity to ${stored.quantity} if ${part.quantity} is still right`;
  return { from, to: part.quantity };
}

export type Placement = NonNullable<ReturnType<typeof rowPlacement>>;

/** What must change on a stored part for it to be as the row says (null: nothing), or why it may not. */
export function changesFor(
  part: PartRow,
  stored: StoredPart,
  placement: Placement,
): PartWrite | null | string {
  const selling = sellingAfter(part, stored);
  const set: Partial<Omit<StoredPart, '_id' | 'partNumberKey' | 'quantity'>> = {};
  for (const field of ['partNumber', 'name', 'description', 'img', 'priceCents'] as const)
    if (part[field] !== stored[field]) Object.assign(set, { [field]: part[field] });
  const unset: (
    'priceBreaks' | 'minimumQuantity' | 'quantityStep' | 'weightGrams' | 'taxClass' | 'categoryId' | 'attrs'
  )[] = [];
  // Category and attribute values (issue 37): numbers compared within a unit round trip's 1e-9.
  if (!sameId(placement.categoryId, stored.categoryId)) {
    if (placement.categoryId) set.categoryId = placement.categoryId;
    else unset.push('categoryId');
  }
  if (!sameValues(placement.attrs, stored.attrs)) {
    if (placement.attrs.length > 0) set.attrs = placement.attrs;
    else unset.push('attrs');
  }
  if (!sameBreaks(selling.priceBreaks, stored.priceBreaks)) {
    if (selling.priceBreaks?.length) set.priceBreaks = selling.priceBreaks;
    else unset.push('priceBreaks');
  }
  // Compared as they act: an unset minimum and a minimum of 30 sell the same.
  const rules = quantityRulesOf(selling);
  const storedRules = quantityRulesOf(stored);
  for (const field of ['minimumQuantity', 'quantityStep'] as const) {
    if (rules[field] === storedRules[field]) continue;
    if (selling[field] === undefined) unset.push(field);
    else set[field] = selling[field];
  }
  // Shipping weight and tax class (issue 36): a blank cell unsets (no weight; standard), an absent column leaves them.
  if (part.weightGrams !== undefined && part.weightGrams !== (stored.weightGrams ?? null)) {
    if (part.weightGrams === null) unset.push('weightGrams');
    else set.weightGrams = part.weightGrams;
  }
  if (part.taxClass !== undefined && (part.taxClass ?? 'standard') !== (stored.taxClass ?? 'standard')) {
    if (part.taxClass === null) unset.push('taxClass');
    else set.taxClass = part.taxClass;
  }
  const stock = stockFor(part, stored);
  if (typeof stock === 'string') return stock;
  if (Object.keys(set).length === 0 && unset.length === 0 && !stock) return null;
  return {
    update: {
      id: stored._id,
      set,
      unset,
      ...(stock ? { stock } : {}),
      read: stored,
      text: { name: part.name, description: part.description },
    },
  };
}

export function insertFor(admin: Caller, part: PartRow, placement: Placement): PartWrite {
  const now = new Date();
  const selling = sellingAfter(part, undefined);
  return {
    stock: part.quantity,
    insert: {
      _id: newId(),
      partNumber: part.partNumber,
      name: part.name,
      description: part.description,
      img: part.img,
      priceCents: part.priceCents,
      ...(selling.priceBreaks?.length ? { priceBreaks: selling.priceBreaks } : {}),
      ...(selling.minimumQuantity !== undefined ? { minimumQuantity: selling.minimumQuantity } : {}),
      ...(selling.quantityStep !== undefined ? { quantityStep: selling.quantityStep } : {}),
      ...(part.weightGrams ? { weightGrams: part.weightGrams } : {}),
      ...(part.taxClass ? { taxClass: part.taxClass } : {}),
      ...(placement.categoryId ? { categoryId: placement.categoryId } : {}),
      ...(placement.attrs.length > 0 ? { attrs: placement.attrs } : {}),
      email: admin.email,
      createdAt: now,
      updatedAt: now,
    },
  };
}
