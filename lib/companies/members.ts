import 'server-only';
import type { z } from 'zod';
import { findUserByEmail } from '@/lib/accounts';
import { recordAudit } from '@/lib/audit';
import { newId, toId, underLock, type Id } from '@/lib/db';
import { AppError, type Caller, type Page, type Paging, type SpendingLimits } from '@/lib/model';
import { dollarsToCents } from '@/lib/selling';
import type { companyMemberAddSchema, companyMemberRolesSchema } from '@/lib/validation';
import { ownCompany } from './company-access';
import { toMemberDto, type MemberDto } from './company-dto';
import { CUSTOMER_TAKEN, NOT_A_CUSTOMER } from './applications';
import { findCompany } from './store/companies';
import {
  countAdminsUpToTwo,
  deleteMember,
  findMember,
  findMemberPage,
  insertMember,
  setMemberRoles,
  type MemberDoc,
} from './store/members';

export const UNKNOWN_SHIP_TO = 'Choose among the company’s ship-to addresses.';
export const LAST_ADMIN = 'A company always keeps an admin: make someone else an admin first.';
const BUSY = 'Someone else is changing this company’s admins: try again in a moment.';

/** A company's members in the order they joined, one page: any member sees who is in it. */
export async function listMembers(caller: Caller, paging: Paging): Promise<Page<MemberDto>> {
  return membersPage(ownCompany(caller), paging);
}

/** The same for a store admin, of any company. */
export async function listCompanyMembers(companyId: string, paging: Paging): Promise<Page<MemberDto>> {
  const id = toId(companyId);
  if (!(await findCompany(id))) throw new AppError('not_found:company');
  return membersPage(id, paging);
}

async function membersPage(companyId: Id, { skip, limit }: Paging): Promise<Page<MemberDto>> {
  const { rows, total } = await findMemberPage(companyId, skip, limit);
  return { rows: rows.map(toMemberDto), total };
}

/**
 * Runs a change to a member that may take the admin role away from them, under the company's
 * lock: the count of its admins and the change happen together, so two admins removing each
 * other at once cannot leave the company with none.
 */
async function keepingAnAdmin<T>(
  member: MemberDoc,
  losesAdmin: boolean,
  change: () => Promise<T>,
): Promise<T> {
  if (!losesAdmin || !member.roles.includes('admin')) return change();
  return underLock(
    `company-admins:${member.companyId.toHexString()}`,
    async () => {
      if ((await countAdminsUpToTwo(member.companyId)) < 2) throw new AppError('conflict', LAST_ADMIN);
      return change();
    },
    BUSY,
  );
}

async function memberOf(companyId: Id, memberId: string): Promise<MemberDoc> {
  const member = await findMember(companyId, toId(memberId));
  // Another company's member is a 404, the same as none: ids cannot be probed.
  if (!member) throw new AppError('not_found:member');
  return member;
}

/**
 * A company admin sets a member's roles (their own too, while another admin remains), which of
 * the company's ship-tos they may send orders to (none named: all) and what they may spend.
 */
export async function changeMemberRoles(
  caller: Caller,
  memberId: string,
  { roles, shipTos, perOrderLimit, monthlyLimit }: z.output<typeof companyMemberRolesSchema>,
): Promise<MemberDto> {
  const companyId = ownCompany(caller, 'run-company');
  const member = await memberOf(companyId, memberId);
  const known = new Set((await findCompany(companyId))?.shipTos.map((shipTo) => shipTo.id));
  const unknown = shipTos?.find((id) => !known.has(id));
  if (unknown) throw new AppError('invalid', UNKNOWN_SHIP_TO, { shipTos: UNKNOWN_SHIP_TO });
  const changed = await keepingAnAdmin(member, !roles.includes('admin'), () =>
    setMemberRoles(companyId, member._id, {
      roles,
      shipTos: shipTos ?? member.shipTos ?? [],
      limits: limitsAfter(member.limits, { perOrderCents: perOrderLimit, perMonthCents: monthlyLimit }),
    }),
  );
  if (!changed) throw new AppError('not_found:member');
  await recordAudit({
    action: 'company.roles',
    actor: caller.email,
    target: member.email,
    details: {
      company: companyId.toHexString(),
      roles: { from: member.roles, to: roles },
      limits: { from: member.limits ?? {}, to: changed.limits ?? {} },
    },
  });
  return toMemberDto(changed);
}

/** A member's limits after a change: dollars set one (in cents), null lifts it, absent keeps it. */
function limitsAfter(
  now: SpendingLimits | undefined,
  change: Record<keyof SpendingLimits, number | null | undefined>,
): SpendingLimits {
  const limits: SpendingLimits = { ...now };
  for (const key of ['perOrderCents', 'perMonthCents'] as const) {
    const dollars = change[key];
    if (dollars === null) delete limits[key];
    else if (dollars !== undefined) limits[key] = dollarsToCents(dollars);
  }
  return limits;
}

/** A company admin removes a member: their company access ends on their next request. */
export async function removeMember(caller: Caller, memberId: string): Promise<{ removed: boolean }> {
  const companyId = ownCompany(caller, 'run-company');
  const member = await memberOf(companyId, memberId);
  const removed = await keepingAnAdmin(member, true, () => deleteMember(companyId, member._id));
  if (removed)
    await recordAudit({
      action: 'company.remove',
      actor: caller.email,
      target: member.email,
      details: { company: companyId.toHexString() },
    });
  return { removed };
}

/** A store admin adds an existing customer to a company with some roles. */
export async function addCompanyMember(
  admin: Caller,
  companyId: string,
  { email, roles }: z.output<typeof companyMemberAddSchema>,
): Promise<MemberDto> {
  const company = await findCompany(toId(companyId));
  if (!company) throw new AppError('not_found:company');
  const user = await findUserByEmail(email);
  if (!user) throw new AppError('invalid', NOT_A_CUSTOMER, { email: NOT_A_CUSTOMER });
  const member: MemberDoc = {
    _id: newId(),
    companyId: company._id,
    userId: user._id,
    email: user.email,
    name: user.name ?? null,
    roles,
    joinedAt: new Date(),
  };
  if ((await insertMember(member)) === 'taken')
    throw new AppError('conflict', CUSTOMER_TAKEN, { email: CUSTOMER_TAKEN });
  await recordAudit({
    action: 'company.add',
    actor: admin.email,
    target: user.email,
    details: { company: companyId, roles },
  });
  return toMemberDto(member);
}
