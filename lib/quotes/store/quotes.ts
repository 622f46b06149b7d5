import 'server-only';
import { quotesCollection } from './collections';
import { insertNumbered, type Id } from '@/lib/db';
import { QUOTE_NUMBER_SEQUENCE } from '@/lib/model';
import type { QuoteDoc, QuoteLine } from './quotes-doc';
export type { QuoteAcceptance, QuoteDoc, QuoteLine } from './quotes-doc';

/** Quotes (lib/quotes/): each change of state is one conditional update, so racing answers cannot both win. */

/** A new quote, with the next number of the `quote` counter (never one given before). */
export async function insertQuote(quote: Omit<QuoteDoc, 'number'>): Promise<QuoteDoc> {
  return insertNumbered(await quotesCollection(), QUOTE_NUMBER_SEQUENCE, quote);
}

export async function findQuote(id: Id): Promise<QuoteDoc | null> {
  return (await quotesCollection()).findOne({ _id: id });
}

/** Quotes newest first, a customer's own (or all, for admins), one page of them. */
export async function findQuotePage(
  filter: { customerEmail?: string; companyId?: Id },
  skip: number,
  limit: number,
) {
  const quotes = await quotesCollection();
  const query = {
    ...(filter.customerEmail ? { customerEmail: filter.customerEmail } : {}),
    ...(filter.companyId ? { companyId: filter.companyId } : {}),
  };
  const [rows, total] = await Promise.all([
    quotes.find(query).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).toArray(),
    Object.keys(query).length ? quotes.countDocuments(query) : quotes.estimatedDocumentCount(),
  ]);
  return { rows, total };
}

/** Requests still waiting for the shop's answer (a customer may only have so many). */
export async function countWaitingQuotes(customerEmail: string): Promise<number> {
  return (await quotesCollection()).countDocuments({ customerEmail, state: 'requested' });
}

/**
 * An offer (or a new one replacing it) on a quote nobody has accepted or declined, if no other
 * answer came since offer `offerNo` was read: every line's price and the last day, as one write.
 * The quote as it now is, or null.
 */
export async function setQuoteOffer(
  id: Id,
  offerNo: number | undefined,
  offer: { lines: QuoteLine[]; validUntil: Date; answeredBy: string; charges: QuoteDoc['charges'] | null },
  now: Date,
): Promise<QuoteDoc | null> {
  const { charges, ...fields } = offer;
  return (await quotesCollection()).findOneAndUpdate(
    {
      _id: id,
      state: { $in: ['requested', 'offered'] },
      offerNo: offerNo === undefined ? { $exists: false } : offerNo,
      // Accepted in part, its lines are what its orders took: the rest stands as offered.
      'acceptances.0': { $exists: false },
    },
    {
      $set: {
        ...fields,
        ...(charges ? { charges } : {}),
        state: 'offered',
        answeredAt: now,
        offerNo: (offerNo ?? 0) + 1,
      },
      // A new offer without a lock of its own never keeps the last one's.
      ...(charges ? {} : { $unset: { charges: '' } }),
    },
    { returnDocument: 'after' },
  );
}

export async function declineQuote(id: Id, answeredBy: string, now: Date): Promise<QuoteDoc | null> {
  return (await quotesCollection()).findOneAndUpdate(
    { _id: id, state: { $in: ['requested', 'offered'] } },
    {
      // The lines keep their last prices; without `validUntil` nothing reads them as an offer.
      $set: { state: 'declined', answeredBy, answeredAt: now },
      $unset: { validUntil: '' },
    },
    { returnDocument: 'after' },
  );
}

/**
 * A deleted part's quotes (any of whose lines name it) reach an end: open requests and offers are
 * declined with `reason`, the rest of one accepted in part too (its orders keep what they took;
 * an order of the part itself is cancelled with it, ./acceptances.ts).
 */
export async function declineQuotesOf(productId: Id, reason: string, now: Date): Promise<number> {
  const declined = await (
    await quotesCollection()
  ).updateMany(
    { 'lines.productId': productId, state: { $in: ['requested', 'offered'] } },
    {
      $set: { state: 'declined', answeredBy: 'system', answeredAt: now, declineReason: reason },
      $unset: { validUntil: '' },
    },
  );
  return declined.modifiedCount;
}
