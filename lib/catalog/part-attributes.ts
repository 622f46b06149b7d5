import 'server-only';
import { applyValues, readValues } from '@/lib/attributes';
import { attributesOf, findCategory } from '@/lib/categories';
import { toId, type Id } from '@/lib/db';
import { AppError, type AttributeDef } from '@/lib/model';
import { releaseCategory } from './store/product-pages';
import type { ProductDoc } from './store/products-doc';

// Where a part sits and what it is (issue 37): its category, checked to exist, and its attribute
// values, read against the attributes that category gives it.

type Placement = { categoryId?: Id | null; attrs?: ProductDoc['attrs'] };

async function defsOf(categoryId: Id | null | undefined): Promise<{ id: Id | null; defs: AttributeDef[] }> {
  if (!categoryId) return { id: null, defs: [] };
  const found = await attributesOf(categoryId);
  if (!found) throw new AppError('invalid', 'Category not found', { categoryId: 'Category not found' });
  return { id: found.category._id, defs: found.attributes };
}

/**
 * The category and attribute values of an add or an edit, as stored: `categoryId` undefined keeps
 * the part's, null takes it out of any; `attributes` are values as written by key ("" takes one
 * off). A part moved keeps only the values its new category describes. Nothing given: no change.
 */
export async function placementChanges(
  input: { categoryId?: string | null; attributes?: Record<string, string> },
  before?: Pick<ProductDoc, 'categoryId' | 'attrs'>,
): Promise<Placement> {
  if (input.categoryId === undefined && input.attributes === undefined) return {};
  const target =
    input.categoryId === undefined ? before?.categoryId : input.categoryId ? toId(input.categoryId) : null;
  const { id, defs } = await defsOf(target);
  const read = readValues(defs, input.attributes ?? {});
  if (!read.ok) {
    const fields = Object.fromEntries(
      Object.entries(read.errors).map(([key, message]) => [`attributes.${key}`, message]),
    );
    throw new AppError('invalid', Object.values(read.errors)[0]!, fields);
  }
  return {
    ...(input.categoryId !== undefined ? { categoryId: id } : {}),
    attrs: applyValues(defs, before?.attrs ?? [], read.change),
  };
}

/**
 * After a part is written into category `categoryId`: is it still there? A category deleted between
 * the check above and the write (its deletion counted no parts then) keeps no part: the part leaves
 * it (false). The deletion releases such parts too (removeCategory), so whichever comes second sees
 * the other.
 */
export async function confirmCategory(categoryId: Id | null | undefined): Promise<boolean> {
  if (!categoryId || (await findCategory(categoryId))) return true;
  await releaseCategory(categoryId);
  return false;
}
