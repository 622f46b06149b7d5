'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { showing, TABLE_PAGE_SIZE } from '@/lib/ui';
import { Pagination } from './pagination';

type Props = { page: number; shown: number; total: number; noun: [string, string]; pageSize?: number };

/** "Showing 26–50 of 1,234 orders" and page links that keep the screen's filters. */
export function TablePager({ page, shown, total, noun, pageSize = TABLE_PAGE_SIZE }: Props) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const hrefFor = (target: number) => {
    const query = new URLSearchParams(searchParams);
    if (target > 1) query.set('page', String(target));
    else query.delete('page');
    return query.size ? `${pathname}?${query}` : pathname;
  };
  return (
    <>
      <p role="status" className="my-3 text-sm text-steel-500">
        {total === 0 ? `No ${noun[1]}.` : showing((page - 1) * pageSize + 1, shown, total, noun)}
      </p>
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / pageSize))}
        hrefFor={hrefFor}
        linkAs={Link}
      />
    </>
  );
}
