import 'server-only';
import type { QuoteDoc } from './store/quotes';
import { findSellingOf } from '@/lib/catalog';
import { toQuoteDto, type QuoteDto } from './quote-dto';

/**
 * Quotes as DTOs, each with its part as it is now (stock, list price for the quantity): one read
 * of the parts for a whole page of quotes. An admin weighs an offer against them, and a buyer sees
 * whether the stock for an offer is there.
 */
export async function quoteDtos(docs: QuoteDoc[], now = new Date()): Promise<QuoteDto[]> {
  const ids = new Map(
    docs.flatMap((doc) => doc.lines.map((line) => [line.productId.toHexString(), line.productId])),
  );
  const parts = new Map(
    (await findSellingOf([...ids.values()])).map((part) => [part._id.toHexString(), part]),
  );
  return docs.map((doc) => toQuoteDto(doc, parts, now));
}

export const quoteDto = async (doc: QuoteDoc, now = new Date()): Promise<QuoteDto> =>
  (await quoteDtos([doc], now))[0]!;
