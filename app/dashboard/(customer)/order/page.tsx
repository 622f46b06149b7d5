import { MyOrders } from '@/components/orders/my-orders';
import { OrderSearch } from '@/components/orders/order-search';
import { requirePageUser } from '@/lib/session';
import { tablePaging, firstValues } from '@/lib/http';
import { listOrderPage, listRequisitions } from '@/lib/orders';
import { RequisitionsTable } from '@/components/companies/requisitions-table';
import Link from 'next/link';
import { orderQuerySchema } from '@/lib/validation';

/** Requisitions My Orders shows above the orders (the rest are a link away). */
const REQUISITIONS_SHOWN = 5;

export default async function MyOrdersPage({ searchParams }: PageProps<'/dashboard/order'>) {
  const caller = await requirePageUser();
  const values = firstValues(await searchParams);
  const parsed = orderQuerySchema.safeParse({ number: values.number });
  const number = parsed.success ? parsed.data.number : undefined;
  const paging = tablePaging(values.page);
  const page = await listOrderPage({ customerEmail: caller.email, number }, paging);
  // A company buyer's requisitions (issue 34): the newest few, awaiting approval or decided.
  const requisitions = caller.company
    ? await listRequisitions(caller, { mine: true }, { page: 1, skip: 0, limit: REQUISITIONS_SHOWN })
    : null;
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">My Orders</h1>
      {requisitions && requisitions.total > 0 && (
        <section aria-labelledby="requisitions-heading" className="mb-8">
          <h2 id="requisitions-heading" className="mb-3 text-lg font-semibold">
            Requisitions
          </h2>
          <RequisitionsTable page={1} requisitions={requisitions} label="Your requisitions" paged={false} />
          <Link
            href="/dashboard/company/approvals?mine=true"
            className="mt-2 inline-block font-semibold text-brand-700 underline"
          >
            All your requisitions
          </Link>
        </section>
      )}
      <OrderSearch
        value={values.number ?? ''}
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
      />
      <MyOrders
        key={`${values.number ?? ''}#${paging.page}`}
        email={caller.email}
        initial={page}
        page={paging.page}
        searched={number === undefined ? null : (values.number ?? null)}
      />
    </>
  );
}
