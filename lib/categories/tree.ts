import type { Id } from '@/lib/db';
import type { AttributeDef } from '@/lib/model';

// The category tree's rules, on the tree read whole (at most MAX_CATEGORIES nodes): where a node
// sits, what moving or renaming it does to its descendants, and which moves are refused.

/** The deepest a category may sit (a root is level 1). */
export const MAX_DEPTH = 8;

/** A node of the tree as its rules read it (store/categories.ts keeps it, with its times). */
export type TreeNode = {
  _id: Id;
  name: string;
  /** Its name for URLs: lower-case letters, digits and dashes; unique among its siblings. */
  slug: string;
  parentId: Id | null;
  /** Its ancestors from the top down (not itself): a subtree is one query on this field. */
  ancestors: Id[];
  /** The slugs from the top down joined by "/" ("fasteners/bolts/hex"): its page's address; unique. */
  path: string;
  /** The attributes it defines; its subcategories inherit them. */
  attributes?: AttributeDef[];
};

const key = (id: Id) => id.toHexString();

/** A name as a URL segment: "Hex bolts & nuts" → "hex-bolts-nuts". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'category';
}

/** The node and every node under it (the node first). */
export function subtree<T extends TreeNode>(nodes: readonly T[], id: Id): T[] {
  const root = nodes.find((node) => node._id.equals(id));
  if (!root) return [];
  return [root, ...nodes.filter((node) => node.ancestors.some((ancestor) => ancestor.equals(id)))];
}

/** Its ancestors from the root down, then itself: a breadcrumb trail. */
export function trail<T extends TreeNode>(nodes: readonly T[], node: T): T[] {
  const byId = new Map(nodes.map((each) => [key(each._id), each]));
  return [...node.ancestors.map((id) => byId.get(key(id))).filter((each): each is T => !!each), node];
}

export type Placement = {
  id: Id;
  set: Pick<TreeNode, 'parentId' | 'ancestors' | 'path'> & Partial<Pick<TreeNode, 'name' | 'slug'>>;
};

/** Why a placement is refused, in the admin's words, or the writes it takes. */
export type Plan = { ok: true; placements: Placement[] } | { ok: false; reason: string };

/**
 * Places `id` (existing) or a new node under `parentId` with `name`: its own ancestors and path,
 * and those of every descendant, which move with it. Refused: a parent that is itself or one of its
 * descendants, a tree deeper than MAX_DEPTH, or a sibling with the same slug.
 */
export function planPlacement(
  nodes: readonly TreeNode[],
  target: { id: Id; name: string; parentId: Id | null },
): Plan {
  const parent = target.parentId ? nodes.find((node) => node._id.equals(target.parentId!)) : null;
  if (target.parentId && !parent) return { ok: false, reason: 'The parent category does not exist' };
  const moving = subtree(nodes, target.id);
  if (parent && moving.some((node) => node._id.equals(parent._id)))
    return { ok: false, reason: 'A category cannot be moved under itself or one of its subcategories' };
  const ancestors = parent ? [...parent.ancestors, parent._id] : [];
  const deepest = moving.reduce(
    (most, node) => Math.max(most, node.ancestors.length - (moving[0]?.ancestors.length ?? 0)),
    0,
  );
  if (ancestors.length + 1 + deepest > MAX_DEPTH)
    return { ok: false, reason: `Categories go ${MAX_DEPTH} levels deep at most` };
  const clash = keyClash(
    ancestors.flatMap((id) => nodes.find((node) => node._id.equals(id))?.attributes ?? []),
    moving.flatMap((node) => node.attributes ?? []),
  );
  if (clash) return { ok: false, reason: `The attribute "${clash}" would be defined twice on one branch` };
  const slug = slugify(target.name);
  const path = parent ? `${parent.path}/${slug}` : slug;
  const sibling = nodes.find(
    (node) =>
      !node._id.equals(target.id) &&
      (node.parentId?.toHexString() ?? null) === (parent ? key(parent._id) : null) &&
      node.slug === slug,
  );
  if (sibling) return { ok: false, reason: `A category named "${sibling.name}" is already there` };
  const self = moving[0];
  const placements: Placement[] = [
    { id: target.id, set: { name: target.name, slug, parentId: parent?._id ?? null, ancestors, path } },
  ];
  if (!self) return { ok: true, placements };
  const depth = self.ancestors.length;
  for (const node of moving.slice(1)) {
    placements.push({
      id: node._id,
      set: {
        parentId: node.parentId,
        ancestors: [...ancestors, target.id, ...node.ancestors.slice(depth + 1)],
        path: `${path}${node.path.slice(self.path.length)}`,
      },
    });
  }
  return { ok: true, placements };
}

/** The first key both lists define, or null. */
function keyClash(above: readonly AttributeDef[], below: readonly AttributeDef[]): string | null {
  const keys = new Set(above.map((def) => def.key));
  return below.find((def) => keys.has(def.key))?.key ?? null;
}

/** A category's attributes: its ancestors' from the top down, then its own. */
export function effectiveAttributes<T extends TreeNode>(nodes: readonly T[], node: T): AttributeDef[] {
  return trail(nodes, node).flatMap((each) => each.attributes ?? []);
}

/**
 * Why `own` cannot be the attributes of `id`, or null: a key its ancestors define already (it
 * would inherit two) or one a descendant defines (that one would then inherit two).
 */
export function attributesProblem(
  nodes: readonly TreeNode[],
  id: Id,
  own: readonly AttributeDef[],
): string | null {
  const node = nodes.find((each) => each._id.equals(id));
  if (!node) return null;
  const above = trail(nodes, node)
    .slice(0, -1)
    .flatMap((each) => each.attributes ?? []);
  const below = subtree(nodes, id)
    .slice(1)
    .flatMap((each) => each.attributes ?? []);
  const clash = keyClash(above, own) ?? keyClash(own, below);
  return clash ? `The attribute "${clash}" is already defined above or below this category` : null;
}

/**
 * The attributes a listing of `node`'s parts may show (null: the whole catalog): its own and its
 * ancestors', then those its descendants define, each key once (the first definition wins: two
 * branches may each define a key of their own).
 */
export function listingAttributes<T extends TreeNode>(nodes: readonly T[], node: T | null): AttributeDef[] {
  const defs = node
    ? [
        ...effectiveAttributes(nodes, node),
        ...subtree(nodes, node._id)
          .slice(1)
          .flatMap((each) => each.attributes ?? []),
      ]
    : nodes.flatMap((each) => each.attributes ?? []);
  const seen = new Set<string>();
  return defs.filter((def) => !seen.has(def.key) && seen.add(def.key));
}
