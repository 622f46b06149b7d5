'use client';

import Link from 'next/link';
import { TablePager } from '@/components/ui/table-pager';
import { useApi, useTablePage, endpoints } from '@/lib/client';
import type { Page } from '@/lib/model';
import type { QuoteDto } from '@/lib/quotes';
import { AcceptForm } from './accept-form';
import { QuoteDetails } from './quote-details';
import { QuoteOrders } from './quote-orders';

/** My Quotes: the customer's requests and the shop's answers; an open offer can be accepted. */
export function MyQuotes({ initial, page }: { initial: Page<QuoteDto>; page: number }) {
  const { rows, total, reload } = useTablePage(endpoints.quotes, initial);
  const { call } = useApi('my-quotes', { refresh: reload });
  return (
    <div>
      {total === 0 && (
        <p className="card p-6 text-steel-500">
          No quotes yet. Ask for one from any part&apos;s order page, or for a whole cart:{' '}
          <Link href="/parts" className="underline">
            browse the parts
          </Link>
          .
        </p>
      )}
      <ul className="space-y-4">
        {rows.map((quote) => (
          <li key={quote._id} className="card p-5" data-testid="quote">
            <QuoteDetails quote={quote} showCustomer={false} />
            <QuoteOrders quote={quote} />
            {quote.status === 'offered' && <AcceptForm quote={quote} call={call} />}
            {quote.status === 'expired' && (
              <p className="mt-3 text-sm">
                This offer has expired.{' '}
                <Link
                  href={quote.lines.length === 1 ? `/product/${quote.productId}` : '/cart'}
                  className="underline"
                >
                  Ask for a new quote
                </Link>
                .
              </p>
            )}
          </li>
        ))}
      </ul>
      {total > 0 && <TablePager page={page} shown={rows.length} total={total} noun={['quote', 'quotes']} />}
    </div>
  );
}
