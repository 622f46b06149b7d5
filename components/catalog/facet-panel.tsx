'use client';

import { stateHref, toggledWords, withFilter, type FacetQuery, type StateLinks } from '@/lib/model';
import { valueLabel, type PanelFacet, type PanelValue } from './facet-panel-props';
import { StateFields } from './state-fields';

// A client component for its weight, not for interactivity: React sends a server component's whole
// element tree again in the page's payload, a client component only its props. The panel has a link
// per value (about 150 at 20 attributes), so as props the category page is tens of KB lighter.

type Props = {
  facets: PanelFacet[];
  inStock: PanelValue;
  price: PanelValue[];
  query: FacetQuery;
  /** How the listing's page links to its other states, relative to itself. */
  links: StateLinks;
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
  // The label one text node with its space (no span, no React comment between): ~150 values.
  const text = (
    <>
      {`${label} `}
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

/**
 * A range typed in any unit of its attribute's dimension (`name`: its key, or "price"), as
 * {name}.min and {name}.max of the panel's one form; its button sends range={name}.
 */
function RangeBoxes({ name, label, unit }: { name: string; label: string; unit?: string }) {
  return (
    <div className="facet-range">
      {(['From', 'To'] as const).map((side) => (
        <label key={side}>
          {side}
          <input
            name={`${name}.${side === 'From' ? 'min' : 'max'}`}
            className="input"
            inputMode="decimal"
            placeholder={unit}
            aria-label={`${label} ${side.toLowerCase()}`}
          />
        </label>
      ))}
      <button type="submit" name="range" value={name} className="btn-secondary text-sm">
        Apply<span className="sr-only"> {label} range</span>
      </button>
    </div>
  );
}

/**
 * The facets of a listing (issue 37): each attribute some part of it has, with the number of parts
 * each value would list; plain links and GET forms, so it works before (or without) JavaScript.
 */
export function FacetPanel({ facets, inStock, price, query, links }: Props) {
  const hrefFor = (state: FacetQuery) => stateHref(links, state);
  return (
    // One GET form for every range box, with the state once (no action: the page's own address).
    <form method="get" className="flex flex-col gap-4 text-sm">
      <StateFields query={{ ...query, page: 1 }} />
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
          {facet.range && <RangeBoxes name={facet.key} label={facet.label} unit={facet.unit} />}
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
          <RangeBoxes name="price" label="Price" unit="$" />
        </fieldset>
      )}
    </form>
  );
}
