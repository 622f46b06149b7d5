import { facetQueryString, type FacetQuery } from '@/lib/model';

/** A listing's state as hidden fields, so a GET form sends it along (no JavaScript needed). */
export function StateFields({ query }: { query: FacetQuery }) {
  return [...new URLSearchParams(facetQueryString(query))].map(([name, value], i) => (
    <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
  ));
}
