import type { Metadata } from 'next';
import { TaxRateForm } from '@/components/tax/tax-rate-form';
import { TaxRatesTable } from '@/components/tax/tax-rates-table';
import { SearchBox } from '@/components/ui/search-box';
import { TablePager } from '@/components/ui/table-pager';
import { firstValues, tablePaging } from '@/lib/http';
import { getPageAdmin } from '@/lib/session';
import { listTaxRates } from '@/lib/tax';
import { taxRateQuerySchema } from '@/lib/validation';

export const metadata: Metadata = { title: 'Tax Rates' };

/** The store's tax table (store admins, issue 36): a country's rows or all, paged, and a form for a new row. */
export default async function TaxRatesPage({ searchParams }: PageProps<'/dashboard/tax'>) {
  // Nothing for a non-admin: the group's layout is signing them out.
  if (!(await getPageAdmin())) return null;
  const values = firstValues(await searchParams);
  const parsed = taxRateQuerySchema.safeParse(values);
  const query = parsed.success ? parsed.data : {};
  const paging = tablePaging(values.page);
  const { rows, total } = await listTaxRates(query, paging);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Tax Rates</h1>
      <p className="mb-4 text-sm text-steel-700">
        A sale is taxed at the row that names its address most closely (a postcode beginning, then a state or
        province, then the country) in force that day; each line is rounded once. A rate changes by a new row
        from a later day.
      </p>
      <SearchBox label="Country (two letters)" name="country" value={query.country} placeholder="US" />
      <TaxRatesTable rates={rows} />
      <TablePager page={paging.page} shown={rows.length} total={total} noun={['tax rate', 'tax rates']} />
      <h2 className="mb-2 mt-6 text-xl font-semibold">Add a tax rate</h2>
      <TaxRateForm />
    </>
  );
}
