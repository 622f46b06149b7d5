import { ManageProducts } from '@/components/catalog/manage-products';
import { SearchBox } from '@/components/ui/search-box';
import { getPageAdmin } from '@/lib/session';
import { listAdminProductPage, partCategoryChoices } from '@/lib/catalog';
import { tablePaging, firstValues } from '@/lib/http';
import { productListQuerySchema } from '@/lib/validation';

export default async function ManageProductsPage({ searchParams }: PageProps<'/dashboard/manageproduct'>) {
  // Nothing for a non-admin: the group's layout is signing them out.
  if (!(await getPageAdmin())) return null;
  const values = firstValues(await searchParams);
  const parsed = productListQuerySchema.safeParse(values);
  const query = parsed.success ? parsed.data : {};
  const paging = tablePaging(values.page);
  // The page and every category with its attributes (issue 37: the edit form's), read together.
  const [page, categories] = await Promise.all([listAdminProductPage(query, paging), partCategoryChoices()]);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Manage Products</h1>
      <SearchBox label="Search products by name" value={query.q} placeholder="Name or part number">
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" name="low" value="1" defaultChecked={query.low === '1'} />
          Low stock only
        </label>
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" name="noWeight" value="1" defaultChecked={query.noWeight === '1'} />
          Without a shipping weight
        </label>
      </SearchBox>
      <ManageProducts
        key={`${query.q}#${query.low}#${query.noWeight}#${paging.page}`}
        initial={page}
        page={paging.page}
        categories={categories}
      />
    </>
  );
}
