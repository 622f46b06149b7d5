import { MyOrders } from '@/components/orders/my-orders';
import { OrderSearch } from '@/components/orders/order-search';
import { requirePageUser } from '@/lib/session';
import { tablePaging, firstValues } from '@/lib/http';
import { listOrderPage } from '@/lib/orders';
import { orderQuerySchema } from '@/lib/validation';

export default async function MyOrdersPage({ searchParams }: PageProps<'/dashboard/order'>) {
  const caller = await requirePageUser();
  const values = firstValues(await searchParams);
  const parsed = orderQuerySchema.safeParse({ number: values.number });
  const number = parsed.success ? parsed.data.number : undefined;
  const paging = tablePaging(values.page);
  const page = await listOrderPage({ customerEmail: caller.email, number }, paging);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">My Orders</h1>
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
