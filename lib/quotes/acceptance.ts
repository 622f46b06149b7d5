import type { QuoteState } from '@/lib/model';
import { quoteStatus } from './quote-dto';

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
