import { ManageOrders } from '@/components/orders/manage-orders';
import { OrderFilters } from '@/components/orders/order-filters';
import { endpoints, endpointUrl } from '@/lib/client';
import { getPageAdmin } from '@/lib/session';
import { tablePaging, filterQuery, firstValues } from '@/lib/http';
import { listOrderPage } from '@/lib/orders';
import { orderListQuerySchema } from '@/lib/validation';

const FILTERS = ['number', 'status', 'customerEmail', 'from', 'to'] as const;

export default async function ManageOrdersPage({ searchParams }: PageProps<'/dashboard/manageorder'>) {
  // Nothing for a non-admin: the group's layout is signing them out.
  if (!(await getPageAdmin())) return null;
  const values = firstValues(await searchParams);
  const parsed = orderListQuerySchema.safeParse(values);
  const paging = tablePaging(values.page);
  const page = await listOrderPage(parsed.success ? parsed.data : {}, paging);
  const filters = filterQuery(values, FILTERS);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Manage All Order</h1>
      <OrderFilters
        values={values}
        exportHref={endpointUrl(endpoints.exportOrders, { query: new URLSearchParams(filters) })}
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
      />
      <ManageOrders key={`${filters}#${paging.page}`} initial={page} page={paging.page} />
    </>
  );
}
