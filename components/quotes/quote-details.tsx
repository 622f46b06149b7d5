import Link from 'next/link';
import { formatDollars } from '@/lib/selling';
import { QUOTE_STATUS_LABELS } from '@/lib/model';
import type { QuoteDto, QuoteLineDto } from '@/lib/quotes';
import { endpointUrl, endpoints } from '@/lib/client';

/** A line's part as it is now, for an admin weighing an offer: its buyer's own price (a contract's, if any). */
const partNow = ({ part, quantity }: QuoteLineDto) =>
  part
    ? `${part.stock.toLocaleString('en-US')} in stock · ${part.priceSource} for ${quantity.toLocaleString('en-US')}: $${formatDollars(part.listUnitPrize)} per unit`
    : 'No longer sold';

/** What both quote screens show of a quote: the request, its status and the offer, if any. */
export function QuoteDetails({ quote, showCustomer }: { quote: QuoteDto; showCustomer: boolean }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {quote.lines.length === 1 ? (
            <>
              <Link href={`/parts/${quote.productId}`} className="hover:underline">
                {quote.productName}
              </Link>{' '}
              × {quote.quantity.toLocaleString('en-US')}
            </>
          ) : (
            `A cart of ${quote.lines.length} parts (${quote.quantity.toLocaleString('en-US')} units)`
          )}
        </h2>
        <p className="text-sm font-medium" data-testid="quote-status">
          {QUOTE_STATUS_LABELS[quote.status]}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {quote.number && (
          <>
            <dt className="text-steel-500">Quote</dt>
            <dd data-testid="quote-number">{quote.number}</dd>
          </>
        )}
        <dt className="text-steel-500">Asked on</dt>
        <dd>{quote.createdAt.slice(0, 10)}</dd>
        {showCustomer && (
          <>
            <dt className="text-steel-500">Customer</dt>
            <dd className="break-words">
              {quote.customerName} · {quote.customerEmail}
              {quote.phoneNumber && ` · ${quote.phoneNumber}`}
            </dd>
            {quote.lines.length === 1 && (
              <>
                <dt className="text-steel-500">Part now</dt>
                <dd data-testid="quote-part">{partNow(quote.lines[0]!)}</dd>
              </>
            )}
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
        {quote.totalPrize !== null && (
          <>
            <dt className="text-steel-500">Offer</dt>
            <dd data-testid="quote-offer">
              {quote.unitPrize !== null && `$${formatDollars(quote.unitPrize)} per unit · `}total $
              {formatDollars(quote.totalPrize)} · valid until {quote.validUntil}{' '}
              {quote.status !== 'declined' && (
                <a
                  href={endpointUrl(endpoints.quotePdf, { params: { id: quote._id } })}
                  download
                  className="font-semibold text-brand-700 underline"
                >
                  Download the quote (PDF)
                </a>
              )}
            </dd>
          </>
        )}
        {quote.charges && (
          <>
            <dt className="text-steel-500">Shipping and tax</dt>
            <dd data-testid="quote-charges">
              shipping ${formatDollars(quote.charges.shipping)}
              {quote.charges.shippingMethod ? ` (${quote.charges.shippingMethod})` : ''}
              {quote.charges.shipTo
                ? ` to ${quote.charges.shipTo.label ?? quote.charges.shipTo.lines.join(', ')}`
                : ', collected at the plant'}{' '}
              · tax ${formatDollars(quote.charges.tax)} · total ${formatDollars(quote.charges.total)}, locked
              until {quote.validUntil}
              {quote.charges.exemption && <span className="block">{quote.charges.exemption}</span>}
            </dd>
          </>
        )}
      </dl>
      {quote.lines.length > 1 && (
        <ul className="mt-3 divide-y divide-steel-200 text-sm" aria-label="Parts in this quote">
          {quote.lines.map((line) => (
            <li key={line.productId} className="py-2" data-testid="quote-line">
              <Link href={`/parts/${line.productId}`} className="font-medium text-brand-700 hover:underline">
                {line.productName}
              </Link>
              {line.partNumber && <span className="text-steel-500"> · {line.partNumber}</span>} ×{' '}
              {line.quantity.toLocaleString('en-US')}
              {line.unitPrize !== null && line.totalPrize !== null && (
                <span data-testid="quote-line-offer">
                  {' '}
                  · ${formatDollars(line.unitPrize)} per unit = ${formatDollars(line.totalPrize)}
                </span>
              )}
              {line.accepted > 0 && (
                <span data-testid="quote-line-accepted">
                  {' '}
                  ·{' '}
                  {line.accepted === line.quantity
                    ? 'ordered'
                    : `${line.accepted.toLocaleString('en-US')} ordered`}
                </span>
              )}
              {showCustomer && <p className="text-xs text-steel-500">{partNow(line)}</p>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
