import { NavLinks } from './nav-links';

/**
 * The site's header. Its links, the footer's and the public listings' are plain anchors, not
 * next/link: its client code (about 4 KB compressed) and its prefetching (every linked page's
 * JavaScript loaded on every page) would take public pages past issue 37's budget, JavaScript within
 * 10 KB of a bare Next page. Public pages are cached documents; a full load of one is quick.
 */
export function Navbar() {
  return (
    <header className="sticky top-0 z-40 border-b border-steel-100 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <a href="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-700">
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-md bg-brand-600 text-white"
          >
            P
          </span>
          Partsmith
        </a>
        <NavLinks />
      </nav>
    </header>
  );
}
