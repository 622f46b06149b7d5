const COLUMNS = [
  {
    title: 'Services',
    links: [
      { href: '/parts', label: 'Bulk parts' },
      { href: '/parts', label: 'Custom machining' },
      { href: '/parts', label: 'Heat treatment' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About us' },
      { href: '/#contact', label: 'Contact' },
      { href: '/blogs', label: 'Blog' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/terms', label: 'Terms of sale' },
      { href: '/privacy', label: 'Privacy policy' },
      { href: '/shipping', label: 'Shipping and returns' },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="mt-auto bg-steel-900 text-steel-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">Partsmith</p>
          <p className="mt-2 text-sm">
            Precision industrial parts, machined and inspected in our own plant and sold in bulk to workshops
            and manufacturers worldwide.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <p className="mb-3 font-semibold uppercase tracking-wide text-white">{column.title}</p>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <a href={link.href} className="hover:text-white">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-steel-700 py-4 text-center text-xs">
        © {new Date().getFullYear()} Partsmith Manufacturing. All rights reserved.
      </p>
    </footer>
  );
}
