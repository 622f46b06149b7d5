import type { Caller } from './caller';
import { COMPANY_ACTIONS, type CompanyAction } from './company';

/**
 * Who may do what, in one place: features and guards ask `can` instead of comparing roles and
 * emails themselves. The answer is "the owner, a company role that may, or a store admin".
 */

/**
 * What belongs to a buyer: an order, a quote, a profile, their reviews (by the buyer's email),
 * and the company it was bought for, if any (its admins, approvers and finance see it too).
 */
export type Owned = { customerEmail: string; companyId?: string | null };

/** A company's own things: its members, invitations, locations, rules. */
export type OfCompany = { companyId: string };

/** The store itself: its catalog, every customer's orders and quotes, its mail, its audit log. */
export const STORE = { store: true } as const;
type Store = typeof STORE;

/**
 * - `see`: see it (someone else's is a 404, so ids cannot be probed);
 * - `own`: act on it as its buyer (cancel it, confirm its receipt, order it again): its buyer alone;
 * - `pay`: pay for it: its buyer, or the finance of the company it was bought for (never a store
 *   admin: paying is done by the customer's side);
 * - `administer`: run the store (the admin screens and routes);
 * - a company action (lib/model/company.ts): what a member's roles let them do in their company.
 */
export type Action = 'see' | 'own' | 'pay' | 'administer' | CompanyAction;

const runsTheStore = (actor: Caller) => actor.role === 'admin';

/** Whether the caller holds a role in `companyId` that lets them do `action` there. */
function mayInCompany(actor: Caller, action: CompanyAction, companyId: string | null | undefined): boolean {
  const company = actor.company;
  if (!company || !companyId || company.companyId !== companyId) return false;
  const allowed: readonly string[] = COMPANY_ACTIONS[action];
  return company.roles.some((role) => allowed.includes(role));
}

/** Whether `actor` may do `action` to `resource`. */
export function can(actor: Caller, action: 'administer', resource: Store): boolean;
export function can(actor: Caller, action: 'see' | 'own' | 'pay', resource: Owned): boolean;
export function can(actor: Caller, action: CompanyAction, resource: OfCompany): boolean;
export function can(actor: Caller, action: Action, resource: Owned | OfCompany | Store): boolean {
  const ownsIt = 'customerEmail' in resource && resource.customerEmail === actor.email;
  switch (action) {
    case 'see':
      return (
        ownsIt ||
        runsTheStore(actor) ||
        ('companyId' in resource && mayInCompany(actor, 'see-company', resource.companyId))
      );
    case 'own':
      return ownsIt;
    case 'pay':
      return ownsIt || ('companyId' in resource && mayInCompany(actor, 'pay-company', resource.companyId));
    case 'administer':
      return runsTheStore(actor);
    default:
      return 'companyId' in resource && mayInCompany(actor, action, resource.companyId);
  }
}
