import 'server-only';
import { criticalValues, differences, distance, sameCritical } from '@/lib/attributes';
import { attributesOf } from '@/lib/categories';
import type { Id } from '@/lib/db';
import { withOnHand, oneWithOnHand } from './on-hand';
import type { Stocked } from './store/products-doc';
import {
  findCandidateDoc,
  findCandidateDocByNumber,
  findCandidateDocs,
  type CandidateDoc,
} from './store/substitute-candidates';

/** Parts of the category read to rank substitutes from (each a small projection). */
const POOL = 200;

export type SubstitutePart = Stocked<CandidateDoc>;
export type Substitute = {
  part: SubstitutePart;
  /** lib/attributes/closeness.ts: 0 = the same in every attribute but its number. */
  distance: number;
  /** Where it differs from the part it replaces, as people read the values. */
  differences: { label: string; ours: string; theirs: string }[];
};

/** Which part a line's substitutes replace: one by its id, or (a number not found) the part nearest it. */
export type SubstitutesOf = { id: Id } | { nearNumber: string };

/**
 * What may replace a part (issue 37): parts in stock of the same category with every critical
 * value it has, nearest first by the other attributes, then by price nearest to its; the parts'
 * number breaks a tie. A number not found asks for the part nearest it (its closest number): that
 * part comes first when in stock, being the likeliest meant. Null: no such part. None: it has no
 * category (nothing says what fits).
 */
export async function findSubstitutes(
  of: SubstitutesOf,
): Promise<{ part: SubstitutePart; substitutes: Substitute[] } | null> {
  const doc = 'id' in of ? await findCandidateDoc(of.id) : await findCandidateDocByNumber(of.nearNumber);
  const part = await oneWithOnHand(doc);
  if (!part) return null;
  const itself: Substitute[] =
    'nearNumber' in of && part.quantity > 0 ? [{ part, distance: 0, differences: [] }] : [];
  const place = part.categoryId ? await attributesOf(part.categoryId) : null;
  if (!place) return { part, substitutes: itself };
  const defs = place.attributes;
  const pool = await findCandidateDocs(place.category._id, part._id, criticalValues(defs, part.attrs), POOL);
  const substitutes = (await withOnHand(pool))
    // The query matched numbers within a slack; the rule itself decides.
    .filter((each) => each.quantity > 0 && sameCritical(defs, part.attrs, each.attrs))
    .map((each) => ({
      part: each,
      distance: distance(defs, part.attrs, each.attrs),
      differences: differences(defs, part.attrs, each.attrs),
    }))
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        Math.abs(a.part.priceCents - part.priceCents) - Math.abs(b.part.priceCents - part.priceCents) ||
        a.part.partNumber.localeCompare(b.part.partNumber),
    );
  return { part, substitutes: [...itself, ...substitutes] };
}
