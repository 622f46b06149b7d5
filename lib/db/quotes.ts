import 'server-only';
import { quotesCollection } from './collections';
import type { Id } from './ids';
import type { QuoteDoc } from './quotes-doc';
export type { QuoteDoc } from './quotes-doc';

/** Quotes (lib/quotes/): each change of state is one conditional update, so racing answers cannot both win. */

export async function insertQuote(quote: QuoteDoc): Promise<void> {
  await (await quotesCollection()).insertOne(quote);
}

export async function findQuote(id: Id): Promise<QuoteDoc | null> {
  return (await quotesCollection()).findOne({ _id: id });
}

/** Quotes newest first, a customer's own (or all, for admins), one page of them. */
export async function findQuotePage(filter: { customerEmail?: string }, skip: number, limit: number) {
  const quotes = await quotesCollection();
  const query = filter.customerEmail ? { customerEmail: filter.customerEmail } : {};
  const [rows, total] = await Promise.all([
    quotes.find(query).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).toArray(),
    filter.customerEmail ? quotes.countDocuments(query) : quotes.estimatedDocumentCount(),
  ]);
  return { rows, total };
}

/** Requests still waiting for the shop's answer (a customer may only have so many). */
export async function countWaitingQuotes(customerEmail: string): Promise<number> {
  return (await quotesCollection()).countDocuments({ customerEmail, state: 'requested' });
}

/** An offer (or a new one replacing it) on a quote nobody has accepted or declined; the quote as it now is. */
export async function setQuoteOffer(
  id: Id,
  offer: { unitPriceCents: number; validUntil: Date; answeredBy: string },
  now: Date,
): Promise<QuoteDoc | null> {
  return (await quotesCollection()).findOneAndUpdate(
    { _id: id, state: { $in: ['requested', 'offered'] } },
    { $set: { ...offer, state: 'offered', answeredAt: now } },
    { returnDocument: 'after' },
  );
}

export async function declineQuote(id: Id, answeredBy: string, now: Date): Promise<QuoteDoc | null> {
  return (await quotesCollection()).findOneAndUpdate(
    { _id: id, state: { $in: ['requested', 'offered'] } },
    {
      $set: { state: 'declined', answeredBy, answeredAt: now },
      $unset: { unitPriceCents: '', validUntil: '' },
    },
    { returnDocument: 'after' },
  );
}

/**
 * Marks an offer accepted by `orderId` if it is still the offer `unitPriceCents` and good at `now`:
 * an admin's new price or a decline between the read and this write makes it fail.
 */
export async function claimOffer(
  id: Id,
  unitPriceCents: number,
  orderId: Id,
  now: Date,
): Promise<QuoteDoc | null> {
  return (await quotesCollection()).findOneAndUpdate(
    { _id: id, state: 'offered', unitPriceCents, validUntil: { $gte: now } },
    { $set: { state: 'accepted', orderId, acceptedAt: now } },
    { returnDocument: 'after' },
  );
}

/** Puts an acceptance back (its order could not be stored): the offer is open again. */
export async function reopenOffer(id: Id, orderId: Id): Promise<void> {
  await (
    await quotesCollection()
  ).updateOne(
    { _id: id, state: 'accepted', orderId },
    { $set: { state: 'offered' }, $unset: { orderId: '', acceptedAt: '' } },
  );
}

/**
 * A deleted part's quotes reach an end: open requests and offers are declined with `reason`, and
 * so is an acceptance whose order was cancelled with the part (its offer cannot be taken again).
 */
export async function declineQuotesOf(productId: Id, reason: string, now: Date): Promise<number> {
  const declined = await (
    await quotesCollection()
  ).updateMany(
    { productId, state: { $in: ['requested', 'offered'] } },
    { $set: { state: 'declined', answeredBy: 'system', answeredAt: now, declineReason: reason } },
  );
  return declined.modifiedCount;
}

export async function declineAcceptance(id: Id, orderId: Id, reason: string, now: Date): Promise<void> {
  await (
    await quotesCollection()
  ).updateOne(
    { _id: id, state: 'accepted', orderId },
    { $set: { state: 'declined', answeredBy: 'system', answeredAt: now, declineReason: reason } },
  );
}
