import { compactPartNumber, PART_NUMBER_MAX } from './part-number';

/**
 * Catalog search works on words, not regular expressions over free text: every part stores the
 * lower-cased words of its name and description (`keywords`, a multikey index), and a search asks
 * for parts having a word that starts with each searched word. An anchored prefix match on an
 * indexed field uses the index on MongoDB and Atlas, and the local server supports it too (it has
 * no `$text`). Words are letters and digits only, so nothing a visitor types reaches the query as
 * a pattern or an operator.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** At most this many words of a query count: enough for any real search, cheap for the database. */
export const MAX_SEARCH_WORDS = 8;
/** Longer "words" are cut: no part name has a 40-letter word, and the prefix still matches. */
export const MAX_WORD_LENGTH = 40;

function words(text: string): string[] {
  return (text.normalize('NFKC').toLowerCase().match(WORD) ?? []).map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/** The distinct words stored on a part for search. */
export function keywordsOf(name: string, description: string): string[] {
  return [...new Set(words(`${name} ${description}`))];
}

/** What a catalog search asks the database: its words, and its letters and digits as a part number. */
export type CatalogSearch = { words: string[]; partNumber: string };

/** The whole catalog. */
export const NO_SEARCH: CatalogSearch = { words: [], partNumber: '' };

/** A part number search needs 2 characters at least (one would match a tenth of the catalog). */
const MIN_PART_NUMBER_QUERY = 2;

/** The visitor's query as a search: its words, and (if long enough) its compacted part number. */
export function catalogSearch(query: string): CatalogSearch {
  const partNumber = compactPartNumber(query).slice(0, PART_NUMBER_MAX);
  return {
    words: searchWords(query),
    partNumber: partNumber.length >= MIN_PART_NUMBER_QUERY ? partNumber : '',
  };
}

/** The words of a visitor's query, deduplicated, at most MAX_SEARCH_WORDS of them. */
export function searchWords(query: string): string[] {
  return [...new Set(words(query))].slice(0, MAX_SEARCH_WORDS);
}

/** Escapes a word for use inside a regular expression (words hold no metacharacters; belt and braces). */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The search fields a part stores beside its name and description (kept in step on every write). */
export function searchFields(part: { name: string; description: string }) {
  return { keywords: keywordsOf(part.name, part.description), nameLower: part.name.toLowerCase() };
}
