import 'server-only';
import type { Caller } from '@/lib/model/caller';
import { can } from '@/lib/model/policy';
import type { QuoteDoc } from '@/lib/db/quotes';
import { isIdString, toId } from '@/lib/db/ids';
import { findQuote } from '@/lib/db/quotes';
import { AppError } from '@/lib/model/app-error';
import type { QuoteDto } from './quote-dto';
import { quoteDto } from './quote-parts';

/** The quote `id` if the caller may see it (its customer, or an admin); anyone else's is a 404. */
export async function findQuoteFor(caller: Caller, id: string): Promise<QuoteDoc> {
  if (!isIdString(id)) throw new AppError('bad_request', 'Malformed quote id');
  const quote = await findQuote(toId(id));
  if (!quote || !can(caller, 'see', quote)) throw new AppError('not_found:quote');
  return quote;
}

/** GET /api/quotes/{id}: the quote as its customer or an admin sees it. */
export const getQuote = async (caller: Caller, id: string): Promise<QuoteDto> =>
  quoteDto(await findQuoteFor(caller, id));
