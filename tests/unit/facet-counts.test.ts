import { describe, expect, it } from 'vitest';
import { buildIndex, countFacets, type FacetSelection, type IndexedPart } from '@/lib/facets';
import type { AttributeDef } from '@/lib/model';
import { randomSource } from '../support/contract-cases';

// Issue 37's proof: 500 random filter states over a seeded catalog, every count shown compared with
// a brute-force count written apart from lib/facets (each value: the parts matching every other
// selection and that value).

const DEFS: AttributeDef[] = [
  {
    key: 'material',
    label: 'Material',
    kind: 'choice',
    choices: ['Steel', 'Brass', 'Nylon', 'Titanium'],
    critical: true,
  },
  { key: 'thread', label: 'Thread', kind: 'text', critical: false },
  { key: 'finish', label: 'Finish', kind: 'choice', choices: ['Zinc', 'Black', 'Plain'], critical: false },
  { key: 'diameter', label: 'Diameter', kind: 'number', dimension: 'length', unit: 'mm', critical: true },
  { key: 'length', label: 'Length', kind: 'number', dimension: 'length', unit: 'mm', critical: false },
];
const THREADS = ['M3x0.5', 'M4x0.7', 'M6x1.0', 'M8x1.25', '1/4-20 UNC'];

/** A part as the brute force reads it (its values by key), and as the index is given it. */
type Part = IndexedPart & { values: Map<string, number | string> };
const part = (
  id: string,
  priceCents: number,
  onHand: number,
  values: Map<string, number | string>,
): Part => ({
  id,
  name: `part ${id}`,
  priceCents,
  onHand,
  values,
  attrs: [...values].map(([k, v]) => (typeof v === 'number' ? { k, n: v } : { k, s: v })),
});

function catalog(seed: number, size: number): Part[] {
  const { random, int, pick } = randomSource(seed);
  return Array.from({ length: size }, (_, n) => {
    const values = new Map<string, number | string>();
    // Each attribute missing on some parts: a facet counts only the parts that have it.
    if (random() < 0.9) values.set('material', pick(DEFS[0]!.choices!));
    if (random() < 0.7) values.set('thread', pick(THREADS));
    if (random() < 0.8) values.set('finish', pick(DEFS[2]!.choices!));
    if (random() < 0.9) values.set('diameter', int(2, 30) / 1000); // 2..30 mm, some equal, many on bucket edges
    if (random() < 0.6) values.set('length', int(5, 200) / 1000);
    return part(String(n), int(5, 5000), random() < 0.3 ? 0 : int(1, 900), values);
  });
}

function randomSelection(seed: number, parts: Part[]): FacetSelection {
  const { random, int, pick } = randomSource(seed);
  const words: Record<string, string[]> = {};
  const ranges: FacetSelection['ranges'] = {};
  for (const def of DEFS) {
    if (random() < 0.55) continue;
    if (def.kind === 'number') {
      const values = parts
        .map((part) => part.values.get(def.key))
        .filter((v): v is number => typeof v === 'number');
      const [a, b] = [pick(values), pick(values)].sort((x, y) => x - y) as [number, number];
      ranges[def.key] = random() < 0.2 ? { min: a } : random() < 0.2 ? { max: b } : { min: a, max: b };
    } else {
      const pool = def.kind === 'choice' ? [...def.choices!, 'Unobtainium'] : THREADS;
      words[def.key] = [...new Set(Array.from({ length: int(1, 3) }, () => pick(pool)))];
    }
  }
  const price = random() < 0.3 ? { min: int(0, 2000), max: int(2000, 5000) } : {};
  return { words, ranges, inStock: random() < 0.3, price };
}

/** Inclusive within 1e-9 relative: the same number written in two units is only that close. */
const between = (value: number, min?: number, max?: number) =>
  (min === undefined || value >= min - 1e-9 * Math.abs(min)) &&
  (max === undefined || value <= max + 1e-9 * Math.abs(max));

