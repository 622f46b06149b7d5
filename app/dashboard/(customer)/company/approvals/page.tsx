import type { Metadata } from 'next';
import Link from 'next/link';
import { ViewLink } from '@/components/ui/view-link';
import { RequisitionsTable } from '@/components/companies/requisitions-table';
import { firstValues, tablePaging } from '@/lib/http';
import { can } from '@/lib/model';
import { listRequisitions } from '@/lib/orders';
import { requirePageUser } from '@/lib/session';

export const metadata: Metadata = { title: 'Approvals' };

/**
 * Approvals (issue 34): the company's requisitions for those who decide them, those awaiting a
 * decision first; a buyer's own (`?mine=true`, linked from My Orders) for anyone in the company.
 */
export default async function ApprovalsPage({ searchParams }: PageProps<'/dashboard/company/approvals'>) {
  const caller = await requirePageUser();
  const company = caller.company;
  if (!company)
    return (
      <>
        <h1 className="mb-6 text-2xl font-bold">Approvals</h1>
        <p role="status">
          Approvals are for company accounts.{' '}
          <Link href="/dashboard/company" className="font-semibold text-brand-700 underline">
            Open Company
          </Link>
        </p>
      </>
    );
  const values = firstValues(await searchParams);
  const decides = can(caller, 'approve', { companyId: company.companyId });
  const own = values.mine === 'true' || !decides;
  // Those who decide see what waits for them first; "All" and "Yours" show every state.
  const waiting = !own && values.status !== 'all';
  const paging = tablePaging(values.page);
  const requisitions = await listRequisitions(
    caller,
    { mine: own, ...(waiting ? { status: 'pending' as const } : {}) },
    paging,
  );
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{own ? 'Your requisitions' : 'Approvals'}</h1>
      <p className="mb-6 text-sm text-steel-700">
        {own
          ? `Orders you asked ${company.companyName}'s approvers to approve, newest first.`
          : `Orders ${company.companyName}'s buyers asked you to approve. Open one to approve or reject it.`}
      </p>
      {decides && (
        <p className="mb-4 flex flex-wrap gap-4 text-sm">
          <ViewLink href="/dashboard/company/approvals" current={waiting}>
            Awaiting approval
          </ViewLink>
          <ViewLink href="/dashboard/company/approvals?status=all" current={!own && !waiting}>
            All requisitions
          </ViewLink>
          <ViewLink href="/dashboard/company/approvals?mine=true" current={own}>
            Yours
          </ViewLink>
        </p>
      )}
      <RequisitionsTable
        key={`${values.status ?? ''}#${values.mine ?? ''}#${paging.page}`}
        requisitions={requisitions}
        page={paging.page}
        label={own ? 'Your requisitions' : 'Requisitions'}
      />
    </>
  );
}
