import 'server-only';
import type { z } from 'zod';
import { findUserByEmail } from '@/lib/accounts';
import { recordAudit } from '@/lib/audit';
import { newId, toId, type Id } from '@/lib/db';
import { recordMail } from '@/lib/mail';
import {
  AppError,
  COMPANY_STATUS_LABELS,
  type Address,
  type Caller,
  type Page,
  type Paging,
} from '@/lib/model';
import type {
  companyCreateSchema,
  companyDecisionSchema,
  companyDetailsSchema,
  companyListQuerySchema,
} from '@/lib/validation';
import { applicationDecidedMail } from './company-mails';
import { toCompanyDto, type CompanyDto, type MyCompanyDto } from './company-dto';
import {
  findCompany,
  findCompanyNames,
  findCompanyPage,
  findOpenApplication,
  insertCompany,
  moveCompany,
  type CompanyDoc,
} from './store/companies';
import { deleteMember, findMemberByUser, insertMember } from './store/members';

export const ALREADY_MEMBER = 'You already belong to a company.';
export const ALREADY_APPLIED = 'Your application is waiting for a decision.';
export const APPLICANT_TAKEN = 'The applicant has joined another company meanwhile.';
export const NOT_A_CUSTOMER = 'No customer has that email.';
export const CUSTOMER_TAKEN = 'That customer already belongs to a company.';

type Details = z.output<typeof companyDetailsSchema>;
type AddressFields = Pick<Details, 'line1' | 'line2' | 'city' | 'postalCode' | 'region' | 'country'>;

export const addressOf = ({ line1, line2, city, postalCode, region, country }: AddressFields): Address => ({
  line1,
  ...(line2 ? { line2 } : {}),
  city,
  postalCode,
  ...(region ? { region } : {}),
  country,
});

const newCompany = (
  details: Details,
  status: CompanyDoc['status'],
  appliedBy: CompanyDoc['appliedBy'],
  now: Date,
): CompanyDoc => ({
  _id: newId(),
  name: details.name,
  taxId: details.taxId ?? null,
  phone: details.phone,
  billTo: addressOf(details),
  shipTos: [],
  status,
  appliedBy,
  createdAt: now,
});

/** GET /api/company: the caller's company and roles, or the application they have waiting. */
export async function myCompany(caller: Caller): Promise<MyCompanyDto> {
  const userId = toId(caller.id);
  const member = await findMemberByUser(userId);
  if (member) {
    const company = await findCompany(member.companyId);
    if (company) return { company: toCompanyDto(company), roles: member.roles };
  }
  const applied = await findOpenApplication(userId);
  return { company: applied ? toCompanyDto(applied) : null, roles: [] };
}

/** A signed-in customer applies for a business account; the store's admins decide under Companies. */
export async function applyForCompany(caller: Caller, details: Details): Promise<CompanyDto> {
  const userId = toId(caller.id);
  if (await findMemberByUser(userId)) throw new AppError('conflict', ALREADY_MEMBER);
  if (await findOpenApplication(userId)) throw new AppError('conflict', ALREADY_APPLIED);
  const company = newCompany(
    details,
    'applied',
    { userId, email: caller.email, name: caller.name },
    new Date(),
  );
  await insertCompany(company);
  await recordAudit({
    action: 'company.apply',
    actor: caller.email,
    target: company._id.toHexString(),
    details: { name: company.name },
  });
  return toCompanyDto(company);
}

/** Companies (store admins): newest first, one page, optionally by status. */
export async function listCompanies(
  { status, q }: z.output<typeof companyListQuerySchema>,
  { skip, limit }: Paging,
): Promise<Page<CompanyDto>> {
  const { rows, total } = await findCompanyPage({ status, named: q || undefined }, skip, limit);
  return { rows: rows.map(toCompanyDto), total };
}

/** Company names by id (hex), for lists that name companies; unknown ids are left out. */
export const companyNames = (ids: Id[]): Promise<Map<string, string>> => findCompanyNames(ids);

