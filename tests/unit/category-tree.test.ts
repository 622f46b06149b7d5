import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, planPlacement, slugify, type TreeNode } from '@/lib/categories/tree';
import {
  categoryHref,
  categoryRoute,
  categoryStateLinks,
  facetQueryString,
  fromQuerySegment,
  NO_FACET_QUERY,
  parseFacetQuery,
  stateHref,
  toQuerySegment,
  type FacetQuery,
} from '@/lib/model';

/** A chain of `depth` categories, each under the one before. */
function chain(depth: number): TreeNode[] {
  const nodes: TreeNode[] = [];
  for (let level = 0; level < depth; level += 1) {
    const parent = nodes.at(-1);
    const slug = `level-${level + 1}`;
    nodes.push({
      _id: new ObjectId(),
      name: `Level ${level + 1}`,
      slug,
      parentId: parent?._id ?? null,
      ancestors: parent ? [...parent.ancestors, parent._id] : [],
      path: parent ? `${parent.path}/${slug}` : slug,
    });
  }
  return nodes;
}

describe('the category tree', () => {
  it('names a category for URLs', () => {
    expect(slugify('Hex bolts & nuts')).toBe('hex-bolts-nuts');
    expect(slugify('Écrous M6')).toBe('ecrous-m6');
    expect(slugify('***')).toBe('category');
  });

  it(`goes ${MAX_DEPTH} levels deep and no deeper, counting the branch a move brings along`, () => {
    const nodes = chain(MAX_DEPTH);
    expect(planPlacement(nodes, { id: new ObjectId(), name: 'Deeper', parentId: nodes.at(-1)!._id })).toEqual(
      {
        ok: false,
        reason: `Categories go ${MAX_DEPTH} levels deep at most`,
      },
    );
    expect(planPlacement(nodes, { id: new ObjectId(), name: 'Beside', parentId: nodes.at(-2)!._id }).ok).toBe(
      true,
    );
    // Level 2 (with 6 levels under it) moved under level 3 of another 3-deep chain: 3 + 7 > 8.
    const other = chain(3).map((node) => ({ ...node, path: `other-${node.path}` }));
    const moved = planPlacement([...nodes, ...other], {
      id: nodes[1]!._id,
      name: 'Level 2',
      parentId: other[2]!._id,
    });
    expect(moved).toMatchObject({ ok: false });
  });

  it('moves the descendants with their category, keeping what lies below it', () => {
    const nodes = chain(4);
    const top = chain(1).map((node) => ({ ...node, name: 'Top', slug: 'top', path: 'top' }));
    const plan = planPlacement([...nodes, ...top], {
      id: nodes[1]!._id,
      name: 'Renamed',
      parentId: top[0]!._id,
    });
    if (!plan.ok) throw new Error(plan.reason);
    expect(plan.placements.map((p) => p.set.path)).toEqual([
      'top/renamed',
      'top/renamed/level-3',
      'top/renamed/level-3/level-4',
    ]);
    expect(plan.placements[2]!.set.ancestors).toEqual([top[0]!._id, nodes[1]!._id, nodes[2]!._id]);
  });

  it('reads a category page’s path, with its state segment', () => {
    expect(categoryRoute(['fasteners', 'bolts'])).toEqual({ path: 'fasteners/bolts', query: '' });
    const state = 'f=material%3ASteel%7CBrass&page=3';
    expect(toQuerySegment(state)).toBe('~f=material!3ASteel!7CBrass&page=3');
    expect(categoryRoute(['fasteners', toQuerySegment(state)])).toEqual({ path: 'fasteners', query: state });
    // Only what a query's writer writes: a raw ":" or "%", or a "!" not before two hex digits, is not a state.
    expect(categoryRoute(['fasteners', '~f=material:Steel'])).toBeNull();
    expect(categoryRoute(['fasteners', '~f=a!3'])).toBeNull();
    expect(categoryRoute([toQuerySegment(state)])).toBeNull();
    expect(categoryRoute(['Fasteners'])).toBeNull();
    expect(categoryRoute(['fasteners', '~%%'])).toBeNull();
  });

  it('gives each state an address of its own, legal in a path, read back the same, and links that reach it', () => {
    const text = (n: number) =>
      Array.from({ length: n }, () => String.fromCodePoint(Math.floor(Math.random() * 0x2fff))).join('');
    const randomState = (): FacetQuery => ({
      ...NO_FACET_QUERY,
      q: Math.random() < 0.5 ? text(5) : '',
      filters: Object.fromEntries(
        Array.from({ length: Math.floor(Math.random() * 4) }, (_, i) => [`k${i}`, text(8)]),
      ),
      inStock: Math.random() < 0.5,
      price: Math.random() < 0.5 ? '1..9.5' : '',
      page: 1 + Math.floor(Math.random() * 3),
    });
    for (let run = 0; run < 500; run += 1) {
      const [at, to] = [randomState(), randomState()];
      const search = facetQueryString(to);
      const segment = toQuerySegment(search);
      expect(segment).toMatch(/^~[A-Za-z0-9*._+=&!-]*$/);
      // No escapes of its own (nothing a browser or Next would decode), and read the same when Next
      // hands it to the page escaped.
      expect(decodeURIComponent(segment)).toBe(segment);
      if (search) expect(fromQuerySegment(segment)).toBe(search);
      if (search) expect(fromQuerySegment(encodeURIComponent(segment))).toBe(search);
      // A link from the page of `at` (relative to it) lands on the address of `to`.
      for (const path of ['fasteners', 'fasteners/bolts/hex-bolts']) {
        const page = new URL(categoryHref(path, at), 'https://store.example');
        const link = new URL(stateHref(categoryStateLinks(path, at), to), page);
        expect(link.pathname + link.search).toBe(categoryHref(path, to));
      }
    }
    expect(categoryHref('fasteners/bolts', { ...NO_FACET_QUERY, inStock: true })).toBe(
      '/categories/fasteners/bolts/~stock=1',
    );
  });

  it('writes a filter state one way, whatever order it came in, and reads a range form into it', () => {
    const a = parseFacetQuery(new URLSearchParams('f=material:Steel&f=diameter:6 mm..10 mm&stock=1&page=2'))!;
    const b = parseFacetQuery(new URLSearchParams('page=2&stock=1&f=diameter:6 mm..10 mm&f=material:Steel'))!;
    expect(facetQueryString(a)).toBe(facetQueryString(b));
    // The panel's one form: every range box sent, the typed ones read, a bucket chosen before replaced.
    const form = parseFacetQuery(
      new URLSearchParams(
        'f=diameter:6 mm..8 mm&f=material:Steel&diameter.min=1/4 in&diameter.max=&length.min=&length.max=&mass.max=2 kg&range=diameter',
      ),
    )!;
    expect(form.filters).toEqual({ diameter: '1/4 in..', material: 'Steel', mass: '..2 kg' });
    expect(facetQueryString(form)).toBe('f=diameter%3A1%2F4+in..&f=mass%3A..2+kg&f=material%3ASteel');
    expect(parseFacetQuery(new URLSearchParams('price.min=2&price.max=9&range=price'))!.price).toBe('2..9');
    expect(parseFacetQuery(new URLSearchParams('page=0'))).toBeNull();
  });
});
