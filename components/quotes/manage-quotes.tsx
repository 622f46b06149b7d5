'use client';

import { TablePager } from '@/components/ui/table-pager';
import { useApi, useTablePage, endpoints } from '@/lib/client';
import type { Page } from '@/lib/model';
import type { QuoteDto } from '@/lib/quotes';
import { OfferForm } from './offer-form';
import { QuoteDetails } from './quote-details';
import { QuoteOrders } from './quote-orders';

/** Quotes (admins): every request, newest first; open ones take an offer or a decline. */
export function ManageQuotes({ initial, page }: { initial: Page<QuoteDto>; page: number }) {
  const { rows, total, reload } = useTablePage(endpoints.quotes, initial);
  const { call } = useApi('quotes', { refresh: reload });
  return (
    <div>
      <ul className="space-y-4">
        {rows.map((quote) => (
          <li key={quote._id} className="card p-5" data-testid="quote">
            <QuoteDetails quote={quote} showCustomer />
            <QuoteOrders quote={quote} />
            {/* Accepted in part, the rest stands as offered: its lines are what its orders took. */}
            {['requested', 'offered', 'expired'].includes(quote.status) && quote.orders.length === 0 && (
              // Keyed by the offer, so a new answer starts from what the server now holds.
              <OfferForm
                key={`${quote.status}:${quote.lines.map((line) => line.unitPrize).join()}:${quote.validUntil}`}
                quote={quote}
                call={call}
              />
            )}
          </li>
        ))}
      </ul>
      <TablePager page={page} shown={rows.length} total={total} noun={['quote', 'quotes']} />
    </div>
  );
}
