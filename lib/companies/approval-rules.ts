import 'server-only';
import type { z } from 'zod';
import { recordAudit } from '@/lib/audit';
import { toId, type Id } from '@/lib/db';
import {
  AppError,
  can,
  customerCaller,
  type ApprovalRules,
  type Caller,
  type Membership,
  type ShipTo,
} from '@/lib/model';
import { dollarsToCents } from '@/lib/selling';
import type { approvalRulesSchema } from '@/lib/validation';
import { ownCompany } from './company-access';
import { toApprovalRulesDto, toCompanyDto, type ApprovalRulesDto, type CompanyDto } from './company-dto';
import { findCompany, setApprovalRules } from './store/companies';
import { findApprovers, findMemberByUser } from './store/members';

/** Approval mails go to this many of a company's approvers at most (a company rarely has more). */
const APPROVERS_MAILED = 50;

/** PUT /api/company/rules: a company admin sets which orders need an approver (issue 34). */
export async function setCompanyApprovalRules(
  caller: Caller,
  input: z.output<typeof approvalRulesSchema>,
): Promise<CompanyDto> {
  const companyId = ownCompany(caller, 'run-company');
  const rules: ApprovalRules = {
    ...(input.aboveAmount !== null ? { aboveCents: dollarsToCents(input.aboveAmount) } : {}),
    ...(input.moreLinesThan !== null ? { moreLinesThan: input.moreLinesThan } : {}),
    ...(input.overLimit ? { overLimit: true } : {}),
    windowDays: input.windowDays,
  };
  const company = await setApprovalRules(companyId, rules);
  if (!company) throw new AppError('not_found:company');
  await recordAudit({
    action: 'company.rules',
    actor: caller.email,
    target: companyId.toHexString(),
    details: { ...input },
  });
  return toCompanyDto(company);
}

/** The caller's company's approval rules as checkout shows them (its buyers read them to know what needs approval). */
export async function approvalRulesOf(caller: Caller): Promise<ApprovalRulesDto> {
  const company = caller.company ? await findCompany(toId(caller.company.companyId)) : null;
  return toApprovalRulesDto(company?.approvalRules);
}

/** Who a requisition's mail goes to: the company's admins and approvers but the buyer who asked. */
export async function approversToMail(
  companyId: Id,
  buyerId: Id,
): Promise<{ email: string; name: string | null }[]> {
  const approvers = await findApprovers(companyId, buyerId, APPROVERS_MAILED);
  return approvers.map(({ email, name }) => ({ email, name }));
}

/**
 * A requisition's buyer as they are in the company now, to place its order as them: null when
 * they left it or no longer hold the buyer role (the approval can no longer place it).
 */
export async function buyerNow(companyId: Id, userId: Id): Promise<Membership | null> {
  const [company, member] = await Promise.all([findCompany(companyId), findMemberByUser(userId)]);
  if (!company || company.status !== 'active' || !member?.companyId.equals(companyId)) return null;
  const membership = { companyId: companyId.toHexString(), companyName: company.name, roles: member.roles };
  const asBuyer = customerCaller(
    { id: userId.toHexString(), email: member.email, name: member.name },
    membership,
  );
  return can(asBuyer, 'buy', { companyId: membership.companyId }) ? membership : null;
}

/** A company's ship-to as it is now (null: removed), to check a requisition's copy still holds. */
export async function shipToNow(companyId: Id, shipToId: string): Promise<ShipTo | null> {
  const company = await findCompany(companyId);
  return company?.shipTos.find((shipTo) => shipTo.id === shipToId) ?? null;
}
