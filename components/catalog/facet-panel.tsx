import type { CategoryListing, FacetValueView } from '@/lib/catalog';
import { facetQueryString, toggledWords, withFilter, type FacetQuery } from '@/lib/model';

type Props = { listing: CategoryListing; hrefFor: (query: FacetQuery) => string; action: string };

/** A value's link: chosen ones say so; a value no part would match stays listed, not a link. */
function ValueLink({ value, href }: { value: FacetValueView; href: string }) {
  const text = (
    <>
      <span aria-hidden="true" className="inline-block w-4">
        {value.selected ? '☑' : '☐'}
      </span>
      <span>{value.label}</span>
      <span className="ml-auto text-steel-500">{value.count}</span>
      {value.selected && <span className="sr-only"> (chosen)</span>}
    </>
  );
  if (value.count === 0 && !value.selected)
    return (
      <span aria-disabled="true" className="flex gap-2 px-2 py-1 text-steel-500">
        {text}
      </span>
    );
  return (
    <a
      href={href}
      className={`flex gap-2 rounded px-2 py-1 hover:bg-steel-100 ${value.selected ? 'font-semibold text-brand-700' : ''}`}
    >
      {text}
    </a>
  );
}

/** The state's other filters as hidden fields, so a range form keeps them (no JavaScript needed). */
function HiddenState({ query, except }: { query: FacetQuery; except: string }) {
  const params = new URLSearchParams(facetQueryString({ ...query, page: 1 }));
  return [...params]
    .filter(
      ([name, value]) =>
        !(name === 'f' && value.startsWith(`${except}:`)) && !(except === 'price' && name === 'price'),
    )
    .map(([name, value], i) => <input key={`${name}-${i}`} type="hidden" name={name} value={value} />);
}

/** A range typed in any unit of its attribute's dimension (`name`: its key, or "price"). */
function RangeForm({
  name,
  label,
  unit,
  query,
  action,
}: {
  name: string;
  label: string;
  unit?: string;
  query: FacetQuery;
  action: string;
}) {
  return (
    <form method="get" action={action} className="mt-2 flex flex-wrap items-end gap-2 px-2">
      <HiddenState query={query} except={name} />
      <input type="hidden" name="range" value={name} />
      {[
        ['rmin', 'From'],
        ['rmax', 'To'],
      ].map(([field, side]) => (
        <label key={field} className="text-xs">
          <span className="block">{side}</span>
          <input
            name={field}
            className="input w-24"
            inputMode="decimal"
            placeholder={unit}
            aria-label={`${label} ${side!.toLowerCase()}`}
          />
        </label>
      ))}
      <button type="submit" className="btn-secondary text-sm">
        Apply<span className="sr-only"> {label} range</span>
      </button>
    </form>
  );
}

/**
 * The facets of a listing (issue 37): each attribute some part of it has, with the number of parts
 * each value would list; plain links and GET forms, so it works before (or without) JavaScript.
 */
export function FacetPanel({ listing, hrefFor, action }: Props) {
  const { query } = listing;
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="text-sm">
        <legend className="mb-1 font-semibold">Availability</legend>
        <ValueLink
          value={{
            label: 'In stock',
            filter: '1',
            count: listing.inStock.count,
            selected: listing.inStock.selected,
          }}
          href={hrefFor({ ...query, inStock: !query.inStock, page: 1 })}
        />
      </fieldset>
      {listing.facets.map((facet) => (
        <fieldset key={facet.key} className="text-sm">
          <legend className="mb-1 font-semibold">
            {facet.label}
            {facet.unit && <span className="font-normal text-steel-500"> ({facet.unit})</span>}
          </legend>
          <ul>
            {facet.values.map((value) => (
              <li key={value.filter}>
                <ValueLink
                  value={value}
                  href={hrefFor(
                    withFilter(
                      query,
                      facet.key,
                      facet.kind === 'words'
                        ? toggledWords(query.filters[facet.key], value.filter)
                        : value.selected
                          ? null
                          : value.filter,
                    ),
                  )}
                />
              </li>
            ))}
          </ul>
          {facet.kind === 'number' && (
            <RangeForm name={facet.key} label={facet.label} unit={facet.unit} query={query} action={action} />
          )}
        </fieldset>
      ))}
      {listing.price.length > 0 && (
        <fieldset className="text-sm">
          <legend className="mb-1 font-semibold">Price ($)</legend>
          <ul>
            {listing.price.map((value) => (
              <li key={value.filter}>
                <ValueLink
                  value={value}
                  href={hrefFor({ ...query, price: value.selected ? '' : value.filter, page: 1 })}
                />
              </li>
            ))}
          </ul>
          <RangeForm name="price" label="Price" unit="$" query={query} action={action} />
        </fieldset>
      )}
    </div>
  );
}
