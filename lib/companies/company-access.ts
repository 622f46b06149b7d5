import 'server-only';
import { toId, type Id } from '@/lib/db';
import { AppError, can, type Caller, type CompanyAction } from '@/lib/model';

export const NOT_A_MEMBER = 'You do not belong to a company.';
export const ROLE_MISSING = 'Your role in the company does not allow this.';
export const NOT_A_BUYER =
  'Your roles in the company do not include Buyer: ask one of its admins for it to place orders.';

/**
 * The caller's own company, for a company route, if their roles there allow `action` (any
 * member, without one; else `refusal`, 403). The company
 * is the one the caller belongs to as the database says now (lib/session reads it per request),
 * never an id from the body or the URL: no route can be pointed at another company.
 */
export function ownCompany(caller: Caller, action?: CompanyAction, refusal = ROLE_MISSING): Id {
  const company = caller.company;
  if (!company) throw new AppError('not_found:company', NOT_A_MEMBER);
  if (action && !can(caller, action, { companyId: company.companyId }))
    throw new AppError('forbidden', refusal);
  return toId(company.companyId);
}
