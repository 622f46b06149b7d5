import 'server-only';
import type { z } from 'zod';
import type { Caller } from '@/lib/model/caller';
import { dollarsToCents } from '@/lib/selling/money';
import { recordAudit } from '@/lib/db/audit';
import { isIdString, toId } from '@/lib/db/ids';
import { declineQuote, findQuote, setQuoteOffer } from '@/lib/db/quotes';
import { AppError } from '@/lib/model/app-error';
import type { quoteAnswerSchema } from '@/lib/validation/quote';
import type { QuoteDto } from './quote-dto';
import { quoteDto } from './quote-parts';

const DAY_MS = 86_400_000;

/**
 * An admin answers a request: a unit price good through the end of a day (UTC), or a decline.
 * An offer may be replaced by a better one until the customer accepts it; an accepted or declined
 * quote is settled.
 */
export async function answerQuote(
  admin: Caller,
  id: string,
  answer: z.output<typeof quoteAnswerSchema>,
): Promise<QuoteDto> {
  if (!isIdString(id)) throw new AppError('bad_request', 'Malformed quote id');
  const now = new Date();
  const updated =
    'decline' in answer
      ? await declineQuote(toId(id), admin.email, now)
      : await setQuoteOffer(
          toId(id),
          {
            unitPriceCents: dollarsToCents(answer.unitPrize),
            validUntil: new Date(answer.validUntil.getTime() + DAY_MS - 1),
            answeredBy: admin.email,
          },
          now,
        );
  if (!updated) {
    const quote = await findQuote(toId(id));
    if (!quote) throw new AppError('not_found:quote');
    throw new AppError('conflict', `This quote was already ${quote.state}: it cannot be answered again.`);
  }
  const dto = await quoteDto(updated, now);
  await recordAudit({
    action: 'decline' in answer ? 'quote.decline' : 'quote.offer',
    actor: admin.email,
    target: id,
    details: {
      customer: updated.customerEmail,
      product: updated.productName,
      quantity: updated.quantity,
      ...(dto.unitPrize === null ? {} : { unitPrize: dto.unitPrize, validUntil: dto.validUntil }),
    },
  });
  return dto;
}
