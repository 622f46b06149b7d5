import { z } from 'zod';
import type { CartPart } from '@/lib/catalog';
import type { SavedListLine, SavedListSummary } from './store/saved-lists';
import type { Id } from '@/lib/db';
import { idString, isoDateTime } from '@/lib/validation';
import { toCartLineDto } from './cart-dto';
import type { PriceContext } from '@/lib/selling';

/** A saved list as the lists page shows it: its name and size, not its lines. */
export const savedListSummaryDtoSchema = z.object({
  _id: idString,
  name: z.string(),
  lineCount: z.number().int().describe('parts on the list'),
  updatedAt: isoDateTime,
  mine: z.boolean().describe('yours: you rename, delete and share it; else a colleague shared it'),
  shared: z.boolean().describe("shared with its owner's company: every member uses it"),
  owner: z.string().nullable().describe('who shared it (null on your own lists)'),
});
export type SavedListSummaryDto = z.output<typeof savedListSummaryDtoSchema>;

/** One line of a saved list, priced from its part now (null prices: the part is no longer sold). */
export const savedListLineDtoSchema = z.object({
  productId: idString,
  partNumber: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrize: z.number().nullable().describe("today's unit price for this quantity, in dollars"),
  totalPrize: z.number().nullable(),
  problem: z.string().nullable().describe('why this line cannot be bought as it is now (null: it can)'),
});
export type SavedListLineDto = z.output<typeof savedListLineDtoSchema>;

export const savedListDtoSchema = savedListSummaryDtoSchema.extend({
  lines: z.array(savedListLineDtoSchema).describe('the page of lines asked for (?page=&limit=)'),
});
export type SavedListDto = z.output<typeof savedListDtoSchema>;

export const NO_LONGER_SOLD = 'This part is no longer sold';

/** A list as `readerId` sees it: theirs, or shared with them by a colleague. */
export function toSavedListSummaryDto(list: SavedListSummary, readerId: Id): SavedListSummaryDto {
  const mine = list.userId.equals(readerId);
  return {
    _id: list._id.toHexString(),
    name: list.name,
    lineCount: list.lineCount,
    updatedAt: list.updatedAt.toISOString(),
    mine,
    shared: Boolean(list.sharedWith),
    owner: mine ? null : (list.ownerName ?? null),
  };
}

/** A saved line with its part as it is now (the cart's pricing and rules), or as saved if it is gone. */
export function toSavedListLineDto(
  line: SavedListLine,
  part: CartPart | undefined,
  context: PriceContext,
): SavedListLineDto {
  const saved = { productId: line.productId.toHexString(), quantity: line.quantity };
  if (!part) {
    const gone = { partNumber: line.partNumber, name: line.name, unitPrize: null, totalPrize: null };
    return { ...saved, ...gone, problem: NO_LONGER_SOLD };
  }
  const priced = toCartLineDto(part, line.quantity, context);
  return {
    ...saved,
    partNumber: priced.partNumber,
    name: priced.name,
    unitPrize: priced.unitPrize,
    totalPrize: priced.totalPrize,
    problem: priced.problem,
  };
}
