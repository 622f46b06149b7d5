import { MyQuotes } from '@/components/quotes/my-quotes';
import { requirePageUser } from '@/lib/session';
import { tablePaging, firstValues } from '@/lib/http';
import { listQuotes } from '@/lib/quotes';

export default async function MyQuotesPage({ searchParams }: PageProps<'/dashboard/myquotes'>) {
  const caller = await requirePageUser();
  const paging = tablePaging(firstValues(await searchParams).page);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">My Quotes</h1>
      <MyQuotes key={paging.page} initial={await listQuotes(caller, 'own', paging)} page={paging.page} />
    </>
  );
}
