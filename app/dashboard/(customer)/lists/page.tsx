import type { Metadata } from 'next';
import { SavedLists } from '@/components/cart/saved-lists';
import { listSavedLists } from '@/lib/cart/saved-lists';
import { tablePaging } from '@/lib/http/paging';
import { firstValues } from '@/lib/http/query-values';
import { requirePageUser } from '@/lib/session/page-guards';

export const metadata: Metadata = { title: 'Saved lists' };

export default async function SavedListsPage({ searchParams }: PageProps<'/dashboard/lists'>) {
  const caller = await requirePageUser();
  const paging = tablePaging(firstValues(await searchParams).page);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Saved lists</h1>
      <SavedLists key={paging.page} initial={await listSavedLists(caller, paging)} page={paging.page} />
    </>
  );
}
