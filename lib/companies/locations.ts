import 'server-only';
import type { z } from 'zod';
import { recordAudit } from '@/lib/audit';
import { newId, toId, type Id } from '@/lib/db';
import {
  AppError,
  MAX_SHIP_TOS,
  NO_APPROVAL_RULES,
  type ApprovalRules,
  type Caller,
  type CompanyCopy,
  type PaymentTerms,
  type ShipTo,
  type SpendingLimits,
} from '@/lib/model';
import type { companyDetailsSchema, shipToSchema } from '@/lib/validation';
import { addressOf } from './applications';
import { NOT_A_BUYER, ownCompany } from './company-access';
import { toCompanyDto, type CompanyDto } from './company-dto';
import { UNKNOWN_SHIP_TO } from './members';
import {
  findCompany,
  pullShipTo,
  pushShipTo,
  replaceShipTo,
  setCompanyDetails,
  type CompanyDoc,
} from './store/companies';
import { findMemberByUser } from './store/members';

const TOO_MANY = `A company keeps ${MAX_SHIP_TOS} ship-to addresses at most: remove one first.`;

const shipToOf = (id: string, { label, ...address }: z.output<typeof shipToSchema>): ShipTo => ({
  id,
  label,
  address: addressOf(address),
});

async function audited(
  caller: Caller,
  companyId: Id,
  what: string,
  company: CompanyDoc | null,
): Promise<CompanyDto> {
  if (!company) throw new AppError('not_found:location');
  await recordAudit({
    action: 'company.location',
    actor: caller.email,
    target: companyId.toHexString(),
    details: { change: what },
  });
  return toCompanyDto(company);
}

/** A company admin changes its name, tax id, phone or bill-to (past orders keep their copies). */
export async function editCompanyDetails(
  caller: Caller,
  details: z.output<typeof companyDetailsSchema>,
): Promise<CompanyDto> {
  const companyId = ownCompany(caller, 'run-company');
  const changed = await setCompanyDetails(companyId, {
    name: details.name,
    taxId: details.taxId ?? null,
    phone: details.phone,
    billTo: addressOf(details),
  });
  return audited(caller, companyId, 'details', changed);
}

export async function addShipTo(caller: Caller, input: z.output<typeof shipToSchema>): Promise<CompanyDto> {
  const companyId = ownCompany(caller, 'run-company');
  const changed = await pushShipTo(companyId, shipToOf(newId().toHexString(), input));
  if (!changed) throw new AppError('conflict', TOO_MANY);
  return audited(caller, companyId, `ship-to added: ${input.label}`, changed);
}

export async function editShipTo(
  caller: Caller,
  id: string,
  input: z.output<typeof shipToSchema>,
): Promise<CompanyDto> {
  const companyId = ownCompany(caller, 'run-company');
  return audited(
    caller,
    companyId,
    `ship-to changed: ${input.label}`,
    await replaceShipTo(companyId, shipToOf(id, input)),
  );
}

export async function removeShipTo(caller: Caller, id: string): Promise<CompanyDto> {
  const companyId = ownCompany(caller, 'run-company');
  return audited(caller, companyId, 'ship-to removed', await pullShipTo(companyId, id));
}

/** The ship-tos `caller` may send orders to: those their admin allowed them, or all. */
function allowedShipTos(company: CompanyDoc, allowed: string[] | undefined): ShipTo[] {
  const all = company.shipTos ?? [];
  return allowed?.length ? all.filter((shipTo) => allowed.includes(shipTo.id)) : all;
}

/**
 * GET /api/company/locations: the ship-tos the caller may use; none for a buyer in no company
 * (checkout asks every buyer, and has nothing to offer them).
 */
export async function myShipTos(caller: Caller): Promise<ShipTo[]> {
  if (!caller.company) return [];
  const companyId = toId(caller.company.companyId);
  const [company, member] = await Promise.all([findCompany(companyId), findMemberByUser(toId(caller.id))]);
  return company && member ? allowedShipTos(company, member.shipTos) : [];
}

/** What placing an order for a company needs: its id, its details as the order keeps them, the buyer's limits. */
export type CompanyPurchase = {
  id: Id;
  copy: CompanyCopy;
  /** The ship-to chosen, as a requisition names it (null: the company has none). */
  shipToId: string | null;
  limits: SpendingLimits;
  /** Which orders need an approver (its admin's rules). */
  rules: ApprovalRules;
  /** How it may pay (issue 35): card only, or on account up to `creditLimitCents`. */
  terms: PaymentTerms;
  creditLimitCents: number;
  /** A tax exemption certificate on file (issue 36), exempt through its expiry day. */
  taxExemption: { number: string; expiresDay: string } | null;
  /** The ship-tos this buyer may use (what a cart's ship-to is chosen among). */
  shipTos: ShipTo[];
};

/**
 * The company an order is bought for and a copy of its details as the order keeps them, with the
 * ship-to chosen (`shipToId`) or the first the buyer may use, and what the buyer may spend; null
 * for a buyer in no company. A member without the buyer role, or a ship-to they may not use, is
 * refused.
 */
export async function companyPurchase(
  caller: Caller,
  shipToId: string | undefined,
): Promise<CompanyPurchase | null> {
  if (!caller.company) return null;
  const companyId = ownCompany(caller, 'buy', NOT_A_BUYER);
  const [company, member] = await Promise.all([findCompany(companyId), findMemberByUser(toId(caller.id))]);
  if (!company || !member) return null;
  const allowed = allowedShipTos(company, member.shipTos);
  const shipTo = shipToId ? allowed.find((candidate) => candidate.id === shipToId) : allowed[0];
  if (shipToId && !shipTo) throw new AppError('invalid', UNKNOWN_SHIP_TO, { shipToId: UNKNOWN_SHIP_TO });
  return {
    id: company._id,
    copy: {
      name: company.name,
      taxId: company.taxId,
      billTo: company.billTo,
      shipTo: shipTo ? { label: shipTo.label, address: shipTo.address } : null,
    },
    shipToId: shipTo?.id ?? null,
    limits: member.limits ?? {},
    rules: company.approvalRules ?? NO_APPROVAL_RULES,
    terms: company.terms ?? 'card',
    creditLimitCents: company.creditLimitCents ?? 0,
    taxExemption: company.taxExemption ?? null,
    shipTos: allowed,
  };
}
