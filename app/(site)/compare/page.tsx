import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CompareTable } from '@/components/catalog/compare-table';
import { compareParts } from '@/lib/catalog';
import { categoryHref } from '@/lib/model';

export const metadata: Metadata = { title: 'Compare parts', robots: { index: false, follow: true } };

/**
 * /compare?p={id}&p={id}…: two to four parts of one category side by side (issue 37), as a
 * category page's "Compare" checkboxes send them. Read per request (stock is shown); a list that
 * cannot be compared says why, with the way back.
 */
export default async function ComparePage({ searchParams }: PageProps<'/compare'>) {
  const { p } = await searchParams;
  const asked = (Array.isArray(p) ? p : p ? [p] : []).slice(0, 20);
  const comparison = await compareParts(asked);
  if (!comparison.ok)
    return (
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h1 className="mb-6 text-3xl font-bold text-brand-700">Compare parts</h1>
        <p role="alert" className="field-error mb-4">
          {comparison.problem}
        </p>
        <p>
          Tick &ldquo;Compare&rdquo; on the parts of a category, then press &ldquo;Compare selected&rdquo;.{' '}
          <a href="/parts" className="font-semibold text-brand-600 underline">
            Browse the parts
          </a>
        </p>
      </div>
    );
  const { category, trail, parts, rows } = comparison;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <Breadcrumbs
        trail={[
          { name: 'Parts', path: '/parts' },
          ...trail.map((crumb) => ({ name: crumb.name, path: categoryHref(crumb.path) })),
        ]}
        current="Compare"
      />
      <h1 className="mb-6 text-3xl font-bold text-brand-700">
        {`Compare ${parts.length} ${category.name.toLowerCase()}`}
      </h1>
      <CompareTable parts={parts} rows={rows} />
    </div>
  );
}
