import 'server-only';
import type { z } from 'zod';
import { recordAudit } from '@/lib/audit';
import { toId, type Id } from '@/lib/db';
import { AppError, type Caller } from '@/lib/model';
import { dollarsToCents } from '@/lib/selling';
import type { companyTermsSchema, taxExemptionSchema } from '@/lib/validation';
import { toCompanyDto, type CompanyDto } from './company-dto';
import { findCompany, setCompanyTaxExemption, setCompanyTerms } from './store/companies';

/**
 * PUT /api/companies/{id}/terms (store admins): card only, or on account (net 7 to 90, end of
 * month) up to a credit limit. An invoice already issued keeps the terms and due date it printed.
 */
export async function setTerms(
  admin: Caller,
  id: string,
  { terms, creditLimit }: z.output<typeof companyTermsSchema>,
): Promise<CompanyDto> {
  const updated = await setCompanyTerms(toId(id), { terms, creditLimitCents: dollarsToCents(creditLimit) });
  if (!updated) throw new AppError('not_found:company');
  await recordAudit({
    action: 'company.terms',
    actor: admin.email,
    target: id,
    details: { terms, creditLimit },
  });
  return toCompanyDto(updated);
}

/** A company's terms and credit limit (card only, 0 when it has none). */
export async function paymentTermsOf(companyId: Id) {
  const company = await findCompany(companyId);
  return { id: companyId, terms: company?.terms ?? 'card', creditLimitCents: company?.creditLimitCents ?? 0 };
}

/** The exemption certificate a company has on file now (null: none). */
export async function taxExemptionOf(companyId: Id) {
  return (await findCompany(companyId))?.taxExemption ?? null;
}

/**
 * PUT /api/companies/{id}/tax-exemption (store admins, issue 36): the exemption certificate the
 * company sent, exempt through its expiry day (the next day its sales are taxed again); null
 * removes it. A sale already charged keeps the tax it was charged.
 */
export async function setTaxExemption(
  admin: Caller,
  id: string,
  { certificate }: z.output<typeof taxExemptionSchema>,
): Promise<CompanyDto> {
  const updated = await setCompanyTaxExemption(toId(id), certificate);
  if (!updated) throw new AppError('not_found:company');
  await recordAudit({
    action: 'company.tax_exemption',
    actor: admin.email,
    target: id,
    details: { certificate },
  });
  return toCompanyDto(updated);
}
