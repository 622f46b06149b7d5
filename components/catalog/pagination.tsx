import Link from 'next/link';
import { partsHref, type BrowseState } from '@/lib/catalog/browse-state';

/** Page numbers shown around the current one; the first and last are always shown. */
const AROUND = 2;

function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  const numbers: (number | 'gap')[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= AROUND) numbers.push(n);
    else if (numbers.at(-1) !== 'gap') numbers.push('gap');
  }
  return numbers;
}

export function Pagination({ state, pageCount }: { state: BrowseState; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (page: number) => partsHref({ ...state, page });
  const edge = 'rounded-md border border-steel-100 px-3 py-2 text-sm font-semibold';
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {state.page > 1 ? (
        <Link href={href(state.page - 1)} rel="prev" className={`${edge} hover:bg-steel-100`}>
          Previous
        </Link>
      ) : (
        <span className={`${edge} text-steel-500`} aria-disabled="true">
          Previous
        </span>
      )}
      <ol className="flex flex-wrap items-center gap-1">
        {pageNumbers(state.page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-steel-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={href(n)}
                aria-label={`Page ${n}`}
                aria-current={n === state.page ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-semibold ${n === state.page ? 'bg-brand-600 text-white' : 'hover:bg-steel-100'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {state.page < pageCount ? (
        <Link href={href(state.page + 1)} rel="next" className={`${edge} hover:bg-steel-100`}>
          Next
        </Link>
      ) : (
        <span className={`${edge} text-steel-500`} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
