import type { Metadata } from 'next';
import { BackToCompany, NotForYourRoles } from '@/components/companies/company-page-parts';
import { CompanyOrders } from '@/components/companies/company-orders';
import { firstValues, tablePaging } from '@/lib/http';
import { can } from '@/lib/model';
import { listCompanyOrders } from '@/lib/orders';
import { requirePageUser } from '@/lib/session';

export const metadata: Metadata = { title: 'Company orders' };

/** Every order placed for the caller's company: its admins, approvers and finance (issue 34). */
export default async function CompanyOrdersPage({ searchParams }: PageProps<'/dashboard/company/orders'>) {
  const caller = await requirePageUser();
  const company = caller.company;
  if (!company || !can(caller, 'see-company', { companyId: company.companyId }))
    return (
      <NotForYourRoles title="Company orders">
        Only a company&apos;s admins, approvers and finance see all its orders; yours are under My Orders.
      </NotForYourRoles>
    );
  const paging = tablePaging(firstValues(await searchParams).page);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Company orders</h1>
      <p className="mb-6 text-sm text-steel-700">
        Every order placed for {company.companyName}, newest first
        {can(caller, 'pay-company', { companyId: company.companyId }) &&
          '; as its finance, you pay the unpaid ones'}
        . <BackToCompany />
      </p>
      <CompanyOrders
        key={paging.page}
        initial={await listCompanyOrders(caller, {}, paging)}
        page={paging.page}
        mayPay={can(caller, 'pay-company', { companyId: company.companyId })}
      />
    </>
  );
}
