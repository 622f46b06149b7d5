import { ReviewForm } from '@/components/reviews/review-form';
import { requirePageUser } from '@/lib/session';

export default async function AddReviewPage() {
  const caller = await requirePageUser();
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Add a Review</h1>
      <ReviewForm userId={caller.id} />
    </>
  );
}