/** Whether a part passes one facet's selection (brute force, straight from the definition). */
function passes(part: Part, facet: string, selection: FacetSelection): boolean {
  if (facet === ':stock') return !selection.inStock || part.onHand > 0;
  if (facet === ':price') {
    const { min, max } = selection.price;
    return between(part.priceCents, min, max);
  }
  const value = part.values.get(facet);
  const words = selection.words[facet];
  if (words && words.length > 0) return typeof value === 'string' && words.includes(value);
  const range = selection.ranges[facet];
  if (range) return typeof value === 'number' && between(value, range.min, range.max);
  return true;
}

const FACETS = [...DEFS.map((def) => def.key), ':stock', ':price'];
const matchesAllBut = (part: Part, except: string, selection: FacetSelection) =>
  FACETS.every((facet) => facet === except || passes(part, facet, selection));

describe('facet counts', () => {
  it('match a brute-force count for every value of 500 random filter states (0 mismatches)', () => {
    const parts = catalog(37, 400);
    const index = buildIndex(DEFS, parts);
    let mismatches = 0;
    let compared = 0;
    const report: string[] = [];
    const check = (what: string, shown: number, expected: number) => {
      compared += 1;
      if (shown !== expected) {
        mismatches += 1;
        if (report.length < 5) report.push(`${what}: shown ${shown}, brute force ${expected}`);
      }
    };
    for (let state = 0; state < 500; state += 1) {
      const selection = randomSelection(1000 + state, parts);
      // A listing's base: every part, or a random part of the catalog (a search within a category).
      const base =
        state % 3 === 0
          ? parts.map((_, i) => i)
          : parts.map((_, i) => i).filter((i) => (i * 7 + state) % 5 !== 0);
      const inBase = base.map((i) => parts[i]!);
      const counts = countFacets(index, base, selection);
      check(
        `state ${state} results`,
        counts.matching.length,
        inBase.filter((p) => matchesAllBut(p, '', selection)).length,
      );
      for (const facet of counts.facets) {
        if (facet.kind === 'words')
          for (const value of facet.values)
            check(
              `state ${state} ${facet.key}=${value.word}`,
              value.count,
              inBase.filter(
                (p) => matchesAllBut(p, facet.key, selection) && p.values.get(facet.key) === value.word,
              ).length,
            );
        else
          for (const bucket of facet.buckets)
            check(
              `state ${state} ${facet.key} ${bucket.min}..${bucket.max}`,
              bucket.count,
              inBase.filter((p) => {
                const v = p.values.get(facet.key);
                return (
                  matchesAllBut(p, facet.key, selection) &&
                  typeof v === 'number' &&
                  between(v, bucket.min, bucket.max)
                );
              }).length,
            );
      }
      check(
        `state ${state} in stock`,
        counts.inStock.count,
        inBase.filter((p) => matchesAllBut(p, ':stock', selection) && p.onHand > 0).length,
      );
      for (const bucket of counts.price.buckets)
        check(
          `state ${state} price ${bucket.min}..${bucket.max}`,
          bucket.count,
          inBase.filter(
            (p) => matchesAllBut(p, ':price', selection) && between(p.priceCents, bucket.min, bucket.max),
          ).length,
        );
      // Every facet a part of the base has is shown, and a chosen word stays listed.
      const shown = new Set(counts.facets.map((facet) => facet.key));
      for (const def of DEFS) expect(shown.has(def.key)).toBe(inBase.some((p) => p.values.has(def.key)));
    }
    expect(report, `${mismatches} of ${compared} counts`).toEqual([]);
    expect(compared).toBeGreaterThan(10_000);
  });

  it('compares numbers as numbers: 10 mm is above 9 mm', () => {
    const parts = [9, 10, 100].map((mm, n) =>
      part(String(n), 100, 1, new Map<string, number | string>([['diameter', mm / 1000]])),
    );
    const index = buildIndex(DEFS, parts);
    const counts = countFacets(index, [0, 1, 2], {
      words: {},
      ranges: { diameter: { min: 0.0095 } },
      inStock: false,
      price: {},
    });
    expect(counts.matching.map((i) => parts[i]!.id)).toEqual(['1', '2']);
  });
});
