import 'server-only';
import type { QuoteDoc } from '@/lib/db/quotes';
import { findSellingOf } from '@/lib/db/products';
import { toQuoteDto, type QuoteDto } from './quote-dto';

/**
 * Quotes as DTOs, each with its part as it is now (stock, list price for the quantity): one read
 * of the parts for a whole page of quotes. An admin weighs an offer against them, and a buyer sees
 * whether the stock for an offer is there.
 */
export async function quoteDtos(docs: QuoteDoc[], now = new Date()): Promise<QuoteDto[]> {
  const parts = new Map(
    (await findSellingOf([...new Set(docs.map((doc) => doc.productId))])).map((part) => [
      part._id.toHexString(),
      part,
    ]),
  );
  return docs.map((doc) => toQuoteDto(doc, parts.get(doc.productId.toHexString()) ?? null, now));
}

export const quoteDto = async (doc: QuoteDoc, now = new Date()): Promise<QuoteDto> =>
  (await quoteDtos([doc], now))[0]!;
