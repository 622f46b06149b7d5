import type { Metadata } from 'next';
import { ReturnsTable } from '@/components/returns/returns-table';
import { firstValues, tablePaging } from '@/lib/http';
import { RETURN_STATUSES, type ReturnStatus } from '@/lib/model';
import { listReturns } from '@/lib/returns';
import { getPageAdmin } from '@/lib/session';

export const metadata: Metadata = { title: 'Returns' };

/** Every return (RMA) buyers asked for, to approve, receive and pay back from each order's page. */
export default async function ReturnsPage({ searchParams }: PageProps<'/dashboard/returns'>) {
  // Nothing for a non-admin: the group's layout is signing them out.
  const admin = await getPageAdmin();
  if (!admin) return null;
  const values = firstValues(await searchParams);
  // A state the list does not know shows every return, as the form's first choice does.
  const status = (RETURN_STATUSES as readonly string[]).includes(values.status ?? '')
    ? (values.status as ReturnStatus)
    : null;
  const paging = tablePaging(values.page);
  const page = await listReturns(admin, status, paging);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Returns</h1>
      <p className="mb-6 text-sm text-steel-700">
        What buyers asked to send back. Open the order to approve or reject a return, mark it received and pay
        it back.
      </p>
      <ReturnsTable
        page={page}
        pageNumber={paging.page}
        pageCount={Math.max(1, Math.ceil(page.total / paging.limit))}
        status={status}
      />
    </>
  );
}
