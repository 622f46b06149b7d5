// The face of lib/facets (issue 37): a listing's parts as columns, and the disjunctive counts of a
// filter state over them (docs/decisions/0042).

export { NO_SELECTION, bucketEdges, countFacets } from './facet-counts';
export type { Bucket, FacetCounts, FacetSelection, NumberFacet, Scale, WordsFacet } from './facet-counts';
export { buildIndex, createIndexBuilder } from './facet-index';
export type { Column, FacetIndex, IndexedPart } from './facet-index';
