import 'server-only';
import { TZDate } from '@date-fns/tz';
import { startOfMonth } from 'date-fns';
import { env } from '@/lib/env';
import { toId, type Id } from '@/lib/db';
import type { Caller, SpendingLimits } from '@/lib/model';
import { formatCents } from '@/lib/selling';
import { findMemberByUser } from './store/members';

/** When the spending month that holds `now` began: the 1st, 00:00 in the store's time zone. */
export function spendingPeriodStart(now: Date, zone = env().STORE_TIME_ZONE): Date {
  return new Date(startOfMonth(new TZDate(now.getTime(), zone)).getTime());
}

/** What is left of the monthly limit after `spentCents` (null: no monthly limit). */
export const leftThisMonth = (limits: SpendingLimits, spentCents: number): number | null =>
  limits.perMonthCents === undefined ? null : Math.max(0, limits.perMonthCents - spentCents);

/**
 * Why an order of `orderCents` breaks a buyer's limits, who spent `spentCents` this month; null
 * when it fits. The one rule checkout and quote acceptance apply (lib/orders/spending.ts).
 */
export function spendingRefusal(
  limits: SpendingLimits,
  spentCents: number,
  orderCents: number,
): string | null {
  const { perOrderCents, perMonthCents } = limits;
  if (perOrderCents !== undefined && orderCents > perOrderCents)
    return `This order of ${formatCents(orderCents)} is above your limit of ${formatCents(perOrderCents)} per order.`;
  if (perMonthCents !== undefined && spentCents + orderCents > perMonthCents)
    return `This order of ${formatCents(orderCents)} would take your spending this month to ${formatCents(spentCents + orderCents)}, above your monthly limit of ${formatCents(perMonthCents)}: ${formatCents(leftThisMonth(limits, spentCents)!)} is left.`;
  return null;
}

/** The caller's company and what they may spend for it; null for a customer in no company. */
export async function limitsOf(caller: Caller): Promise<{ companyId: Id; limits: SpendingLimits } | null> {
  return caller.company ? limitsOfUser(toId(caller.id)) : null;
}

/** A user's company and what they may spend for it (a requisition's buyer, to its approver); null: in none. */
export async function limitsOfUser(userId: Id): Promise<{ companyId: Id; limits: SpendingLimits } | null> {
  const member = await findMemberByUser(userId);
  return member ? { companyId: member.companyId, limits: member.limits ?? {} } : null;
}
