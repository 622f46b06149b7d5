import 'server-only';
import type { Caller, Page, Paging } from '@/lib/model';
import { can, STORE } from '@/lib/model';
import { findQuotePage } from './store/quotes';
import type { QuoteDto } from './quote-dto';
import { quoteDtos } from './quote-parts';

/** Quotes newest first, one page: `own` (My Quotes) or, for an admin, `visible` (Quotes: everyone's). */
export async function listQuotes(
  caller: Caller,
  scope: 'own' | 'visible',
  { skip, limit }: Paging,
): Promise<Page<QuoteDto>> {
  const filter =
    scope === 'visible' && can(caller, 'administer', STORE) ? {} : { customerEmail: caller.email };
  const { rows, total } = await findQuotePage(filter, skip, limit);
  const now = new Date();
  return { rows: await quoteDtos(rows, now), total };
}
