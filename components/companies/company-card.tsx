import type { CompanyDto } from '@/lib/companies';
import { COMPANY_STATUS_LABELS } from '@/lib/model';

/** A company's details as its invoices will print them: name, tax id, bill-to, phone. */
export function CompanyCard({ company }: { company: CompanyDto }) {
  const { billTo } = company;
  return (
    <section className="card space-y-1 p-6" aria-label="Company details">
      <h2 className="text-lg font-semibold">{company.name}</h2>
      <p className="text-sm text-steel-700" data-testid="company-status">
        Status: {COMPANY_STATUS_LABELS[company.status]}
        {company.reason && ` (${company.reason})`}
      </p>
      {company.taxId && <p className="text-sm">Tax id: {company.taxId}</p>}
      <address className="text-sm not-italic">
        {billTo.line1}
        {billTo.line2 && <>, {billTo.line2}</>}, {billTo.postalCode} {billTo.city}
        {billTo.region && <>, {billTo.region}</>}, {billTo.country}
      </address>
      <p className="text-sm">Phone: {company.phone}</p>
    </section>
  );
}
