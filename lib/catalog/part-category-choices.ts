import 'server-only';
import { unitWriting, type AttributeField } from '@/lib/attributes';
import { categoriesWithAttributes } from '@/lib/categories';
import type { AttributeDef } from '@/lib/model';

// What the admin's part forms offer (issue 37; Add A Products, Manage Products): every category by
// its trail, each with the attributes its parts have (its ancestors' and its own), read once.

export type PartCategoryChoice = {
  id: string;
  /** Its name after its ancestors': "Fasteners / Bolts / Hex bolts". */
  trail: string;
  attributes: AttributeField[];
};

/** A number's unit as a straight line from SI: the browser writes stored values without mathjs. */
const fieldOf = (def: AttributeDef): AttributeField =>
  def.kind === 'number' && def.dimension && def.unit
    ? { ...def, writing: unitWriting(def.dimension, def.unit) }
    : { ...def };

/** Names from the top down, compared one level at a time: each category before its subcategories. */
const byTrail = (a: string[], b: string[]) => {
  for (let at = 0; at < Math.min(a.length, b.length); at++) {
    const order = a[at]!.localeCompare(b[at]!);
    if (order !== 0) return order;
  }
  return a.length - b.length;
};

/** Every category (2,000 at most) with its attributes, in the order of its trail. */
export async function partCategoryChoices(): Promise<PartCategoryChoice[]> {
  const found = await categoriesWithAttributes();
  const names = new Map(found.map(({ category }) => [category._id.toHexString(), category.name]));
  return found
    .map(({ category, attributes }) => ({
      category,
      names: [...category.ancestors.map((id) => names.get(id.toHexString()) ?? ''), category.name],
      attributes,
    }))
    .sort((a, b) => byTrail(a.names, b.names))
    .map(({ category, names: trail, attributes }) => ({
      id: category._id.toHexString(),
      trail: trail.join(' / '),
      attributes: attributes.map(fieldOf),
    }));
}
