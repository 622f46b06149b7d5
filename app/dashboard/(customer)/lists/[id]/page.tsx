import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SavedListActions } from '@/components/cart/saved-list-actions';
import { SavedListLines } from '@/components/cart/saved-list-lines';
import { getSavedList } from '@/lib/cart';
import { tablePaging, firstValues } from '@/lib/http';
import { isAppError } from '@/lib/model';
import { requirePageUser } from '@/lib/session';

export const metadata: Metadata = { title: 'Saved list' };

/** One saved list (the caller's, or shared with their company): its lines priced now, a page at a time, put in the cart or exported whole. */
export default async function SavedListPage({ params, searchParams }: PageProps<'/dashboard/lists/[id]'>) {
  const { id } = await params;
  const caller = await requirePageUser();
  if (!/^[a-f\d]{24}$/i.test(id)) notFound();
  const paging = tablePaging(firstValues(await searchParams).page);
  const list = await getSavedList(caller, id.toLowerCase(), paging).catch((error) => {
    if (isAppError(error, 'not_found')) notFound();
    throw error;
  });
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/dashboard/lists" className="text-brand-700 underline">
          Saved lists
        </Link>
      </p>
      <h1 className="mb-2 text-2xl font-bold break-words">{list.name}</h1>
      <p className="mb-6 text-sm text-steel-700">
        {list.lineCount.toLocaleString('en-US')} {list.lineCount === 1 ? 'part' : 'parts'} · saved{' '}
        {list.updatedAt.slice(0, 10)}
        {list.mine && list.shared && ` · shared with ${caller.company?.companyName ?? 'your company'}`}
        {!list.mine && ` · shared by ${list.owner}`}
      </p>
      <SavedListActions list={list} company={caller.company?.companyName ?? null} />
      <SavedListLines key={paging.page} list={list} page={paging.page} />
    </>
  );
}
