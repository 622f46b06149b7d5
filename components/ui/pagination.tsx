import type { ElementType } from 'react';
import { pageNumbers } from '@/lib/ui';

type Props = {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
  /**
   * The dashboards' tables pass next/link (client navigation). Left out, plain anchors: the public
   * listings' pages are rewrites the client router would not tell apart (PartsListing), and next/link
   * is not imported here so public pages do not carry it (components/layout/navbar.tsx).
   */
  linkAs?: ElementType;
};

/** Previous, page numbers and Next as links (every page is a URL; no JavaScript needed). */
export function Pagination({ page, pageCount, hrefFor, label = 'Pages', linkAs: Link = 'a' }: Props) {
  if (pageCount <= 1) return null;
  const edge = 'rounded-md border border-steel-100 px-3 py-2 text-sm font-semibold';
  const step = (target: number, text: 'Previous' | 'Next', rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      <Link href={hrefFor(target)} rel={rel} className={`${edge} hover:bg-steel-100`}>
        {text}
      </Link>
    ) : (
      <span className={`${edge} text-steel-500`} aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {step(page - 1, 'Previous', 'prev', page > 1)}
      <ol className="flex flex-wrap items-center gap-1">
        {pageNumbers(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-steel-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={hrefFor(n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-semibold ${n === page ? 'bg-brand-600 text-white' : 'hover:bg-steel-100'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {step(page + 1, 'Next', 'next', page < pageCount)}
    </nav>
  );
}
