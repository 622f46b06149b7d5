import type { Metadata } from 'next';
import { PriceListForm } from '@/components/pricelists/price-list-form';
import { PriceListsTable } from '@/components/pricelists/price-lists-table';
import { TablePager } from '@/components/ui/table-pager';
import { firstValues, tablePaging } from '@/lib/http';
import { listPriceLists } from '@/lib/pricelists';
import { getPageAdmin } from '@/lib/session';

export const metadata: Metadata = { title: 'Price Lists' };

/** Price lists (store admins, issue 35): contract prices per company, and a form for a new one. */
export default async function PriceListsPage({ searchParams }: PageProps<'/dashboard/pricelists'>) {
  // Nothing for a non-admin: the group's layout is signing them out.
  if (!(await getPageAdmin())) return null;
  const paging = tablePaging(firstValues(await searchParams).page);
  const { rows, total } = await listPriceLists({}, paging);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Price Lists</h1>
      <p className="mb-4 text-sm text-steel-700">
        A company&apos;s buyers pay the lowest of the part&apos;s own price and every list that applies to
        them that day; an exclusive list wins even when it is higher.
      </p>
      <PriceListsTable lists={rows} />
      <TablePager page={paging.page} shown={rows.length} total={total} noun={['price list', 'price lists']} />
      <h2 className="mb-2 mt-6 text-xl font-semibold">New price list</h2>
      <PriceListForm />
    </>
  );
}
