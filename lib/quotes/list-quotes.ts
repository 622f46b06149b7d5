import 'server-only';
import type { Caller, Page, Paging } from '@/lib/model';
import { can, STORE } from '@/lib/model';
import { companyOf } from '@/lib/companies';
import { findQuotePage } from './store/quotes';
import type { QuoteDto } from './quote-dto';
import { quoteDtos } from './quote-parts';

/**
 * Quotes newest first, one page: `own` (My Quotes), for an admin `visible` (Quotes: everyone's),
 * or `company`: every quote asked for the caller's company (its admins, approvers and finance;
 * anyone else 403, outside a company 404).
 */
export async function listQuotes(
  caller: Caller,
  scope: 'own' | 'visible' | 'company',
  { skip, limit }: Paging,
): Promise<Page<QuoteDto>> {
  const filter =
    scope === 'company'
      ? { companyId: companyOf(caller, 'see-company') }
      : scope === 'visible' && can(caller, 'administer', STORE)
        ? {}
        : { customerEmail: caller.email };
  const { rows, total } = await findQuotePage(filter, skip, limit);
  const now = new Date();
  return { rows: await quoteDtos(rows, now), total };
}
