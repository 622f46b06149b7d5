import 'server-only';
import type { z } from 'zod';
import { recordAudit } from '@/lib/audit';
import { toId, type Id } from '@/lib/db';
import { AppError, type Caller } from '@/lib/model';
import { dollarsToCents } from '@/lib/selling';
import type { companyTermsSchema } from '@/lib/validation';
import { toCompanyDto, type CompanyDto } from './company-dto';
import { findCompany, setCompanyTerms } from './store/companies';

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
