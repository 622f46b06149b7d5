import { ManageReviews } from '@/components/reviews/manage-reviews';
import { getPageAdmin } from '@/lib/session';
import { tablePaging, firstValues } from '@/lib/http';
import { listAdminReviews } from '@/lib/reviews';

export default async function ManageReviewsPage({ searchParams }: PageProps<'/dashboard/managereviews'>) {
  // Nothing for a non-admin: the group's layout is signing them out.
  if (!(await getPageAdmin())) return null;
  const paging = tablePaging(firstValues(await searchParams).page);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Manage Reviews</h1>
      <ManageReviews key={paging.page} initial={await listAdminReviews(paging)} page={paging.page} />
    </>
  );
}
