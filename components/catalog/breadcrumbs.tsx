export type Crumb = { name: string; path: string };

/** The trail above a page: links up to its parent, then the page itself (not a link). */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm">
      <ol className="flex flex-wrap gap-2 text-steel-500">
        {trail.map(({ name, path }) => (
          <li key={path}>
            <a href={path} className="hover:underline">
              {name}
            </a>
            <span aria-hidden="true"> /</span>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-steel-700">
          {current}
        </li>
      </ol>
    </nav>
  );
}
