import 'server-only';
import { quotesCollection } from './collections';
import type { Id } from '@/lib/db';
import type { QuoteAcceptance, QuoteDoc } from './quotes-doc';

// An offer is accepted line by line (issue 33): each acceptance records which units of which lines
// its order took, and each line counts what is taken. Every change is one write conditional on
// `acceptRev`, the count of changes it read, so two acceptances (or an acceptance and a cancelled
// order giving its units back) can never both count the same units.

const revFilter = (quote: QuoteDoc) => (quote.acceptRev === undefined ? { $exists: false } : quote.acceptRev);

const lineCounts = (taken: QuoteAcceptance['lines'], sign: 1 | -1) =>
  Object.fromEntries(
    taken.map(({ index, quantity }) => [`lines.${index}.acceptedQuantity`, sign * quantity]),
  );

/**
 * Records that order `orderId` (number `orderNumber`) takes `taken` of offer `quote` (as read) if it is still that offer, good
 * at `now`, and nothing was accepted or given back since it was read; `whole`: this takes every
 * unit left, and the quote becomes `accepted`. The quote as it now is, or null (look again).
 */
export async function claimOffer(
  quote: QuoteDoc,
  { orderId, orderNumber }: Pick<QuoteAcceptance, 'orderId' | 'orderNumber'>,
  taken: QuoteAcceptance['lines'],
  whole: boolean,
  now: Date,
): Promise<QuoteDoc | null> {
  return (await quotesCollection()).findOneAndUpdate(
    {
      _id: quote._id,
      state: 'offered',
      offerNo: quote.offerNo,
      validUntil: { $gte: now },
      acceptRev: revFilter(quote),
    },
    {
      $set: { orderId, acceptedAt: now, ...(whole ? { state: 'accepted' as const } : {}) },
      $push: {
        acceptances: {
          orderId,
          ...(orderNumber === undefined ? {} : { orderNumber }),
          lines: taken,
          at: now,
        },
      },
      $inc: { ...lineCounts(taken, 1), acceptRev: 1 },
    },
    { returnDocument: 'after' },
  );
}

/**
 * `orderId` was cancelled (or never finished): its units of the offer are not taken any more. A
 * fully accepted offer is open again, or with `declineReason` (a part of it was deleted) declined.
 * Nothing happens when the acceptance is already gone, so a retry or the sweep may repeat it;
 * another change between the read and the write makes it read again.
 */
export async function giveBackAcceptance(
  quoteId: Id,
  orderId: Id,
  declineReason: string | null,
  now: Date,
): Promise<void> {
  const quotes = await quotesCollection();
  for (;;) {
    const quote = await quotes.findOne({ _id: quoteId, 'acceptances.orderId': orderId });
    const acceptance = quote?.acceptances?.find((one) => one.orderId.equals(orderId));
    if (!quote || !acceptance) return;
    const ends =
      declineReason === null
        ? { state: quote.state === 'accepted' ? ('offered' as const) : quote.state }
        : { state: 'declined' as const, answeredBy: 'system', answeredAt: now, declineReason };
    // The latest acceptance's order is named on the quote; once it is given back, none is.
    const unset: Record<string, ''> = {
      ...(quote.orderId?.equals(orderId) ? { orderId: '', acceptedAt: '' } : {}),
      ...(declineReason === null ? {} : { validUntil: '' }),
    };
    const { modifiedCount } = await quotes.updateOne(
      { _id: quoteId, acceptRev: revFilter(quote) },
      {
        $set: ends,
        $pull: { acceptances: { orderId } },
        $inc: { ...lineCounts(acceptance.lines, -1), acceptRev: 1 },
        ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
      },
    );
    if (modifiedCount === 1) return;
  }
}
