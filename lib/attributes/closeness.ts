import type { AttributeDef, AttributeValue } from '@/lib/model';
import { fits, writeValue } from './part-values';
import { sameQuantity } from './units';

// How alike two parts of one category are (issue 37's substitutes): the critical attributes must
// be the same; the others say how close a replacement is. Plain data in, plain data out.

type Values = readonly AttributeValue[] | undefined;

const valueOf = (def: AttributeDef, values: Values): AttributeValue | undefined => {
  const value = values?.find((each) => each.k === def.key);
  return value && fits(def, value) ? value : undefined;
};

const same = (def: AttributeDef, a: AttributeValue, b: AttributeValue): boolean =>
  def.kind === 'number' ? sameQuantity(a.n!, b.n!) : a.s === b.s;

/** The critical values a replacement of a part must have: those the part has (one it lacks asks nothing). */
export const criticalValues = (defs: readonly AttributeDef[], part: Values): AttributeValue[] =>
  defs.flatMap((def) => {
    const value = def.critical ? valueOf(def, part) : undefined;
    return value ? [value] : [];
  });

/** Whether `candidate` has every critical value `part` has. */
export const sameCritical = (defs: readonly AttributeDef[], part: Values, candidate: Values): boolean =>
  criticalValues(defs, part).every((value) => {
    const def = defs.find((each) => each.key === value.k)!;
    const theirs = valueOf(def, candidate);
    return theirs !== undefined && same(def, value, theirs);
  });

/**
 * How far `candidate` is from `part` over the attributes that are not critical: each adds 0 when
 * the same (or neither has it), 1 when one lacks it or a choice or text differs, and a number its
 * relative difference (|a − b| / the larger, at most 1): 6 mm beside 5 mm is nearer than 12 mm.
 */
export function distance(defs: readonly AttributeDef[], part: Values, candidate: Values): number {
  let sum = 0;
  for (const def of defs) {
    if (def.critical) continue;
    const ours = valueOf(def, part);
    const theirs = valueOf(def, candidate);
    if (!ours && !theirs) continue;
    if (!ours || !theirs) sum += 1;
    else if (def.kind !== 'number') sum += ours.s === theirs.s ? 0 : 1;
    else if (!sameQuantity(ours.n!, theirs.n!)) {
      const larger = Math.max(Math.abs(ours.n!), Math.abs(theirs.n!));
      sum += Math.min(1, Math.abs(ours.n! - theirs.n!) / larger);
    }
  }
  return sum;
}

/** Where `candidate` differs from `part`, as people read the values ("—": it has none). */
export function differences(
  defs: readonly AttributeDef[],
  part: Values,
  candidate: Values,
): { label: string; ours: string; theirs: string }[] {
  return defs.flatMap((def) => {
    const ours = valueOf(def, part);
    const theirs = valueOf(def, candidate);
    if (!ours && !theirs) return [];
    if (ours && theirs && same(def, ours, theirs)) return [];
    const shown = (value?: AttributeValue) => (value ? writeValue(def, value) : '—');
    return [{ label: def.label, ours: shown(ours), theirs: shown(theirs) }];
  });
}
