import Link from 'next/link';
import { formatDollars } from '@/lib/selling/money';
import { QUOTE_STATUS_LABELS } from '@/lib/model/quote-status';
import type { QuoteDto } from '@/lib/quotes/quote-dto';

/** What both quote screens show of a quote: the request, its status and the offer, if any. */
export function QuoteDetails({ quote, showCustomer }: { quote: QuoteDto; showCustomer: boolean }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <Link href={`/parts/${quote.productId}`} className="hover:underline">
            {quote.productName}
          </Link>{' '}
          × {quote.quantity.toLocaleString('en-US')}
        </h2>
        <p className="text-sm font-medium" data-testid="quote-status">
          {QUOTE_STATUS_LABELS[quote.status]}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-steel-500">Asked on</dt>
        <dd>{quote.createdAt.slice(0, 10)}</dd>
        {showCustomer && (
          <>
            <dt className="text-steel-500">Customer</dt>
            <dd className="break-words">
              {quote.customerName} · {quote.customerEmail}
              {quote.phoneNumber && ` · ${quote.phoneNumber}`}
            </dd>
            <dt className="text-steel-500">Part now</dt>
            <dd data-testid="quote-part">
              {quote.part
                ? `${quote.part.stock.toLocaleString('en-US')} in stock · list price for ${quote.quantity.toLocaleString('en-US')}: $${formatDollars(quote.part.listUnitPrize)} per unit`
                : 'No longer sold'}
            </dd>
          </>
        )}
        {quote.wantedBy && (
          <>
            <dt className="text-steel-500">Wanted by</dt>
            <dd>{quote.wantedBy}</dd>
          </>
        )}
        {quote.note && (
          <>
            <dt className="text-steel-500">Note</dt>
            <dd className="whitespace-pre-line">{quote.note}</dd>
          </>
        )}
        {quote.declineReason && (
          <>
            <dt className="text-steel-500">Why</dt>
            <dd data-testid="quote-decline-reason">{quote.declineReason}</dd>
          </>
        )}
        {quote.unitPrize !== null && quote.totalPrize !== null && (
          <>
            <dt className="text-steel-500">Offer</dt>
            <dd data-testid="quote-offer">
              ${formatDollars(quote.unitPrize)} per unit · total ${formatDollars(quote.totalPrize)} · valid
              until {quote.validUntil}
            </dd>
          </>
        )}
      </dl>
    </>
  );
}
