import 'server-only';
import type { z } from 'zod';
import type { Caller } from '@/lib/model/caller';
import { recordAudit } from '@/lib/db/audit';
import type { QuoteDoc } from '@/lib/db/quotes';
import { newId, toId } from '@/lib/db/ids';
import { findOrderingRules } from '@/lib/db/products';
import { countWaitingQuotes, insertQuote } from '@/lib/db/quotes';
import { limitPerUser } from '@/lib/limits/limits';
import { AppError } from '@/lib/model/app-error';
import { quantityProblem, quantityRulesOf } from '@/lib/selling/quantity-rules';
import { getProfile } from '@/lib/profile/profile';
import type { quoteRequestSchema } from '@/lib/validation/quote';
import type { QuoteDto } from './quote-dto';
import { quoteDto } from './quote-parts';

/** Requests waiting for an answer that one customer may have: plenty for a buyer, a bound for a script. */
export const MAX_WAITING_QUOTES = 20;
const QUOTES_PER_HOUR = 20;

/**
 * A customer asks for a price: any quantity the part's minimum and pack allow, stock or not (asking
 * for more than the shop has is what quotes are for). Nothing is held until an offer is accepted.
 */
export async function requestQuote(
  caller: Caller,
  input: z.output<typeof quoteRequestSchema>,
): Promise<QuoteDto> {
  await limitPerUser(caller.id, 'quote', QUOTES_PER_HOUR, 60);
  const productId = toId(input.productId);
  const part = await findOrderingRules(productId);
  if (!part) throw new AppError('not_found:product');
  const problem = quantityProblem(input.quantity, quantityRulesOf(part));
  if (problem) throw new AppError('invalid', problem, { quantity: problem });
  if ((await countWaitingQuotes(caller.email)) >= MAX_WAITING_QUOTES) {
    throw new AppError(
      'invalid',
      `You have ${MAX_WAITING_QUOTES} quote requests waiting for our answer. We will answer them before you ask for more.`,
    );
  }
  const profile = input.customerName && input.phoneNumber ? null : await getProfile(caller.email);
  const phoneNumber = input.phoneNumber ?? profile?.phoneNumber ?? undefined;
  const quote: QuoteDoc = {
    _id: newId(),
    customerEmail: caller.email,
    customerName: input.customerName ?? profile?.name ?? caller.name ?? caller.email,
    ...(phoneNumber ? { phoneNumber } : {}),
    productId,
    productName: part.name,
    quantity: input.quantity,
    ...(input.note ? { note: input.note } : {}),
    ...(input.wantedBy ? { wantedBy: input.wantedBy } : {}),
    state: 'requested',
    createdAt: new Date(),
  };
  await insertQuote(quote);
  await recordAudit({
    action: 'quote.request',
    actor: caller.email,
    target: quote._id.toHexString(),
    details: { product: part.name, quantity: quote.quantity },
  });
  return quoteDto(quote);
}
