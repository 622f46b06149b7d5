import 'server-only';
import { z } from 'zod';
import {
  leftThisMonth,
  limitsOf,
  myShipTos,
  shipToDtoSchema,
  spendingPeriodStart,
  spendingRefusal,
  type CompanyPurchase,
} from '@/lib/companies';
import { AppError, type Caller, type SpendingLimits } from '@/lib/model';
import { centsToDollars, dollarsOrNull } from '@/lib/selling';
import { isoDateTime } from '@/lib/validation';
import { sumSpentSince } from './store/order-spend';

const hasLimit = (limits: SpendingLimits) =>
  limits.perOrderCents !== undefined || limits.perMonthCents !== undefined;

/**
 * A company buyer's limits as a placement checks them (issue 34), once the order's prices are
 * recorded and before it is confirmed: an error ends the placement. It runs under the buyer's
 * order lock (./order-slot.ts), so what they spent cannot change while it is read: ten checkouts
 * at once that each fit but together do not are placed while they fit, then refused.
 */
export function spendingCheck(
  caller: Caller,
  purchase: CompanyPurchase | null,
): ((totalCents: number) => Promise<AppError | null>) | undefined {
  if (!purchase || !hasLimit(purchase.limits)) return undefined;
  const { id, limits } = purchase;
  return async (totalCents) => {
    const spent =
      limits.perMonthCents === undefined
        ? 0
        : await sumSpentSince(caller.email, id, spendingPeriodStart(new Date()));
    const refusal = spendingRefusal(limits, spent, totalCents);
    return refusal ? new AppError('invalid', refusal) : null;
  };
}

export const spendingDtoSchema = z.object({
  perOrderLimit: z.number().nullable().describe('dollars; null: no limit'),
  monthlyLimit: z.number().nullable().describe('dollars; null: no limit'),
  spentThisMonth: z.number().describe('dollars: placed, not cancelled orders since the month began, less refunds'),
  leftThisMonth: z.number().nullable().describe('dollars; null: no monthly limit'),
  monthStartedAt: isoDateTime.describe('the 1st, 00:00 in the store’s time zone'),
});
export type SpendingDto = z.output<typeof spendingDtoSchema>;

/** GET /api/company/spending: a member's limits and what they spent this month (404 in no company). */
export async function mySpending(caller: Caller): Promise<SpendingDto> {
  const spending = await spendingOf(caller);
  if (!spending) throw new AppError('not_found:company');
  return spending;
}

export const companyCheckoutDtoSchema = z.object({
  shipTos: z.array(shipToDtoSchema).describe('the ship-tos you may send to, the default first'),
  spending: spendingDtoSchema.nullable().describe('null outside a company'),
});
export type CompanyCheckoutDto = z.output<typeof companyCheckoutDtoSchema>;

/**
 * GET /api/company/checkout: what checkout offers a company's buyer in one answer (the ship-tos
 * they may choose, their limits and what is left); nothing for a customer in no company.
 */
export async function companyCheckout(caller: Caller): Promise<CompanyCheckoutDto> {
  if (!caller.company) return { shipTos: [], spending: null };
  const [shipTos, spending] = await Promise.all([myShipTos(caller), spendingOf(caller)]);
  return { shipTos, spending };
}

async function spendingOf(caller: Caller): Promise<SpendingDto | null> {
  const mine = await limitsOf(caller);
  if (!mine) return null;
  const since = spendingPeriodStart(new Date());
  const spent = await sumSpentSince(caller.email, mine.companyId, since);
  return {
    perOrderLimit: dollarsOrNull(mine.limits.perOrderCents),
    monthlyLimit: dollarsOrNull(mine.limits.perMonthCents),
    spentThisMonth: centsToDollars(spent),
    leftThisMonth: dollarsOrNull(leftThisMonth(mine.limits, spent) ?? undefined),
    monthStartedAt: since.toISOString(),
  };
}
