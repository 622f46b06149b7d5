import 'server-only';
import { collection } from '@/lib/db';
import type { QuoteDoc } from './quotes-doc';

/** lib/quotes's tables: only lib/quotes/store reads or writes them. */
export const quotesCollection = collection<QuoteDoc>('quotes');
