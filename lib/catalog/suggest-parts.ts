import 'server-only';
import { z } from 'zod';
import { findPartsByNumberPrefix } from './store/product-lookups';
import { compactPartNumber } from '@/lib/model';
import { quantityRulesOf } from '@/lib/selling';
import { idString } from '@/lib/validation';

/** Suggestions a type-ahead shows at once. */
export const SUGGESTIONS = 8;

export const suggestedPartDtoSchema = z.object({
  _id: idString,
  partNumber: z.string(),
  name: z.string(),
  minimumQuantity: z.number().int(),
  quantityStep: z.number().int(),
});
export type SuggestedPartDto = z.output<typeof suggestedPartDtoSchema>;

/**
 * GET /api/product/suggest?prefix=: parts whose number starts with what was typed, ignoring case,
 * spaces and dashes (the matching search uses); nothing for fewer than two letters or digits.
 */
export async function suggestParts(prefix: string): Promise<SuggestedPartDto[]> {
  const compact = compactPartNumber(prefix).slice(0, 40);
  if (compact.length < 2) return [];
  return (await findPartsByNumberPrefix(compact, SUGGESTIONS)).map((part) => ({
    _id: part._id.toHexString(),
    partNumber: part.partNumber,
    name: part.name,
    ...quantityRulesOf(part),
  }));
}
