import 'server-only';
import type { z } from 'zod';
import type { Caller } from '@/lib/model';
import { recordAudit } from '@/lib/audit';
import { newId, toId, underLock } from '@/lib/db';
import { findOrderingRules } from '@/lib/catalog';
import { countWaitingQuotes, insertQuote } from './store/quotes';
import type { QuoteDoc, QuoteLine } from './store/quotes';
import { limitPerUser } from '@/lib/limits';
import { AppError } from '@/lib/model';
import { quantityProblem, quantityRulesOf } from '@/lib/selling';
import { getProfile } from '@/lib/profile';
import type { cartQuoteRequestSchema, quoteRequestSchema } from '@/lib/validation';
import type { QuoteDto } from './quote-dto';
import { quoteDto } from './quote-parts';

/** Requests waiting for an answer that one customer may have: plenty for a buyer, a bound for a script. */
export const MAX_WAITING_QUOTES = 20;
const QUOTES_PER_HOUR = 20;

type Request = z.output<typeof cartQuoteRequestSchema>;

/**
 * A customer asks for a price on one part: any quantity the part's minimum and pack allow, stock
 * or not (asking for more than the shop has is what quotes are for). Nothing is held until an
 * offer is accepted.
 */
export function requestQuote(caller: Caller, input: z.output<typeof quoteRequestSchema>): Promise<QuoteDto> {
  return askForQuote(caller, input, async () => {
    const productId = toId(input.productId);
    const part = await findOrderingRules(productId);
    if (!part) throw new AppError('not_found:product');
    const problem = quantityProblem(input.quantity, quantityRulesOf(part));
    if (problem) throw new AppError('invalid', problem, { quantity: problem });
    return [{ productId, productName: part.name, partNumber: part.partNumber, quantity: input.quantity }];
  });
}

/**
 * Every request for a quote, whatever its lines come from (one part, or a cart: lib/cart asks
 * through this): within the customer's hourly bound, its lines (`linesOf`, checked by the asker) then
 * stored within their waiting requests, audited, and answered as a DTO.
 */
export async function askForQuote(
  caller: Caller,
  input: Request,
  linesOf: () => Promise<QuoteLine[]>,
): Promise<QuoteDto> {
  await limitPerUser(caller.id, 'quote', QUOTES_PER_HOUR, 60);
  return storeRequest(caller, await linesOf(), input);
}

/** The request stored (within the customer's waiting requests), audited, and answered as a DTO. */
async function storeRequest(caller: Caller, lines: QuoteLine[], input: Request): Promise<QuoteDto> {
  const profile = input.customerName && input.phoneNumber ? null : await getProfile(caller.email);
  const phoneNumber = input.phoneNumber ?? profile?.phoneNumber ?? undefined;
  const asked: Omit<QuoteDoc, 'number'> = {
    _id: newId(),
    customerEmail: caller.email,
    customerId: toId(caller.id),
    ...(caller.company ? { companyId: toId(caller.company.companyId) } : {}),
    customerName: input.customerName ?? profile?.name ?? caller.name ?? caller.email,
    ...(phoneNumber ? { phoneNumber } : {}),
    lines,
    ...(input.note ? { note: input.note } : {}),
    ...(input.wantedBy ? { wantedBy: input.wantedBy } : {}),
    state: 'requested',
    createdAt: new Date(),
  };
  // Counted and written under the customer's lock: racing requests cannot pass the cap together.
  const quote = await underLock(
    `quotes:${caller.id}`,
    async () => {
      if ((await countWaitingQuotes(caller.email)) >= MAX_WAITING_QUOTES)
        throw new AppError(
          'invalid',
          `You have ${MAX_WAITING_QUOTES} quote requests waiting for our answer. We will answer them before you ask for more.`,
        );
      return insertQuote(asked);
    },
    'Another quote request is being sent. Please try again.',
  );
  const [first] = lines as [QuoteLine, ...QuoteLine[]];
  await recordAudit({
    action: 'quote.request',
    actor: caller.email,
    target: quote._id.toHexString(),
    details:
      lines.length === 1
        ? { product: first.productName, quantity: first.quantity }
        : { lines: lines.length, units: lines.reduce((sum, line) => sum + line.quantity, 0) },
  });
  return quoteDto(quote);
}
