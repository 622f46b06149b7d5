import { AppError, type QuoteState } from '@/lib/model';
import { quoteStatus } from './quote-dto';
import type { QuoteAcceptance, QuoteDoc, QuoteLine } from './store/quotes-doc';

/** The facts of a quote its acceptance is decided on. */
export type AcceptableQuote = { customerEmail: string; state: QuoteState; validUntil?: Date };

/** Why an acceptance is refused: the error's code and the customer's words. */
export type AcceptRefusal = { code: 'forbidden' | 'conflict'; message: string };

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Whether `callerEmail` may accept `quote` at `now` (null: yes). Only the customer who asked may
 * (an admin sees the quote, but does not buy with it); the offer must be open, and good through the
 * end of its `validUntil` day (UTC: ./quote-dto.ts reads it as expired once that has passed). Stock
 * is not decided here: the order's hold takes it atomically, or says there is none.
 */
export function acceptRefusal(quote: AcceptableQuote, callerEmail: string, now: Date): AcceptRefusal | null {
  if (quote.customerEmail !== callerEmail)
    return { code: 'forbidden', message: 'Only the customer who asked for this quote can accept it' };
  const conflict = (message: string): AcceptRefusal => ({ code: 'conflict', message });
  switch (quoteStatus(quote, now)) {
    case 'offered':
      return null;
    case 'expired':
      return conflict(`This offer expired on ${day(quote.validUntil!)}. Ask for a new quote.`);
    case 'requested':
      return conflict('We have not made an offer on this quote yet.');
    case 'declined':
      return conflict('This quote was declined.');
    case 'accepted':
      return conflict('You have already accepted this offer.');
  }
}

/** Units of a line not accepted into an order yet. */
export const leftToAccept = (line: QuoteLine) => line.quantity - (line.acceptedQuantity ?? 0);

/** What one acceptance takes of an offer: which units of which lines, and whether that is all that was left. */
export type Taking = { taken: QuoteAcceptance['lines']; whole: boolean };

/**
 * What an acceptance takes (issue 33): the units `asked` for, by part, each at most what is left of
 * its line; without `asked`, everything left. Refuses (naming the line) a part the quote does not
 * have, a part asked twice, more than is left, or nothing at all.
 */
export function taking(
  quote: Pick<QuoteDoc, 'lines'>,
  asked?: { productId: string; quantity: number }[],
): Taking {
  const indexOf = new Map(quote.lines.map((line, index) => [line.productId.toHexString(), index]));
  const wanted =
    asked ??
    quote.lines.map((line) => ({ productId: line.productId.toHexString(), quantity: leftToAccept(line) }));
  const taken: Taking['taken'] = [];
  const seen = new Set<number>();
  for (const { productId, quantity } of wanted) {
    const index = indexOf.get(productId);
    if (index === undefined) throw new AppError('invalid', `Part ${productId} is not in this quote.`);
    const line = quote.lines[index]!;
    if (seen.has(index))
      throw new AppError('invalid', `${line.productName} is named twice: name each line once.`);
    seen.add(index);
    const left = leftToAccept(line);
    if (quantity > left)
      throw new AppError(
        'conflict',
        `Only ${left.toLocaleString('en-US')} of ${line.productName} ${left === 1 ? 'is' : 'are'} left to accept on this offer.`,
      );
    if (quantity > 0) taken.push({ index, quantity });
  }
  if (taken.length === 0) throw new AppError('conflict', 'Nothing is left to accept on this offer.');
  const takenOf = new Map(taken.map(({ index, quantity }) => [index, quantity]));
  const whole = quote.lines.every((line, index) => leftToAccept(line) === (takenOf.get(index) ?? 0));
  return { taken, whole };
}
