import 'server-only';
import type { z } from 'zod';
import type { Caller } from '@/lib/model';
import { dollarsToCents, exceedsOrderMaximum, ORDER_TOO_LARGE_MESSAGE, agreedPrice } from '@/lib/selling';
import { recordAudit } from '@/lib/audit';
import { isIdString, toId } from '@/lib/db';
import { declineQuote, findQuote, setQuoteOffer, type QuoteDoc } from './store/quotes';
import { AppError } from '@/lib/model';
import type { quoteAnswerSchema } from '@/lib/validation';
import type { QuoteDto } from './quote-dto';
import { quoteDto } from './quote-parts';
import { offerCharges } from './offer-charges';
import { quoteOfferedMail } from './quote-mails';
import { recordMail } from '@/lib/mail';

const DAY_MS = 86_400_000;

type Answer = z.output<typeof quoteAnswerSchema>;
type Offer = Exclude<Answer, { decline: true }>;

const settled = (quote: QuoteDoc) =>
  new AppError('conflict', `This quote was already ${quote.state}: it cannot be answered again.`);

/**
 * An admin answers a request: a unit price for each line (one price for a one-part quote) good
 * through the end of a day (UTC), or a decline. An offer may be replaced by a better one until the
 * customer accepts it; an accepted or declined quote is settled.
 */
export async function answerQuote(admin: Caller, id: string, answer: Answer): Promise<QuoteDto> {
  if (!isIdString(id)) throw new AppError('bad_request', 'Malformed quote id');
  const quote = await findQuote(toId(id));
  if (!quote) throw new AppError('not_found:quote');
  const now = new Date();
  const updated =
    'decline' in answer
      ? await declineQuote(quote._id, admin.email, now)
      : await makeOffer(quote, answer, admin, now);
  if (!updated) {
    const current = await findQuote(quote._id);
    if (!current) throw new AppError('not_found:quote');
    if (current.state === 'accepted' || current.state === 'declined') throw settled(current);
    throw new AppError('conflict', 'This quote was answered meanwhile. Please look at it again.');
  }
  const dto = await quoteDto(updated, now);
  if (!('decline' in answer))
    await recordMail(`quote-offered:${id}:${updated.offerNo}`, updated.customerEmail, (to) =>
      quoteOfferedMail(dto, to),
    );
  await recordAudit({
    action: 'decline' in answer ? 'quote.decline' : 'quote.offer',
    actor: admin.email,
    target: id,
    details: {
      customer: updated.customerEmail,
      product: dto.productName,
      quantity: dto.quantity,
      ...(dto.totalPrize === null
        ? {}
        : {
            ...(dto.unitPrize === null ? {} : { unitPrize: dto.unitPrize }),
            total: dto.totalPrize,
            validUntil: dto.validUntil,
          }),
    },
  });
  return dto;
}

/** The offer written on the quote, its shipping and tax locked for as long as it is good. */
async function makeOffer(quote: QuoteDoc, offer: Offer, admin: Caller, now: Date) {
  const lines = pricedLines(quote, offer);
  return setQuoteOffer(
    quote._id,
    quote.offerNo,
    {
      lines,
      validUntil: new Date(offer.validUntil.getTime() + DAY_MS - 1),
      answeredBy: admin.email,
      charges: await offerCharges(quote, lines),
    },
    now,
  );
}

/** The quote's lines with the offer's unit prices: one per line, in the quote's order. */
function pricedLines(quote: QuoteDoc, offer: Offer): QuoteDoc['lines'] {
  if (quote.state !== 'requested' && quote.state !== 'offered') throw settled(quote);
  const prizes = 'unitPrizes' in offer ? offer.unitPrizes : [offer.unitPrize];
  if (prizes.length !== quote.lines.length) {
    const message =
      quote.lines.length === 1
        ? 'This quote has one line: send one unit price'
        : `This quote has ${quote.lines.length} lines: send a unit price for each, in their order`;
    throw new AppError('invalid', message, { unitPrizes: message });
  }
  const priced = quote.lines.map((line, i) => ({ ...line, unitPriceCents: dollarsToCents(prizes[i]!) }));
  // An offer is an order once accepted: within what one order may come to.
  if (exceedsOrderMaximum(priced.map((line) => agreedPrice(line.unitPriceCents, line.quantity).totalCents)))
    throw new AppError('invalid', ORDER_TOO_LARGE_MESSAGE, { unitPrizes: ORDER_TOO_LARGE_MESSAGE });
  return priced;
}
