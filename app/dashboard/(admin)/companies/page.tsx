import type { Metadata } from 'next';
import Link from 'next/link';
import { CompaniesTable } from '@/components/companies/companies-table';
import { SearchBox } from '@/components/ui/search-box';
import { listCompanies } from '@/lib/companies';
import { firstValues, tablePaging } from '@/lib/http';
import { COMPANY_STATUSES, COMPANY_STATUS_LABELS, type CompanyStatus } from '@/lib/model';
import { getPageAdmin } from '@/lib/session';

export const metadata: Metadata = { title: 'Companies' };

const isStatus = (value: string | undefined): value is CompanyStatus =>
  (COMPANY_STATUSES as readonly string[]).includes(value ?? '');

/** Companies (store admins, issue 34): applications to decide; companies to suspend or reinstate. */
export default async function CompaniesPage({ searchParams }: PageProps<'/dashboard/companies'>) {
  // Nothing for a non-admin: the group's layout is signing them out.
  if (!(await getPageAdmin())) return null;
  const query = firstValues(await searchParams);
  const status = isStatus(query.status) ? query.status : undefined;
  const paging = tablePaging(query.page);
  const q = query.q?.trim().slice(0, 120) || undefined;
  const filters: [string, CompanyStatus | undefined][] = [
    ['All', undefined],
    ...COMPANY_STATUSES.map((s): [string, CompanyStatus] => [COMPANY_STATUS_LABELS[s], s]),
  ];
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Companies</h1>
      <p className="mb-4 text-sm text-steel-700">
        Customers apply for business accounts from their Company page. Approving one makes the applicant its
        admin; declining or suspending tells the company why.
      </p>
      <nav aria-label="Companies by status" className="mb-4 flex flex-wrap gap-2">
        {filters.map(([label, value]) => (
          <Link
            key={label}
            href={value ? `/dashboard/companies?status=${value}` : '/dashboard/companies'}
            className={value === status ? 'btn-primary' : 'btn-outline'}
            aria-current={value === status ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      <SearchBox label="Company name" value={q} placeholder="Acme">
        {status && <input type="hidden" name="status" value={status} />}
      </SearchBox>
      <CompaniesTable
        key={`${status}-${q}-${paging.page}`}
        initial={await listCompanies({ status, q }, paging)}
        page={paging.page}
        status={status}
        {...(q ? { q } : {})}
      />
    </>
  );
}
