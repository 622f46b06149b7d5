import { requirePageUser } from '@/lib/auth/page-guards';

export default async function MyOrdersPage() {
  await requirePageUser('/dashboard/order');
  return <h1 className="mb-6 text-2xl font-bold">My Orders</h1>;
}
