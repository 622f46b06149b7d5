import { ManageQuotes } from '@/components/quotes/manage-quotes';
import { getPageAdmin } from '@/lib/session';
import { tablePaging, firstValues } from '@/lib/http';
import { listQuotes } from '@/lib/quotes';

export default async function QuotesPage({ searchParams }: PageProps<'/dashboard/quotes'>) {
  // Nothing for a non-admin: the group's layout is signing them out.
  const admin = await getPageAdmin();
  if (!admin) return null;
  const paging = tablePaging(firstValues(await searchParams).page);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Quotes</h1>
      <ManageQuotes
        key={paging.page}
        initial={await listQuotes(admin, 'visible', paging)}
        page={paging.page}
      />
    </>
  );
}
