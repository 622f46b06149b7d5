import 'server-only';
import { collection } from '@/lib/db';
import type { ReturnDoc } from './returns-doc';

/** lib/returns's table: only lib/returns/store reads or writes it. */
export const returnsCollection = collection<ReturnDoc>('returns');
