/**
 * Approvals (issue 34): a company admin's rules for which orders need an approver's sign-off, and
 * the one function that says why an order trips them. The server applies it when an order is
 * placed (lib/orders/spending.ts); checkout applies the same function to show "needs approval"
 * before anything is sent (components/companies/company-checkout.tsx).
 */

import { formatCents } from './money';

/** A company's approval rules; an unset rule never trips. */
export type ApprovalRules = {
  /** An order whose total is above this many cents. */
  aboveCents?: number;
  /** An order with more lines than this. */
  moreLinesThan?: number;
  /** An order the buyer's spending limits would refuse (instead of refusing it). */
  overLimit?: boolean;
  /** Days an approver has before a requisition lapses. */
  windowDays: number;
};

/** How long a requisition waits for a decision unless the company says otherwise. */
export const APPROVAL_WINDOW_DAYS = 7;
export const MAX_APPROVAL_WINDOW_DAYS = 30;

export const NO_APPROVAL_RULES: ApprovalRules = { windowDays: APPROVAL_WINDOW_DAYS };

/** What an order is, as the rules weigh it. */
export type OrderWeight = {
  totalCents: number;
  lineCount: number;
  /** Why the buyer's spending limits refuse it (lib/companies' spendingRefusal); null: they fit. */
  overLimit: string | null;
};

/** Why an order needs approval under `rules`, one reason per rule it trips; empty: it does not. */
export function approvalReasons(rules: ApprovalRules, order: OrderWeight): string[] {
  const reasons: string[] = [];
  if (rules.aboveCents !== undefined && order.totalCents > rules.aboveCents)
    reasons.push(`its total is above ${formatCents(rules.aboveCents)}`);
  if (rules.moreLinesThan !== undefined && order.lineCount > rules.moreLinesThan)
    reasons.push(`it has more than ${rules.moreLinesThan.toLocaleString('en-US')} lines`);
  if (rules.overLimit && order.overLimit) reasons.push('it is over your spending limit');
  return reasons;
}

export const REQUISITION_STATUSES = ['pending', 'approved', 'rejected', 'lapsed', 'void'] as const;
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];

export const REQUISITION_STATUS_LABELS: Record<RequisitionStatus, string> = {
  pending: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected',
  lapsed: 'Lapsed',
  void: 'Void',
};

/** The counter requisitions draw their numbers from (lib/db/counters.ts). */
export const REQUISITION_NUMBER_SEQUENCE = 'requisition';

/** "RQ-000012": a requisition's number as buyers and approvers see it. */
export const requisitionLabel = (requisitionNumber: number) =>
  `RQ-${String(requisitionNumber).padStart(6, '0')}`;

/** A requisition's page, where an approver decides it (the approval mail links here). */
export const requisitionPath = (requisitionNumber: number) =>
  `/dashboard/company/approvals/${requisitionLabel(requisitionNumber)}`;

/** A requisition's number from its label ("RQ-000012", "rq-12", "12"); null: not one. */
export function parseRequisitionLabel(text: string): number | null {
  const match = /^\s*(?:RQ-?)?0*(\d{1,12})\s*$/i.exec(text);
  if (!match) return null;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
