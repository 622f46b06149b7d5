import type { Metadata } from 'next';
import { SavedLists } from '@/components/cart/saved-lists';
import { listSavedLists } from '@/lib/cart';
import { tablePaging, firstValues } from '@/lib/http';
import { requirePageUser } from '@/lib/session';

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
