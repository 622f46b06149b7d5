import 'server-only';
import { z } from 'zod';
import {
  approvalRulesDtoSchema,
  approvalRulesOf,
  leftThisMonth,
  limitsOf,
  myShipTos,
  paymentTermsOf,
  shipToDtoSchema,
  spendingPeriodStart,
  spendingRefusal,
  type CompanyPurchase,
} from '@/lib/companies';
import { toId } from '@/lib/db';
import {
  AppError,
  approvalReasons,
  PAYMENT_TERMS_LABELS,
  type Caller,
  type SpendingLimits,
} from '@/lib/model';
import { centsToDollars, dollarsOrNull } from '@/lib/selling';
import { isoDateTime } from '@/lib/validation';
import { overdueRefusal } from '@/lib/ledger';
import { availableCreditCents } from './on-account';
import { spentThisPeriod } from './spend-ledger';

const hasLimit = (limits: SpendingLimits) =>
  limits.perOrderCents !== undefined || limits.perMonthCents !== undefined;

/** What an order weighs against its buyer's limits and the company's approval rules. */
export type OrderSize = { totalCents: number; lineCount: number };

/**
 * Weighs an order of a company buyer: why it needs approval (the rules it trips; empty: none) and
 * why their limits refuse it outright (null: they do not, or the rule "over the limit" asks for an
 * approval instead). The one judgement checkout, quote acceptance and asking for approval share.
 */
export async function weighPurchase(
  caller: Caller,
  purchase: CompanyPurchase,
  order: OrderSize,
): Promise<{ reasons: string[]; refusal: string | null }> {
  const { id, limits, rules } = purchase;
  const spent = limits.perMonthCents === undefined ? 0 : await spentThisPeriod(id, caller.email);
  const overLimit = hasLimit(limits) ? spendingRefusal(limits, spent, order.totalCents) : null;
  const reasons = approvalReasons(rules, { ...order, overLimit });
  return { reasons, refusal: rules.overLimit ? null : overLimit };
}

/** Where the buyer asks for approval: checkout for a cart, the offer itself on My Quotes. */
export type AskedFrom = 'checkout' | 'offer';

/** What the buyer reads when an order needs an approver: checkout (or the offer) offers to ask for one. */
export const needsApproval = (companyName: string, reasons: string[], from: AskedFrom = 'checkout') =>
  `This order needs approval by an approver of ${companyName}: ${reasons.join('; ')}. ` +
  (from === 'checkout' ? 'Ask for approval from checkout.' : 'Ask for approval of this offer.');

/**
 * A company buyer's limits and the company's approval rules as a placement checks them (issue
 * 34), once the order's prices are recorded and before it is confirmed: an error ends the
 * placement. An order that needs approval is refused (409): only an approved requisition places it
 * (./requisitions.ts). It runs under the buyer's order lock (./order-slot.ts), so what they spent
 * cannot change while it is read: ten checkouts at once that each fit but together do not are
 * placed while they fit, then refused.
 */
export function spendingCheck(
  caller: Caller,
  purchase: CompanyPurchase | null,
  from: AskedFrom = 'checkout',
): ((order: OrderSize) => Promise<AppError | null>) | undefined {
  if (!purchase) return undefined;
  return async (order) => {
    const { reasons, refusal } = await weighPurchase(caller, purchase, order);
    if (reasons.length > 0) return new AppError('conflict', needsApproval(purchase.copy.name, reasons, from));
    return refusal ? new AppError('invalid', refusal) : null;
  };
}

export const spendingDtoSchema = z.object({
  perOrderLimit: z.number().nullable().describe('dollars; null: no limit'),
  monthlyLimit: z.number().nullable().describe('dollars; null: no limit'),
  spentThisMonth: z
    .number()
    .describe('dollars: placed, not cancelled orders since the month began, less refunds'),
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
  approval: z
    .object({ companyName: z.string(), rules: approvalRulesDtoSchema })
    .nullable()
    .describe(
      'the company’s approval rules, for checkout to say "needs approval" before placing; null outside a company',
    ),
  onAccount: z
    .object({
      terms: z.string().describe('"Net 30", "End of month"'),
      available: z.number().describe('dollars the company may still order on account'),
      blocked: z
        .string()
        .nullable()
        .describe('why the company may not order on account now (an invoice long overdue); null: it may'),
    })
    .nullable()
    .describe('pay on account, when the company has terms (issue 35); null: card only'),
});
export type CompanyCheckoutDto = z.output<typeof companyCheckoutDtoSchema>;

/**
 * GET /api/company/checkout: what checkout offers a company's buyer in one answer (the ship-tos
 * they may choose, their limits and what is left); nothing for a customer in no company.
 */
export async function companyCheckout(caller: Caller): Promise<CompanyCheckoutDto> {
  if (!caller.company) return { shipTos: [], spending: null, approval: null, onAccount: null };
  const [shipTos, spending, rules, onAccount] = await Promise.all([
    myShipTos(caller),
    spendingOf(caller),
    approvalRulesOf(caller),
    onAccountOffer(caller),
  ]);
  return { shipTos, spending, approval: { companyName: caller.company.companyName, rules }, onAccount };
}

/**
 * Pay on account as checkout and the purchase page offer it: the company's terms, the credit it
 * has left, and why it may not use it now; null outside a company or for a company paying by card.
 */
export async function onAccountOffer(caller: Caller): Promise<CompanyCheckoutDto['onAccount']> {
  if (!caller.company) return null;
  const terms = await paymentTermsOf(toId(caller.company.companyId));
  if (terms.terms === 'card') return null;
  const [available, overdue] = await Promise.all([availableCreditCents(terms), overdueRefusal(terms.id)]);
  return {
    terms: PAYMENT_TERMS_LABELS[terms.terms],
    available: centsToDollars(Math.max(0, available)),
    blocked: overdue?.message ?? null,
  };
}

async function spendingOf(caller: Caller): Promise<SpendingDto | null> {
  const mine = await limitsOf(caller);
  if (!mine) return null;
  const now = new Date();
  const spent = await spentThisPeriod(mine.companyId, caller.email, now);
  return {
    perOrderLimit: dollarsOrNull(mine.limits.perOrderCents),
    monthlyLimit: dollarsOrNull(mine.limits.perMonthCents),
    spentThisMonth: centsToDollars(spent),
    leftThisMonth: dollarsOrNull(leftThisMonth(mine.limits, spent) ?? undefined),
    monthStartedAt: spendingPeriodStart(now).toISOString(),
  };
}
