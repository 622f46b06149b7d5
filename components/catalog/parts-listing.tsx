import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { PartsToolbar } from '@/components/catalog/parts-toolbar';
import { TypedQuery } from '@/components/catalog/search-query-input';
import { ProductGrid } from '@/components/products/product-grid';
import { JsonLd } from '@/components/seo/json-ld';
import { Pagination } from '@/components/ui/pagination';
import { categoryHref, partsHref, PARTS_PER_PAGE, type BrowseState } from '@/lib/model';
import { topCategoryLinks } from '@/lib/categories';
import { getCatalogPage } from '@/lib/catalog';
import { siteOrigin } from '@/lib/env';
import { productListLd } from '@/lib/seo';
import { showing } from '@/lib/ui';

/** The top categories, each a way into the catalog by what a part is (issue 37). */
async function CategoryLinks() {
  const categories = await topCategoryLinks();
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Categories" className="mb-6">
      <ul className="flex flex-wrap justify-center gap-2">
        {categories.map((category) => (
          <li key={category.path}>
            <a
              href={categoryHref(category.path)}
              className="inline-flex rounded-full border border-steel-100 px-4 py-2 text-sm font-semibold hover:bg-steel-100"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function summary(state: BrowseState, first: number, shown: number, total: number): ReactNode {
  const query = <TypedQuery value={state.q} />;
  if (total === 0) return state.q ? <>No parts match “{query}”.</> : 'No parts are listed right now.';
  const text = showing(first, shown, total, ['part', 'parts']);
  return state.q ? (
    <>
      {text} for “{query}”
    </>
  ) : (
    text
  );
}

/**
 * One page of /parts (docs/product.md#screens-and-routes's heading and cards), with search, sort and page
 * links. Links to other /parts states are plain anchors: each state is a cached page of its own that proxy.ts
 * rewrites to, and Next's client router, seeing the static /parts route, would reuse that page's
 * payload for every query string.
 */
export async function PartsListing({ state }: { state: BrowseState }) {
  const { items, total, pageCount } = await getCatalogPage(state);
  if (state.page > pageCount) notFound();
  const first = (state.page - 1) * PARTS_PER_PAGE + 1;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      {state.page > 1 && <link rel="prev" href={partsHref({ ...state, page: state.page - 1 })} />}
      {state.page < pageCount && <link rel="next" href={partsHref({ ...state, page: state.page + 1 })} />}
      <JsonLd data={productListLd(siteOrigin(), items, first)} />
      <h1 className="mb-8 text-center text-3xl font-bold uppercase tracking-wide text-brand-700">
        our products
      </h1>
      <CategoryLinks />
      <PartsToolbar state={state} />
      <p role="status" className="mb-4 text-sm text-steel-500">
        {summary(state, first, items.length, total)}
      </p>
      {total === 0 && state.q ? (
        <p className="py-12 text-center">
          <a href={partsHref({ sort: state.sort })} className="font-semibold text-brand-600 hover:underline">
            Show all parts
          </a>
        </p>
      ) : (
        <ProductGrid products={items} headingLevel={2} />
      )}
      <Pagination
        page={state.page}
        pageCount={pageCount}
        hrefFor={(page) => partsHref({ ...state, page })}
        documentLinks
      />
    </div>
  );
}
