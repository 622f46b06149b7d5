import 'server-only';
import type { Caller } from '@/lib/model';
import { AppError } from '@/lib/model';
import { getQuote, type QuoteDto } from '@/lib/quotes';
import { dollarsToCents } from '@/lib/selling';
import { renderInvoicePdf } from './invoice-pdf';
import type { PrintedCharges } from './invoice-charges';
import { seller } from './seller';

export const NO_OFFER_MESSAGE = 'A quote can be downloaded once we have made an offer on it.';

/**
 * A quote's offer as a PDF a buyer can attach to a purchase order (issue 33): the seller, the buyer,
 * its lines at the offered prices, how long it holds and its terms. For its customer or an admin
 * (anyone else: 404, as for the quote); before an offer, or once declined, there is nothing to print.
 */
export async function getQuotePdf(
  caller: Caller,
  quoteId: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const quote = await getQuote(caller, quoteId);
  if (quote.totalPrize === null || quote.validUntil === null || quote.status === 'declined')
    throw new AppError('conflict', NO_OFFER_MESSAGE);
  const number = quote.number ?? quote._id;
  const { charges } = quote;
  const pdf = await renderInvoicePdf({
    seller: seller(),
    number,
    issuedAt: new Date(quote.createdAt),
    buyer: { name: quote.customerName, email: quote.customerEmail, phone: quote.phoneNumber ?? '—' },
    poNumber: null,
    order: null,
    // The DTO's dollars are its cents divided by 100: back to the same cents, exactly.
    lines: quote.lines.map((line) => {
      const taxed = charges?.lines.find((one) => one.productId === line.productId);
      return {
        part: line.partNumber ? `${line.partNumber} · ${line.productName}` : line.productName,
        quantity: line.quantity,
        unitCents: dollarsToCents(line.unitPrize!),
        totalCents: dollarsToCents(line.totalPrize!),
        ...(taxed
          ? { tax: { rateMillis: Math.round(taxed.rate * 1000), cents: dollarsToCents(taxed.tax) } }
          : {}),
      };
    }),
    totalCents: charges ? dollarsToCents(charges.total) : dollarsToCents(quote.totalPrize),
    ...(charges ? { charges: printedQuoteCharges(quote.totalPrize, charges) } : {}),
    paidAt: null,
    transactionId: null,
    quote: { validUntil: new Date(`${quote.validUntil}T00:00:00Z`) },
  });
  return { fileName: `${number}.pdf`, pdf };
}

/** A quote's locked charges as its PDF prints them (the DTO's dollars back to the same cents). */
function printedQuoteCharges(subtotal: number, charges: NonNullable<QuoteDto['charges']>): PrintedCharges {
  return {
    subtotalCents: dollarsToCents(subtotal),
    shipping:
      charges.shippingMethod && charges.shippingTax
        ? {
            label: charges.shippingMethod,
            cents: dollarsToCents(charges.shipping),
            tax: {
              rateMillis: Math.round(charges.shippingTax.rate * 1000),
              cents: dollarsToCents(charges.shippingTax.tax),
            },
          }
        : null,
    taxCents: dollarsToCents(charges.tax),
    shipTo: charges.shipTo,
    exemption: charges.exemption,
  };
}
