import 'server-only';
import { findSubstitutes } from '@/lib/catalog';
import { toId } from '@/lib/db';
import { AppError, compactPartNumber, type Caller } from '@/lib/model';
import { buyerPriceContext } from '@/lib/pricelists';
import { centsToDollars, contractLabel, MAX_LINE_QUANTITY, priceFor, quantityRulesOf } from '@/lib/selling';
import type { SubstitutesDto } from './substitutes-dto';

/** Substitutes a line offers. */
export const SUBSTITUTES_SHOWN = 3;

/** `wanted` units as part `rules` sells them: at least its minimum, a whole number of its packs. */
const fitted = (wanted: number, rules: { minimumQuantity?: number; quantityStep?: number }) => {
  const { minimumQuantity, quantityStep } = quantityRulesOf(rules);
  return Math.max(minimumQuantity, Math.ceil(wanted / quantityStep) * quantityStep);
};

/**
 * What may replace `quantity` units of a part on a cart or bill-of-materials line (issue 37): of
 * part `productId`, or for a number not found, of the part whose number is `near` (the closest the
 * catalog has; it comes first). lib/catalog's substitutes that have the units in stock, each priced
 * for the caller as the cart will price it (priceFor, in cents, the caller's contract lists included).
 */
export async function substitutesFor(
  { productId, near }: { productId?: string; near?: string },
  quantity: number,
  caller: Caller | null,
): Promise<SubstitutesDto> {
  const found = await findSubstitutes(
    productId ? { id: toId(productId) } : { nearNumber: compactPartNumber(near ?? '') },
  );
  if (!found) throw new AppError('not_found', 'Product not found');
  const offered = found.substitutes
    .map((each) => ({ ...each, quantity: fitted(quantity, each.part) }))
    .filter((each) => each.quantity <= Math.min(each.part.quantity, MAX_LINE_QUANTITY))
    .slice(0, SUBSTITUTES_SHOWN);
  const context = await buyerPriceContext(
    caller,
    offered.map((each) => each.part._id),
  );
  return {
    productId: found.part._id.toHexString(),
    partNumber: found.part.partNumber,
    name: found.part.name,
    substitutes: offered.map(({ part, quantity: units, differences }) => {
      const price = priceFor(context, part, units);
      return {
        _id: part._id.toHexString(),
        partNumber: part.partNumber,
        name: part.name,
        available: part.quantity,
        quantity: units,
        unitPrize: centsToDollars(price.unitCents),
        totalPrize: centsToDollars(price.totalCents),
        contract: contractLabel(price),
        differences,
      };
    }),
  };
}
