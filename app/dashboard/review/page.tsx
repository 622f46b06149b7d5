import { requirePageUser } from '@/lib/auth/page-guards';

export default async function AddReviewPage() {
  await requirePageUser('/dashboard/review');
  return <h1 className="mb-6 text-2xl font-bold">Add a Review</h1>;
}
