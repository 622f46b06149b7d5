import 'server-only';
import type { QuoteDoc } from './store/quotes';
import { findSellingOf } from '@/lib/catalog';
import { buyerPriceContext } from '@/lib/pricelists';
import { priceContextFor, type PriceContext } from '@/lib/selling';
import { toQuoteDto, type QuoteDto } from './quote-dto';

/** The buyer a quote was asked by, as prices know them (quotes from before buyers were recorded: anyone). */
const buyerOf = (doc: QuoteDoc) =>
  doc.customerId
    ? {
        id: doc.customerId.toHexString(),
        ...(doc.companyId ? { company: { companyId: doc.companyId.toHexString() } } : {}),
      }
    : null;

/**
 * Each quote's price context: its buyer's contract prices for its parts now (one read of the lists
 * and entries per company on the page), or the ladder for a buyer in no company.
 */
async function contextsOf(docs: QuoteDoc[], now: Date): Promise<(doc: QuoteDoc) => PriceContext> {
  const byCompany = new Map<string, PriceContext>();
  for (const doc of docs) {
    const company = doc.companyId?.toHexString();
    if (!company || byCompany.has(company)) continue;
    const ofCompany = docs.filter((one) => one.companyId?.toHexString() === company);
    const ids = ofCompany.flatMap((one) => one.lines.map((line) => line.productId));
    byCompany.set(company, await buyerPriceContext(buyerOf(doc), ids, now));
  }
  return (doc) => {
    const company = byCompany.get(doc.companyId?.toHexString() ?? '');
    const buyer = buyerOf(doc);
    // The company's lists, for this quote's own buyer (the resolver reads only the company).
    return company
      ? { ...company, buyer: { userId: buyer!.id, companyId: company.buyer!.companyId } }
      : priceContextFor(buyer, now);
  };
}

/**
 * Quotes as DTOs, each with its part as it is now (stock, the buyer's price for the quantity): one
 * read of the parts for a whole page of quotes. An admin weighs an offer against them, and a buyer
 * sees whether the stock for an offer is there.
 */
export async function quoteDtos(docs: QuoteDoc[], now = new Date()): Promise<QuoteDto[]> {
  const ids = new Map(
    docs.flatMap((doc) => doc.lines.map((line) => [line.productId.toHexString(), line.productId])),
  );
  const [found, contextOf] = await Promise.all([findSellingOf([...ids.values()]), contextsOf(docs, now)]);
  const parts = new Map(found.map((part) => [part._id.toHexString(), part]));
  return docs.map((doc) => toQuoteDto(doc, parts, contextOf(doc), now));
}

export const quoteDto = async (doc: QuoteDoc, now = new Date()): Promise<QuoteDto> =>
  (await quoteDtos([doc], now))[0]!;
