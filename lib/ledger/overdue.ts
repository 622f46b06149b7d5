import 'server-only';
import { addDays, storeDay } from '@/lib/calendar';
import type { Id } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError, formatCents } from '@/lib/model';
import { openDueBefore } from './store/ledger-entries';

/**
 * Why a company may not buy on account `today` (a store day) for being late: what is still open
 * of its invoices more than OVERDUE_BLOCK_DAYS past due; null when nothing is. It may still pay
 * by card.
 */
export async function overdueRefusal(companyId: Id, today = storeDay(new Date())): Promise<AppError | null> {
  const days = env().OVERDUE_BLOCK_DAYS;
  const open = await openDueBefore(companyId, addDays(today, -days));
  if (open <= 0) return null;
  return new AppError(
    'conflict:overdue',
    `Your company has ${formatCents(open)} open on invoices more than ${days} days overdue: orders on account wait until it is paid. You can still pay by card.`,
  );
}