export async function getCompany(id: string): Promise<CompanyDto> {
  const company = await findCompany(toId(id));
  if (!company) throw new AppError('not_found:company');
  return toCompanyDto(company);
}

/** Makes `userId` the company's first admin; false if they belong to a company already. */
async function seatFirstAdmin(
  company: CompanyDoc,
  user: { userId: Id; email: string; name: string | null },
  now: Date,
) {
  return (
    (await insertMember({
      _id: newId(),
      companyId: company._id,
      ...user,
      // Its applicant runs it and, often its only member at first, buys for it.
      roles: ['admin', 'buyer'],
      joinedAt: now,
    })) === 'added'
  );
}

const DONE = {
  approve: 'approved',
  decline: 'declined',
  suspend: 'suspended',
  reinstate: 'reinstated',
} as const;

const MOVES = {
  approve: ['applied', 'active'],
  decline: ['applied', 'declined'],
  suspend: ['active', 'suspended'],
  reinstate: ['suspended', 'active'],
} as const;

/**
 * A store admin decides an application (approving seats the applicant as its first admin, unless
 * they joined another company meanwhile: 409), suspends a company (its members lose company
 * access on their next request) or reinstates it. The applicant is mailed a decision.
 */
export async function decideCompany(
  admin: Caller,
  id: string,
  { decision, reason }: z.output<typeof companyDecisionSchema>,
): Promise<CompanyDto> {
  const company = await findCompany(toId(id));
  if (!company) throw new AppError('not_found:company');
  const [from, to] = MOVES[decision];
  if (company.status !== from)
    throw new AppError(
      'conflict',
      `This company is ${COMPANY_STATUS_LABELS[company.status].toLowerCase()}: it cannot be ${DONE[decision]}.`,
    );
  const now = new Date();
  let seated: Id | null = null;
  if (decision === 'approve' && company.appliedBy) {
    const member = await findMemberByUser(company.appliedBy.userId);
    if (member && !member.companyId.equals(company._id)) throw new AppError('conflict', APPLICANT_TAKEN);
    if (!member) {
      if (!(await seatFirstAdmin(company, company.appliedBy, now)))
        throw new AppError('conflict', APPLICANT_TAKEN);
      seated = company.appliedBy.userId;
    }
  }
  const moved = await moveCompany(company._id, from, to, reason, now);
  if (!moved) {
    // Someone decided first: the seat this call made goes again.
    if (seated) {
      const member = await findMemberByUser(seated);
      if (member?.companyId.equals(company._id)) await deleteMember(company._id, member._id);
    }
    throw new AppError('conflict', 'This company was changed meanwhile: look again.');
  }
  await recordAudit({
    action: `company.${decision}`,
    actor: admin.email,
    target: id,
    details: { name: company.name, ...(reason ? { reason } : {}) },
  });
  if ((decision === 'approve' || decision === 'decline') && company.appliedBy)
    await recordMail(
      `company-${decision}:${id}`,
      company.appliedBy.email,
      applicationDecidedMail(company.appliedBy.name, company.name, decision === 'approve', reason),
    );
  return toCompanyDto(moved);
}

/** A store admin opens a company for an existing customer, who becomes its first admin. */
export async function createCompany(
  admin: Caller,
  input: z.output<typeof companyCreateSchema>,
): Promise<CompanyDto> {
  const user = await findUserByEmail(input.adminEmail);
  if (!user) throw new AppError('invalid', NOT_A_CUSTOMER, { adminEmail: NOT_A_CUSTOMER });
  const now = new Date();
  const company = newCompany(input, 'active', null, now);
  await insertCompany(company);
  if (
    !(await seatFirstAdmin(company, { userId: user._id, email: user.email, name: user.name ?? null }, now))
  ) {
    await moveCompany(company._id, 'active', 'declined', CUSTOMER_TAKEN, now);
    throw new AppError('conflict', CUSTOMER_TAKEN, { adminEmail: CUSTOMER_TAKEN });
  }
  await recordAudit({
    action: 'company.create',
    actor: admin.email,
    target: company._id.toHexString(),
    details: { name: company.name, admin: user.email },
  });
  return toCompanyDto(company);
}
