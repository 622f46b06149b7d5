import 'server-only';
import { releaseCategory } from './store/product-pages';
import { applyValues, readValues, sameQuantity, writeValue, type ValuesChange } from '@/lib/attributes';
import { categoriesWithAttributes } from '@/lib/categories';
import { toId, type Id } from '@/lib/db';
import type { AttributeDef, AttributeValue } from '@/lib/model';

// The catalog CSV's `category` column (a category's path) and `attr:{key}` columns (issue 37), read
// against the category tree as it is when the file is read: the tree is read once per import or
// export (at most MAX_CATEGORIES nodes).

export type CsvTree = {
  byPath: Map<string, { id: Id; defs: AttributeDef[] }>;
  byId: Map<string, { path: string; defs: AttributeDef[] }>;
  /** Every attribute key the tree defines, in its order: the export's attr: columns. */
  keys: string[];
};

export async function readCsvTree(): Promise<CsvTree> {
  const nodes = await categoriesWithAttributes();
  const keys = [
    ...new Set(nodes.flatMap(({ category }) => (category.attributes ?? []).map((def) => def.key))),
  ];
  return {
    byPath: new Map(
      nodes.map(({ category, attributes }) => [category.path, { id: category._id, defs: attributes }]),
    ),
    byId: new Map(
      nodes.map(({ category, attributes }) => [
        category._id.toHexString(),
        { path: category.path, defs: attributes },
      ]),
    ),
    keys,
  };
}

/** A row's attribute cells read against its category's attributes: the change, or each cell's problem. */
export function readAttributeCells(
  defs: readonly AttributeDef[],
  cells: Record<string, string>,
): { change: ValuesChange } | { errors: Record<string, string> } {
  // The export writes every attribute's column; a blank cell of an attribute the part's category
  // does not have says nothing.
  const keys = new Set(defs.map((def) => def.key));
  const said = Object.fromEntries(
    Object.entries(cells).filter(([key, text]) => keys.has(key) || text.trim() !== ''),
  );
  const read = readValues(defs, said);
  return read.ok ? { change: read.change } : { errors: read.errors };
}

/** Whether two lists of values say the same (numbers within 1e-9: a unit round trip's tolerance). */
export function sameValues(a: readonly AttributeValue[] = [], b: readonly AttributeValue[] = []): boolean {
  if (a.length !== b.length) return false;
  const byKey = new Map(b.map((value) => [value.k, value]));
  return a.every((value) => {
    const other = byKey.get(value.k);
    if (!other) return false;
    if (value.n !== undefined || other.n !== undefined)
      return value.n !== undefined && other.n !== undefined && sameQuantity(value.n, other.n);
    return value.s === other.s;
  });
}

/** A part's category path and its attribute cells in `tree.keys` order (blank: no value). */
export function categoryCells(
  tree: CsvTree,
  part: { categoryId?: Id | null; attrs?: AttributeValue[] },
): string[] {
  const category = part.categoryId ? tree.byId.get(part.categoryId.toHexString()) : undefined;
  const values = new Map((part.attrs ?? []).map((value) => [value.k, value]));
  const defs = new Map((category?.defs ?? []).map((def) => [def.key, def]));
  return [
    category?.path ?? '',
    ...tree.keys.map((key) => {
      const def = defs.get(key);
      const value = values.get(key);
      return def && value ? writeValue(def, value) : '';
    }),
  ];
}

/**
 * Where a row puts its part and what values it gives it: its category (the column's, or the stored
 * part's when the file has none) and its attribute values read against that category's
 * attributes; null after naming each problem (row, column).
 */
export function rowPlacement(
  tree: CsvTree,
  row: { category?: string | null; attributeCells: Record<string, string> },
  stored: { categoryId?: Id | null; attrs?: AttributeValue[] } | undefined,
  problem: (column: string, message: string) => void,
): { categoryId: Id | null; attrs: AttributeValue[] } | null {
  let categoryId = stored?.categoryId ?? null;
  if (row.category !== undefined) {
    const category = row.category === null ? null : tree.byPath.get(row.category);
    if (category === undefined) {
      problem('category', `There is no category "${row.category}" (a category's path, as in its address)`);
      return null;
    }
    categoryId = category?.id ?? null;
  }
  const defs = categoryId ? (tree.byId.get(categoryId.toHexString())?.defs ?? []) : [];
  const read = readAttributeCells(defs, row.attributeCells);
  if ('errors' in read) {
    for (const [key, message] of Object.entries(read.errors)) problem(`attr:${key}`, message);
    return null;
  }
  return { categoryId, attrs: applyValues(defs, stored?.attrs ?? [], read.change) };
}

/**
 * After an import wrote parts into the categories of `tree` (read before it): the parts of any of
 * them deleted meanwhile are taken out of it, so no part stays in a deleted category.
 */
export async function releaseDeletedCategories(tree: CsvTree): Promise<void> {
  const now = new Set((await categoriesWithAttributes()).map(({ category }) => category._id.toHexString()));
  for (const id of tree.byId.keys()) if (!now.has(id)) await releaseCategory(toId(id));
}
