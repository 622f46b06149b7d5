'use client';

import { facetQueryString, toggledWords, withFilter, type FacetQuery } from '@/lib/model';
import { valueLabel, type PanelFacet, type PanelValue } from './facet-panel-props';

// A client component for its weight, not for interactivity: React sends a server component's whole
// element tree again in the page's payload, a client component only its props. The panel has a link
// per value (about 150 at 20 attributes), so as props the category page is tens of KB lighter.

type Props = {
  facets: PanelFacet[];
  inStock: PanelValue;
  price: PanelValue[];
  query: FacetQuery;
  /** The listing's address without a state (the links are relative to it: "?f=…"). */
  base: string;
};

/**
 * A value's link (globals.css `facet-values`, on the list, draws its box and count): chosen ones say
 * so; a value no part would match stays listed, not a link.
 */
function ValueLink({
  label,
  value: [, count, chosen],
  href,
}: {
  label: string;
  value: PanelValue;
  href: string;
}) {
  const text = (
    <>
      <span>{label}</span>
      <span>{count}</span>
      {chosen && <span className="sr-only"> (chosen)</span>}
    </>
  );
  if (count === 0 && !chosen) return <span aria-disabled="true">{text}</span>;
  return (
    <a href={href} data-chosen={chosen ? '' : undefined}>
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
}: {
  name: string;
  label: string;
  unit?: string;
  query: FacetQuery;
}) {
  // No action: a GET form goes to the page's own address with the fields as its query.
  return (
    <form method="get" className="facet-range">
      <HiddenState query={query} except={name} />
      <input type="hidden" name="range" value={name} />
      {[
        ['rmin', 'From'],
        ['rmax', 'To'],
      ].map(([field, side]) => (
        <label key={field}>
          {side}
          <input
            name={field}
            className="input"
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
export function FacetPanel({ facets, inStock, price, query, base }: Props) {
  // Links relative to the page ("?f=…"): the listing's path is not repeated in each of them.
  const hrefFor = (state: FacetQuery) => {
    const search = facetQueryString(state);
    return search ? `?${search}` : base;
  };
  return (
    <div className="flex flex-col gap-4 text-sm">
      <fieldset className="facet-values">
        <legend className="mb-1 font-semibold">Availability</legend>
        <ValueLink
          label="In stock"
          value={inStock}
          href={hrefFor({ ...query, inStock: !query.inStock, page: 1 })}
        />
      </fieldset>
      {facets.map((facet) => (
        <fieldset key={facet.key}>
          <legend className="mb-1 font-semibold">
            {facet.unit ? `${facet.label} (${facet.unit})` : facet.label}
          </legend>
          <ul className="facet-values">
            {facet.values.map((value) => (
              <li key={value[0]}>
                <ValueLink
                  label={valueLabel(value[0], !!facet.range)}
                  value={value}
                  href={hrefFor(
                    withFilter(
                      query,
                      facet.key,
                      !facet.range
                        ? toggledWords(query.filters[facet.key], value[0])
                        : value[2]
                          ? null
                          : value[0],
                    ),
                  )}
                />
              </li>
            ))}
          </ul>
          {facet.range && <RangeForm name={facet.key} label={facet.label} unit={facet.unit} query={query} />}
        </fieldset>
      ))}
      {price.length > 0 && (
        <fieldset>
          <legend className="mb-1 font-semibold">Price ($)</legend>
          <ul className="facet-values">
            {price.map((value) => (
              <li key={value[0]}>
                <ValueLink
                  label={valueLabel(value[0], true)}
                  value={value}
                  href={hrefFor({ ...query, price: value[2] ? '' : value[0], page: 1 })}
                />
              </li>
            ))}
          </ul>
          <RangeForm name="price" label="Price" unit="$" query={query} />
        </fieldset>
      )}
    </div>
  );
}
