import type { FacetValueView, FacetView } from '@/lib/catalog';

// What the facet panel (a client component, ./facet-panel.tsx) is given: the listing's facets in
// as few bytes as say them, since a client component's props travel in the page's payload. A
// value's words are its filter's ("Steel"; "6 mm..10 mm" shown "6 mm – 10 mm").

/** A value: its filter, the parts choosing it would list, and 1 when chosen. */
export type PanelValue = [filter: string, count: number, chosen?: 1];
export type PanelFacet = { key: string; label: string; unit?: string; range?: 1; values: PanelValue[] };

export const panelValues = (values: readonly FacetValueView[]): PanelValue[] =>
  values.map(({ filter, count, selected }) => (selected ? [filter, count, 1] : [filter, count]));

export const panelFacets = (facets: readonly FacetView[]): PanelFacet[] =>
  facets.map(({ key, label, kind, unit, values }) => ({
    key,
    label,
    ...(unit ? { unit } : {}),
    ...(kind === 'number' ? { range: 1 as const } : {}),
    values: panelValues(values),
  }));

/** A value as shown: a range's two ends with a dash between, a word as it is. */
export const valueLabel = (filter: string, range: boolean) => (range ? filter.replace('..', ' – ') : filter);
