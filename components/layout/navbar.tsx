import Link from 'next/link';
import { NavLinks } from './nav-links';

export function Navbar() {
  return (
    <header className="sticky top-0 z-40 border-b border-steel-100 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link
          href="/"
          className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-700"
        >
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-md bg-brand-600 text-white"
          >
            P
          </span>
          Partsmith
        </Link>
        <NavLinks />
      </nav>
    </header>
  );
}
