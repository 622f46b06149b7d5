import type { QuoteDto } from './quote-dto';
import { formatDollars } from '@/lib/selling';
import { hello, mail, storeLink, type MailContent, type Recipient } from '@/lib/mail';

/**
 * An offer on a customer's quote: the price, the last day, and where to accept it. The greeting
 * names the customer only at a confirmed address (`to`).
 */
export const quoteOfferedMail = (quote: QuoteDto, to: Recipient): MailContent =>
  mail(
    `Your quote is ready: ${quote.number ? `${quote.number} · ` : ''}${quote.productName}`,
    hello(quote.customerName, to),
    [
      quote.unitPrize !== null
        ? `We can offer ${quote.quantity.toLocaleString('en-US')} × ${quote.productName} at $${formatDollars(quote.unitPrize)} per unit: $${formatDollars(quote.totalPrize!)} in all.`
        : `We can offer the ${quote.lines.length} parts you asked about for $${formatDollars(quote.totalPrize!)} in all (the price of each line is on the quote).`,
      `The offer is good until the end of ${quote.validUntil} (UTC). Accept it to place your order at this price.`,
      { link: storeLink('/dashboard/myquotes'), label: 'See and accept the offer' },
    ],
  );
