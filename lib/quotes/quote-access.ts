import 'server-only';
import type { Caller } from '@/lib/model';
import { can, AppError } from '@/lib/model';
import type { QuoteDoc } from './store/quotes';
import { isIdString, toId } from '@/lib/db';
import { findQuote } from './store/quotes';
import type { QuoteDto } from './quote-dto';
import { quoteDto } from './quote-parts';

/**
 * The quote `id` if the caller may see it (its customer, an admin, or the admins, approvers and
 * finance of the company it was asked for); anyone else's is a 404.
 */
export async function findQuoteFor(caller: Caller, id: string): Promise<QuoteDoc> {
  if (!isIdString(id)) throw new AppError('bad_request', 'Malformed quote id');
  const quote = await findQuote(toId(id));
  const owned = quote && { customerEmail: quote.customerEmail, companyId: quote.companyId?.toHexString() };
  if (!owned || !can(caller, 'see', owned)) throw new AppError('not_found:quote');
  return quote;
}

/** GET /api/quotes/{id}: the quote as its customer or an admin sees it. */
export const getQuote = async (caller: Caller, id: string): Promise<QuoteDto> =>
  quoteDto(await findQuoteFor(caller, id));
