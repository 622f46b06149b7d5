import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ExplainPriceForm } from '@/components/pricelists/explain-price-form';
import { PriceListEntriesTable } from '@/components/pricelists/price-list-entries-table';
import { PriceListForm } from '@/components/pricelists/price-list-form';
import { PriceListImport } from '@/components/pricelists/price-list-import';
import { appliesToText, validityText } from '@/components/pricelists/price-lists-table';
import { TablePager } from '@/components/ui/table-pager';
import { firstValues, tablePaging } from '@/lib/http';
import { isAppError } from '@/lib/model';
import { getPriceList, listPriceListEntries } from '@/lib/pricelists';
import { getPageAdmin } from '@/lib/session';

export const metadata: Metadata = { title: 'Price list' };

/** One price list (store admins): its head, its entries (a file in and out, a page shown), explain a price. */
export default async function PriceListPage({
  params,
  searchParams,
}: PageProps<'/dashboard/pricelists/[id]'>) {
  // Nothing for a non-admin: the group's layout is signing them out.
  if (!(await getPageAdmin())) return null;
  const { id } = await params;
  if (!/^[a-f\d]{24}$/i.test(id)) notFound();
  const paging = tablePaging(firstValues(await searchParams).page);
  const [list, entries] = await Promise.all([getPriceList(id), listPriceListEntries(id, paging)]).catch(
    (error) => {
      if (isAppError(error, 'not_found')) notFound();
      throw error;
    },
  );
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm">
          <Link href="/dashboard/pricelists" className="text-brand-700 underline">
            Price Lists
          </Link>
        </p>
        <h1 className="text-2xl font-bold">
          {list.code}: {list.name}
        </h1>
        <p className="text-sm text-steel-700">
          {appliesToText(list)} · {validityText(list)} · priority {list.priority}
          {list.exclusive ? ' · exclusive' : ''} · {list.active ? 'active' : 'inactive'}
        </p>
      </div>
      <PriceListForm key={list.updatedAt} list={list} />
      <PriceListImport listId={list._id} code={list.code} />
      <section aria-labelledby="entries-heading" className="space-y-2">
        <h2 id="entries-heading" className="text-lg font-semibold">
          Entries
        </h2>
        <PriceListEntriesTable entries={entries.rows} />
        <TablePager
          page={paging.page}
          shown={entries.rows.length}
          total={entries.total}
          noun={['entry', 'entries']}
        />
      </section>
      <ExplainPriceForm companies={list.companies} />
    </div>
  );
}
