'use client';

import { TablePager } from '@/components/ui/table-pager';
import { endpoints, useTablePage } from '@/lib/client';
import type { Page } from '@/lib/model';
import type { QuoteDto } from '@/lib/quotes';
import { QuoteDetails } from './quote-details';
import { QuoteOrders } from './quote-orders';

/**
 * Company quotes (its admins, approvers and finance): every quote its buyers asked for, newest
 * first, with who asked and the orders it placed. Accepting an offer stays its buyer's (My Quotes).
 */
export function CompanyQuotes({ initial, page }: { initial: Page<QuoteDto>; page: number }) {
  const { rows, total } = useTablePage(endpoints.companyQuotes, initial);
  return (
    <div>
      {total === 0 && <p className="card p-6 text-steel-500">No quotes asked for the company yet.</p>}
      <ul className="space-y-4">
        {rows.map((quote) => (
          <li key={quote._id} className="card p-5" data-testid="company-quote">
            <QuoteDetails quote={quote} showCustomer />
            <QuoteOrders quote={quote} />
          </li>
        ))}
      </ul>
      {total > 0 && <TablePager page={page} shown={rows.length} total={total} noun={['quote', 'quotes']} />}
    </div>
  );
}
