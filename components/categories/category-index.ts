import type { CategoryDto } from '@/lib/categories';
import { DIMENSIONS, unitSign, type AttributeDef } from '@/lib/model';

// The category tree as the admin screen walks it (issue 37), pure: built once from the list
// GET /api/categories answers (parents before their children, siblings by path).

export type CategoryIndex = {
  byId: ReadonlyMap<string, CategoryDto>;
  /** Each category's subcategories by its id; the top ones under null. */
  children: ReadonlyMap<string | null, readonly CategoryDto[]>;
};

export function indexCategories(categories: readonly CategoryDto[]): CategoryIndex {
  const byId = new Map(categories.map((category) => [category._id, category]));
  const children = new Map<string | null, CategoryDto[]>();
  for (const category of categories) {
    // A parent missing from the list (never, as the tree is read whole) would hide its branch: shown at the top.
    const parent = category.parentId && byId.has(category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  return { byId, children };
}

export const childrenOf = (index: CategoryIndex, id: string | null) => index.children.get(id) ?? [];

/** Its ancestors from the top down, itself left out. */
export function ancestorsOf(index: CategoryIndex, category: CategoryDto): CategoryDto[] {
  const trail: CategoryDto[] = [];
  for (let id = category.parentId; id;) {
    const parent = index.byId.get(id);
    if (!parent || trail.includes(parent)) break;
    trail.unshift(parent);
    id = parent.parentId;
  }
  return trail;
}

/** The whole tree, or one branch, each category before its subcategories (the order it is shown in). */
export function branchOrder(index: CategoryIndex, id: string | null = null): CategoryDto[] {
  return childrenOf(index, id).flatMap((child) => [child, ...branchOrder(index, child._id)]);
}

/** Its name after its ancestors': "Fasteners / Bolts / Hex bolts". */
export const trailName = (index: CategoryIndex, category: CategoryDto) =>
  [...ancestorsOf(index, category), category].map((each) => each.name).join(' / ');

/** An attribute in a few words: "Diameter: length in mm, critical". */
export function attributeText(def: AttributeDef): string {
  const kind =
    def.kind === 'number' && def.dimension
      ? `${DIMENSIONS[def.dimension].label.toLowerCase()} in ${unitSign(def.unit ?? '')}`
      : def.kind === 'choice'
        ? `one of ${(def.choices ?? []).join(', ')}`
        : 'text';
  return `${def.label}: ${kind}${def.critical ? ', critical' : ''}`;
}

export const attributeCount = (count: number) =>
  count === 0 ? 'No attributes of its own' : `${count} attribute${count === 1 ? '' : 's'} of its own`;
