'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { AccessTokenSync } from '@/components/auth/access-token-sync';
import { CartLink } from '@/components/cart/cart-link';
import { CartSync } from '@/components/cart/cart-sync';
import { useSessionUser, signOutTo } from '@/lib/client';

/**
 * docs/product.md#business-constants-and-limits: the navbar shows the first 8 characters of the signed-in
 * user's email.
 */
export const EMAIL_PREFIX_LENGTH = 8;

const LINKS = [
  { href: '/', label: 'HOME' },
  { href: '/parts', label: 'PARTS' },
  { href: '/blogs', label: 'BLOGS' },
] as const;

const DASHBOARD = { href: '/dashboard', label: 'DASHBOARD' } as const;

/**
 * The signed-in part (DASHBOARD, LOG OUT, the email prefix) is filled in by the browser: the
 * server renders every visitor's page the same. Until the browser knows, both variants are there
 * and the sign-in hint picks one before the first paint (globals.css); visitors without JavaScript
 * see SIGN IN.
 */
export function NavLinks() {
  const sessionUser = useSessionUser();
  const user = sessionUser ?? null;
  const unknown = sessionUser === undefined;
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const links = user || unknown ? [...LINKS, DASHBOARD] : LINKS;
  /** Only while it is not known who is signed in: which variant an item belongs to. */
  const variant = (signedIn: boolean) =>
    unknown ? (signedIn ? 'nav-when-signed-in' : 'nav-when-signed-out') : undefined;
  const isActive = (href: string) =>
    href === '/' ? pathname === '/' || pathname === '/Home' : pathname.startsWith(href);

  return (
    <>
      <AccessTokenSync email={sessionUser === undefined ? undefined : (sessionUser?.email ?? null)} />
      <CartSync email={sessionUser === undefined ? undefined : (sessionUser?.email ?? null)} />
      <button
        type="button"
        className="btn-outline md:hidden"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpen((value) => !value)}
      >
        Menu
      </button>
      <ul
        id="main-menu"
        className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-steel-100 bg-white p-4 md:static md:flex md:flex-row md:items-center md:gap-2 md:border-0 md:p-0`}
      >
        {links.map((link) => (
          <li key={link.href} className={link === DASHBOARD ? variant(true) : undefined}>
            <a
              href={link.href}
              onClick={() => setOpen(false)}
              aria-current={isActive(link.href) ? 'page' : undefined}
              className={`block rounded-md px-3 py-2 text-sm font-semibold ${isActive(link.href) ? 'bg-brand-50 text-brand-700' : 'text-steel-700 hover:bg-steel-100'}`}
            >
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <CartLink active={pathname.startsWith('/cart')} onClick={() => setOpen(false)} />
        </li>
        {(user || unknown) && (
          <li className={variant(true)}>
            <LogOutButton />
          </li>
        )}
        {!user && (
          <li className={variant(false)}>
            <a href="/login" onClick={() => setOpen(false)} className="btn-primary">
              SIGN IN
            </a>
          </li>
        )}
        {user && (
          <li
            data-testid="nav-email"
            title={user.email}
            className="px-3 py-2 text-sm font-medium text-steel-500"
          >
            {user.email.slice(0, EMAIL_PREFIX_LENGTH)}
          </li>
        )}
      </ul>
    </>
  );
}

function LogOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn-outline"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOutTo('/');
      }}
    >
      LOG OUT
    </button>
  );
}
