import 'server-only';
import type { Id } from '@/lib/db';
import { escapeRegex, MAX_SHIP_TOS, type CompanyStatus, type ShipTo } from '@/lib/model';
import { companiesCollection } from './collections';
import type { CompanyDoc } from './companies-doc';
export type { CompanyDoc } from './companies-doc';

export async function insertCompany(company: CompanyDoc): Promise<void> {
  await (await companiesCollection()).insertOne(company);
}

export async function findCompany(id: Id): Promise<CompanyDoc | null> {
  return (await companiesCollection()).findOne({ _id: id });
}

/** The application `userId` has waiting, if any (one at a time). */
export async function findOpenApplication(userId: Id): Promise<CompanyDoc | null> {
  return (await companiesCollection()).findOne({ 'appliedBy.userId': userId, status: 'applied' });
}

/** Companies, newest first, optionally of one status (read off { status, createdAt, _id }). */
/** The names of these companies (a price list's, a page of them), by id. */
export async function findCompanyNames(ids: Id[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const companies = await companiesCollection();
  const found = await companies.find({ _id: { $in: ids } }, { projection: { name: 1 } }).toArray();
  return new Map(found.map((company) => [company._id.toHexString(), company.name]));
}

export async function findCompanyPage(
  { status, named }: { status?: CompanyStatus | undefined; named?: string | undefined },
  skip: number,
  limit: number,
) {
  const companies = await companiesCollection();
  // A name search is an admin's, over companies by the hundred or thousand: a scan of names is fine.
  const query = {
    ...(status ? { status } : {}),
    ...(named ? { name: { $regex: escapeRegex(named), $options: 'i' } } : {}),
  };
  const [rows, total] = await Promise.all([
    companies.find(query).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).toArray(),
    companies.countDocuments(query),
  ]);
  return { rows, total };
}

/**
 * Moves a company from `from` to `to` (an application decided, a company suspended or reinstated)
 * if it is still in `from`: the company as it now is, or null if it was not.
 */
export async function moveCompany(
  id: Id,
  from: CompanyStatus,
  to: CompanyStatus,
  reason: string | undefined,
  now: Date,
): Promise<CompanyDoc | null> {
  return (await companiesCollection()).findOneAndUpdate(
    { _id: id, status: from },
    {
      $set: { status: to, decidedAt: now, ...(reason ? { reason } : {}) },
      ...(reason ? {} : { $unset: { reason: '' } }),
    },
    { returnDocument: 'after' },
  );
}

/** A company's terms and credit limit (store admins): invoices already issued keep their own. */
export async function setCompanyTerms(
  id: Id,
  terms: Pick<CompanyDoc, 'terms' | 'creditLimitCents'>,
): Promise<CompanyDoc | null> {
  return (await companiesCollection()).findOneAndUpdate(
    { _id: id },
    { $set: terms },
    { returnDocument: 'after' },
  );
}

/** The company's exemption certificate set (null: removed); null when there is no such company. */
export async function setCompanyTaxExemption(
  id: Id,
  certificate: CompanyDoc['taxExemption'] | null,
): Promise<CompanyDoc | null> {
  return (await companiesCollection()).findOneAndUpdate(
    { _id: id },
    certificate ? { $set: { taxExemption: certificate } } : { $unset: { taxExemption: '' } },
    { returnDocument: 'after' },
  );
}

/** A company's own details changed by its admin (past orders keep the copies they made). */
export async function setCompanyDetails(
  id: Id,
  details: Pick<CompanyDoc, 'name' | 'taxId' | 'phone' | 'billTo'>,
): Promise<CompanyDoc | null> {
  return (await companiesCollection()).findOneAndUpdate(
    { _id: id },
    { $set: details },
    { returnDocument: 'after' },
  );
}

export async function setApprovalRules(
  id: Id,
  rules: CompanyDoc['approvalRules'],
): Promise<CompanyDoc | null> {
  return (await companiesCollection()).findOneAndUpdate(
    { _id: id },
    { $set: { approvalRules: rules } },
    { returnDocument: 'after' },
  );
}

/** Adds a ship-to unless the company has MAX_SHIP_TOS already (one conditional write). */
export async function pushShipTo(id: Id, shipTo: ShipTo): Promise<CompanyDoc | null> {
  return (await companiesCollection()).findOneAndUpdate(
    { _id: id, [`shipTos.${MAX_SHIP_TOS - 1}`]: { $exists: false } },
    { $push: { shipTos: shipTo } },
    { returnDocument: 'after' },
  );
}

export async function replaceShipTo(id: Id, shipTo: ShipTo): Promise<CompanyDoc | null> {
  return (await companiesCollection()).findOneAndUpdate(
    { _id: id, 'shipTos.id': shipTo.id },
    { $set: { 'shipTos.$': shipTo } },
    { returnDocument: 'after' },
  );
}

export async function pullShipTo(id: Id, shipToId: string): Promise<CompanyDoc | null> {
  return (await companiesCollection()).findOneAndUpdate(
    { _id: id, 'shipTos.id': shipToId },
    { $pull: { shipTos: { id: shipToId } } },
    { returnDocument: 'after' },
  );
}
