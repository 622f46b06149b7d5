'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';

export type MenuItem = { href: string; label: string };

/** The dashboard's side menu; on small screens it folds into a toggle above the content. */
export function SideMenu({ items }: { items: MenuItem[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  return (
    <nav aria-label="Dashboard" className="md:w-60 md:shrink-0">
      <button
        type="button"
        className="btn-outline mb-3 w-full md:hidden"
        aria-expanded={open}
        aria-controls="dashboard-menu"
        onClick={() => setOpen((value) => !value)}
      >
        Dashboard menu
      </button>
      <ul id="dashboard-menu" className={`${open ? 'block' : 'hidden'} card space-y-1 p-3 md:block`}>
        {items.map((item) => {
          const active = item.href === '/dashboard' ? pathname === item.href : pathname.startsWith(item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={() => setOpen(false)}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium ${active ? 'bg-brand-600 text-white' : 'text-steel-700 hover:bg-steel-100'}`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
