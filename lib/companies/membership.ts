import 'server-only';
import { isIdString, toId } from '@/lib/db';
import type { Membership } from '@/lib/model';
import { findCompany } from './store/companies';
import { findMemberByUser } from './store/members';

/**
 * The caller's place in a company, read on every request (lib/session/caller.ts): a removed member
 * or a suspended company loses company access on the next request, with no session to end. A
 * customer in no company pays one indexed read.
 */
export async function membershipOf(userId: string): Promise<Membership | undefined> {
  if (!isIdString(userId)) return undefined;
  const member = await findMemberByUser(toId(userId));
  if (!member) return undefined;
  const company = await findCompany(member.companyId);
  if (company?.status !== 'active') return undefined;
  return { companyId: company._id.toHexString(), companyName: company.name, roles: member.roles };
}
