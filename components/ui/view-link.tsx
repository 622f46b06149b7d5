import Link from 'next/link';
import type { ReactNode } from 'react';

/** A link among a page's views (Awaiting / All; Your lists / Shared), the current one marked. */
export function ViewLink({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className="font-semibold text-brand-700 underline"
    >
      {children}
    </Link>
  );
}
