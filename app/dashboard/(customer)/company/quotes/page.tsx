import type { Metadata } from 'next';
import { BackToCompany, NotForYourRoles } from '@/components/companies/company-page-parts';
import { CompanyQuotes } from '@/components/quotes/company-quotes';
import { firstValues, tablePaging } from '@/lib/http';
import { can } from '@/lib/model';
import { listQuotes } from '@/lib/quotes';
import { requirePageUser } from '@/lib/session';

export const metadata: Metadata = { title: 'Company quotes' };

/** Every quote asked for the caller's company: its admins, approvers and finance (issue 34). */
export default async function CompanyQuotesPage({ searchParams }: PageProps<'/dashboard/company/quotes'>) {
  const caller = await requirePageUser();
  const company = caller.company;
  if (!company || !can(caller, 'see-company', { companyId: company.companyId }))
    return (
      <NotForYourRoles title="Company quotes">
        Only a company&apos;s admins, approvers and finance see all its quotes; yours are under My Quotes.
      </NotForYourRoles>
    );
  const paging = tablePaging(firstValues(await searchParams).page);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Company quotes</h1>
      <p className="mb-6 text-sm text-steel-700">
        Every quote asked for {company.companyName}, newest first; its buyer accepts an offer from My Quotes.{' '}
        <BackToCompany />
      </p>
      <CompanyQuotes
        key={paging.page}
        initial={await listQuotes(caller, 'company', paging)}
        page={paging.page}
      />
    </>
  );
}
